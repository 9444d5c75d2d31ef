import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaProject.${name}`;

/** A project's status (spec section 4: not started, planned (under way), ended, terminated, closed). */
export const PROJECT_STATUS = { notStarted: '1', ongoing: '2', ended: '3', terminated: '4', closed: '5' } as const;

const S = PROJECT_STATUS;
/** A task's status done (oaTask's TASK_STATUS.done; an object names another's values, never imports them). */
const TASK_DONE = '3';

/**
 * Projects (spec section 2: oaProjectAdd|List|View, /oa/changePeriodProject): a piece of work
 * for a customer or an opportunity, run by its owner (the project manager) with its members (the
 * team: read-only or read-and-edit), from a start to an end date that /oa/changePeriodProject
 * moves. Its tasks (oaTask) make its progress: done tasks over all tasks, and the hours logged
 * on them. It starts, ends or is terminated (with a reason) through the actions, and is closed
 * once ended or terminated; a closed project is what was done.
 */
export const oaProject = defineObject({
  module: 'oa',
  apiName: 'oaProject',
  fields: [
    { name: 'projectNo', type: 'autoNumber', label: f('projectNo'), autoNumber: { prefix: 'XM', digits: 6 }, editable: false, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.notStarted, label: f('statusNotStarted'), color: '#969799' },
        { value: S.ongoing, label: f('statusOngoing'), color: 'blue' },
        { value: S.ended, label: f('statusEnded'), color: 'green' },
        { value: S.terminated, label: f('statusTerminated'), color: 'red' },
        { value: S.closed, label: f('statusClosed'), color: '#969799' },
      ],
    },
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 100 },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer' },
    { name: 'chanceId', type: 'relation', label: f('chanceId'), relation: 'crmChance' },
    { name: 'startDate', type: 'date', label: f('startDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'endDate', type: 'date', label: f('endDate'), width: 'half' },
    { name: 'budget', type: 'money', label: f('budget'), width: 'half' },
    // The stage it is in (oaProjectStage), kept by the server as it starts and advances.
    { name: 'stageId', type: 'relation', label: f('stageId'), relation: 'oaProjectStage', editable: false, hideOnAdd: true, internal: true },
    { name: 'stageName', type: 'text', label: f('stageName'), maxLength: 50, editable: false, hideOnAdd: true, width: 'half' },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 2000 },
    // Its progress, kept by the engine from its tasks.
    {
      name: 'taskCount',
      type: 'number',
      label: f('taskCount'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'count', from: { object: 'oaTask', via: 'projectId' } },
    },
    {
      name: 'doneTaskCount',
      type: 'number',
      label: f('doneTaskCount'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'count', from: { object: 'oaTask', via: 'projectId', where: [{ field: 'status', op: 'eq', value: TASK_DONE }] } },
    },
    { name: 'progress', type: 'formula', label: f('progress'), formula: 'doneTaskCount * 100 / taskCount', shows: 'percent', decimals: 0, width: 'half' },
    {
      name: 'actualHours',
      type: 'number',
      label: f('actualHours'),
      decimals: 1,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'sum', of: 'actualHours', from: { object: 'oaTask', via: 'projectId' } },
    },
    { name: 'stopReason', type: 'textarea', label: f('stopReason'), maxLength: 500, editable: false, hideOnAdd: true },
  ],
  titleField: 'name',
  subtitleFields: ['projectNo', 'customerId', 'status', 'progress', 'endDate'],
  searchFields: ['name', 'projectNo', 'description'],
  filterFields: ['status', 'customerId', 'startDate', 'endDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  // Edited while it is planned or under way; ended, terminated or closed it is what was done.
  status: { field: 'status', initial: S.notStarted, transitions: {}, editable: [S.notStarted, S.ongoing] },
  // Its dates move together on /oa/changePeriodProject while it has not ended.
  period: { start: 'startDate', end: 'endDate', status: [S.notStarted, S.ongoing], screen: '/oa/changePeriodProject' },
  relatedLists: [
    { entity: 'oaProjectStage', field: 'projectId' },
    { entity: 'oaTask', field: 'projectId' },
    { entity: 'oaBug', field: 'projectId' },
  ],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'ongoing', label: f('sceneOngoing'), conditions: [{ field: 'status', op: 'in', value: [S.notStarted, S.ongoing] }] },
    { key: 'finished', label: f('sceneFinished'), conditions: [{ field: 'status', op: 'in', value: [S.ended, S.terminated, S.closed] }] },
  ],
  features: { owner: true, team: true, attachments: true, comments: true },
  actions: {
    // Into its first stage, when it has stages.
    start: { when: { status: [S.notStarted] }, sets: { status: S.ongoing }, handler: true },
    // To its next stage; refused while the stage has tasks not done, unless the user confirms (spec section 5).
    advance: { when: { status: [S.ongoing] }, handler: true },
    finish: { when: { status: [S.ongoing] }, sets: { status: S.ended }, confirm: f('action.finishConfirm') },
    terminate: {
      when: { status: [S.notStarted, S.ongoing] },
      input: [{ name: 'stopReason', type: 'textarea', label: f('stopReason'), required: true, maxLength: 500 }],
      sets: { status: S.terminated, stopReason: '$input.stopReason' },
      danger: true,
    },
    close: { when: { status: [S.ended, S.terminated] }, sets: { status: S.closed }, confirm: f('action.closeConfirm') },
    // Taken up again before it is closed.
    reopen: { when: { status: [S.ended, S.terminated] }, sets: { status: S.ongoing, stopReason: null } },
  },
});
