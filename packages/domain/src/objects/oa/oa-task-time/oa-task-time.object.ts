import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaTaskTime.${name}`;

/** The most hours one entry logs: a day's. */
export const MAX_TASK_HOURS = 24;

/**
 * Working hours logged against a task (spec oaTaskTimeForm, the time form of a task): who worked,
 * on which day, how long and on what. A task's actual hours are the sum of its entries; whoever
 * sees the task reads them, and the person who logged one corrects it.
 */
export const oaTaskTime = defineObject({
  module: 'oa',
  apiName: 'oaTaskTime',
  routes: { add: '/oa/oaTaskTimeForm' },
  fields: [
    { name: 'taskId', type: 'relation', label: f('taskId'), relation: 'oaTask', required: true },
    { name: 'workDate', type: 'date', label: f('workDate'), required: true, defaultValue: '$today', width: 'half' },
    // More than nothing and at most a day (the server refuses the rest).
    { name: 'hours', type: 'number', label: f('hours'), decimals: 1, required: true, width: 'half' },
    { name: 'note', type: 'textarea', label: f('note'), maxLength: 500 },
  ],
  titleField: 'workDate',
  subtitleFields: ['taskId', 'hours', 'ownerId'],
  searchFields: ['note'],
  filterFields: ['taskId', 'workDate', 'ownerId'],
  defaultSort: { field: 'workDate', order: 'desc' },
  relatedLists: [],
  presetScenes: [...OWNED_SCENES, { key: 'thisWeek', label: f('sceneThisWeek'), conditions: [{ field: 'workDate', op: 'withinDays', value: 7 }] }],
  features: { owner: true },
});
