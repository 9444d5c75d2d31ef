import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.oaProjectStage.${name}`;

/** Where a stage of a project stands: to come, the one the project is in, done. */
export const STAGE_STATUS = { pending: '1', current: '2', done: '3' } as const;

/** A task's status done (oaTask's TASK_STATUS.done; an object names another's values, never imports them). */
const TASK_DONE = '3';

/**
 * A project's stages (the phases it goes through: requirements, implementation, training,
 * acceptance), in their order, each with its planned end and the tasks of it. The project enters
 * the first when it starts and advances from one to the next (its action advance); leaving a stage
 * whose tasks are not all done needs the user's confirmation (spec section 5). Added and changed
 * by whoever may change the project; seen by whoever sees it.
 */
export const oaProjectStage = defineObject({
  module: 'oa',
  apiName: 'oaProjectStage',
  fields: [
    { name: 'projectId', type: 'relation', label: f('projectId'), relation: 'oaProject', required: true, editable: false },
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 50, width: 'half' },
    { name: 'sort', type: 'number', label: f('sort'), required: true, defaultValue: 1, width: 'half' },
    { name: 'planEndDate', type: 'date', label: f('planEndDate'), width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: STAGE_STATUS.pending, label: f('statusPending'), color: '#969799' },
        { value: STAGE_STATUS.current, label: f('statusCurrent'), color: 'blue' },
        { value: STAGE_STATUS.done, label: f('statusDone'), color: 'green' },
      ],
    },
    { name: 'doneTime', type: 'datetime', label: f('doneTime'), editable: false, hideOnAdd: true, width: 'half' },
    {
      name: 'taskCount',
      type: 'number',
      label: f('taskCount'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'count', from: { object: 'oaTask', via: 'stageId' } },
    },
    {
      name: 'openTaskCount',
      type: 'number',
      label: f('openTaskCount'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      rollup: { op: 'count', from: { object: 'oaTask', via: 'stageId', where: [{ field: 'status', op: 'ne', value: TASK_DONE }] } },
    },
  ],
  titleField: 'name',
  subtitleFields: ['projectId', 'status', 'planEndDate'],
  searchFields: ['name'],
  filterFields: ['projectId', 'status'],
  defaultSort: { field: 'sort', order: 'asc' },
  relatedLists: [{ entity: 'oaTask', field: 'stageId' }],
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'current', label: f('sceneCurrent'), conditions: [{ field: 'status', op: 'eq', value: STAGE_STATUS.current }] },
  ],
  features: { owner: true },
});
