import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.crmProcess.stage.${name}`;

/**
 * A sales process's stages, in order (spec section 4 names the six of the default process): each
 * with the win rate an opportunity takes on entering it and the tasks to finish before leaving it,
 * one per line of `tasks`. Opportunities keep the id of the stage they are in, so a stage renamed
 * or moved keeps its opportunities.
 */
export const crmProcessStage = defineObject({
  module: 'crm',
  apiName: 'crmProcessStage',
  label: d('label'),
  parent: { object: 'crmProcess', via: 'processId' },
  fields: [
    { name: 'processId', type: 'relation', label: d('processId'), relation: 'crmProcess', editable: false, hideOnAdd: true },
    { name: 'name', type: 'text', label: d('name'), required: true, maxLength: 50 },
    { name: 'winRate', type: 'percent', label: d('winRate'), required: true, width: 'half' },
    { name: 'tasks', type: 'textarea', label: d('tasks'), maxLength: 1000, placeholder: d('tasksHint') },
  ],
  titleField: 'name',
  subtitleFields: ['winRate'],
  searchFields: ['name'],
  filterFields: [],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
