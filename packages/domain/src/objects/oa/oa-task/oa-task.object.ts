import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaTask.${name}`;

/** A task's status: not started, in progress, done. */
export const TASK_STATUS = { notStarted: '1', inProgress: '2', done: '3' } as const;

/** How urgent a task is. */
export const TASK_PRIORITY = { low: '1', normal: '2', high: '3', urgent: '4' } as const;

const S = TASK_STATUS;

/**
 * Tasks (spec sections 2 and 3: oaTaskAdd|FilesAdd|List|View|TimeForm; title, priority,
 * description, participants, estimated and actual working hours, subtasks): a piece of work its
 * owner carries out (handed on with appoint), with the colleagues taking part, by a due time the
 * owner is reminded of. A task may belong to a project and may be another task's subtask (in the
 * same project); a task is done only once its subtasks are. The hours logged against it
 * (oaTaskTime, /oa/oaTaskTimeForm) add up to its actual hours.
 */
export const oaTask = defineObject({
  module: 'oa',
  apiName: 'oaTask',
  fields: [
    { name: 'taskNo', type: 'autoNumber', label: f('taskNo'), autoNumber: { prefix: 'RW', digits: 6 }, editable: false, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.notStarted, label: f('statusNotStarted'), color: '#969799' },
        { value: S.inProgress, label: f('statusInProgress'), color: 'blue' },
        { value: S.done, label: f('statusDone'), color: 'green' },
      ],
    },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    {
      name: 'priority',
      type: 'dict',
      label: f('priority'),
      required: true,
      defaultValue: TASK_PRIORITY.normal,
      width: 'half',
      options: [
        { value: TASK_PRIORITY.low, label: f('priorityLow'), color: '#969799' },
        { value: TASK_PRIORITY.normal, label: f('priorityNormal'), color: 'blue' },
        { value: TASK_PRIORITY.high, label: f('priorityHigh'), color: 'orange' },
        { value: TASK_PRIORITY.urgent, label: f('priorityUrgent'), color: 'red' },
      ],
    },
    { name: 'dueTime', type: 'datetime', label: f('dueTime'), width: 'half' },
    // The project it is part of; a subtask is in its parent's (the server keeps them together).
    { name: 'projectId', type: 'relation', label: f('projectId'), relation: 'oaProject' },
    // The stage of its project it belongs to (the picker offers the project's stages).
    { name: 'stageId', type: 'relation', label: f('stageId'), relation: 'oaProjectStage', width: 'half' },
    { name: 'parentId', type: 'relation', label: f('parentId'), relation: 'oaTask', copies: { projectId: 'projectId', stageId: 'stageId' } },
    { name: 'participantIds', type: 'user', label: f('participantIds'), multiple: true },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 2000 },
    { name: 'estimatedHours', type: 'number', label: f('estimatedHours'), decimals: 1, width: 'half' },
    {
      name: 'actualHours',
      type: 'number',
      label: f('actualHours'),
      decimals: 1,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'sum', of: 'hours', from: { object: 'oaTaskTime', via: 'taskId' } },
    },
    { name: 'finishTime', type: 'datetime', label: f('finishTime'), editable: false, hideOnAdd: true, width: 'half' },
    {
      name: 'subtaskCount',
      type: 'number',
      label: f('subtaskCount'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'count', from: { object: 'oaTask', via: 'parentId' } },
    },
    // What keeps it from being done: its subtasks not done yet.
    {
      name: 'openSubtaskCount',
      type: 'number',
      label: f('openSubtaskCount'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'count', from: { object: 'oaTask', via: 'parentId', where: [{ field: 'status', op: 'ne', value: S.done }] } },
    },
  ],
  titleField: 'title',
  subtitleFields: ['taskNo', 'projectId', 'priority', 'status', 'dueTime'],
  searchFields: ['title', 'taskNo', 'description'],
  filterFields: ['status', 'priority', 'projectId', 'dueTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  // Edited until it is done; reopened, it is edited again.
  status: { field: 'status', initial: S.notStarted, transitions: {}, editable: [S.notStarted, S.inProgress] },
  // Handed to another colleague, who is told, while it is not done.
  appoint: { field: 'ownerId', status: [S.notStarted, S.inProgress] },
  relatedLists: [
    { entity: 'oaTask', field: 'parentId', label: f('subtasks') },
    { entity: 'oaTaskTime', field: 'taskId' },
  ],
  presetScenes: [
    ...OWNED_SCENES,
    {
      key: 'assignedByMe',
      label: f('sceneAssignedByMe'),
      conditions: [
        { field: 'createBy', op: 'eq', value: '$me' },
        { field: 'ownerId', op: 'ne', value: '$me' },
      ],
    },
    { key: 'takingPart', label: f('sceneTakingPart'), conditions: [{ field: 'participantIds', op: 'eq', value: '$me' }] },
    { key: 'open', label: f('sceneOpen'), conditions: [{ field: 'status', op: 'ne', value: S.done }] },
    {
      key: 'overdue',
      label: f('sceneOverdue'),
      conditions: [
        { field: 'status', op: 'ne', value: S.done },
        { field: 'dueTime', op: 'lt', value: '$now' },
      ],
    },
  ],
  features: { owner: true, attachments: true, comments: true },
  actions: {
    start: { when: { status: [S.notStarted] }, sets: { status: S.inProgress } },
    // Done once its subtasks are (a parent becomes finishable when its last subtask is done).
    finish: {
      when: {
        status: [S.notStarted, S.inProgress],
        fields: [{ field: 'openSubtaskCount', op: 'le', value: 0 }],
        fieldMessages: { openSubtaskCount: 'server.taskSubtasksOpen' },
      },
      sets: { status: S.done, finishTime: '$now' },
    },
    reopen: { when: { status: [S.done] }, sets: { status: S.inProgress, finishTime: null } },
  },
});
