import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.crmWorkSolution.${name}`;

/**
 * Solutions (spec section 2: crmWorkSolution list, add, view): the service team's knowledge base
 * of faults, their causes and what fixed them, by kind of work and product, searchable from a work
 * order when it is completed; a completed work order can be saved as one (its action toSolution).
 * The company's, like the catalogue: no owner, every engineer reads and improves them. How many
 * work orders it solved is counted by the engine.
 */
export const crmWorkSolution = defineObject({
  module: 'crm',
  apiName: 'crmWorkSolution',
  fields: [
    { name: 'solutionNo', type: 'autoNumber', label: f('solutionNo'), autoNumber: { prefix: 'FA', digits: 6 }, editable: false, width: 'half' },
    { name: 'workOrderType', type: 'dict', label: f('workOrderType'), dict: 'work_order_type', width: 'half' },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'productId', type: 'relation', label: f('productId'), relation: 'crmProduct' },
    { name: 'keywords', type: 'text', label: f('keywords'), maxLength: 200 },
    { name: 'problem', type: 'textarea', label: f('problem'), required: true, maxLength: 2000 },
    { name: 'cause', type: 'textarea', label: f('cause'), required: true, maxLength: 2000 },
    { name: 'solution', type: 'textarea', label: f('solution'), required: true, maxLength: 2000 },
    // The work order it was saved from (toSolution), when it was.
    { name: 'sourceWorkOrderId', type: 'relation', label: f('sourceWorkOrderId'), relation: 'crmWorkOrder', editable: false, hideOnAdd: true },
    {
      name: 'usedCount',
      type: 'number',
      label: f('usedCount'),
      editable: false,
      rollup: { op: 'count', from: { object: 'crmWorkOrder', via: 'solutionId' } },
      width: 'half',
    },
  ],
  titleField: 'title',
  subtitleFields: ['solutionNo', 'workOrderType', 'productId'],
  searchFields: ['title', 'keywords', 'problem', 'cause', 'solution'],
  filterFields: ['workOrderType', 'productId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  relatedLists: [{ entity: 'crmWorkOrder', field: 'solutionId' }],
  presetScenes: [{ key: 'all', label: 'entity.scene.all', conditions: [] }],
  features: { attachments: true, comments: true },
});
