import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.crmWorkAppraise.${name}`;

/** A rating's stars: 1 (worst) to 5 (best). */
export const APPRAISE_RATINGS = ['1', '2', '3', '4', '5'] as const;

/**
 * Appraisals (spec section 3 "Evaluation: number, date, customer rating, satisfaction, feedback";
 * section 2: crmWorkAppraise list, add, view, crmWorkOrderAppraise, /terminal/crmAppraiseForm):
 * the customer's rating of a completed work order, one per work order (the server refuses a second
 * and one of a work order not yet completed), given on the self-service portal or taken down by
 * staff (a call back). The customer and the engineer are the work order's, kept by the server.
 */
export const crmWorkAppraise = defineObject({
  module: 'crm',
  apiName: 'crmWorkAppraise',
  fields: [
    { name: 'appraiseNo', type: 'autoNumber', label: f('appraiseNo'), autoNumber: { prefix: 'PJ', digits: 6 }, editable: false, width: 'half' },
    { name: 'appraiseDate', type: 'date', label: f('appraiseDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'workOrderId', type: 'relation', label: f('workOrderId'), relation: 'crmWorkOrder', required: true, unique: true },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', editable: false, hideOnAdd: true },
    { name: 'engineerId', type: 'user', label: f('engineerId'), editable: false, hideOnAdd: true, width: 'half' },
    {
      name: 'rating',
      type: 'dict',
      label: f('rating'),
      required: true,
      width: 'half',
      options: APPRAISE_RATINGS.map((value) => ({
        value,
        label: f(`rating${value}`),
        color: Number(value) >= 4 ? 'green' : Number(value) === 3 ? 'blue' : 'orange',
      })),
    },
    { name: 'satisfaction', type: 'dict', label: f('satisfaction'), dict: 'service_satisfaction', required: true, width: 'half' },
    { name: 'feedback', type: 'textarea', label: f('feedback'), maxLength: 2000 },
  ],
  titleField: 'appraiseNo',
  subtitleFields: ['workOrderId', 'rating', 'satisfaction', 'appraiseDate'],
  searchFields: ['appraiseNo', 'feedback'],
  filterFields: ['rating', 'satisfaction', 'engineerId', 'customerId', 'appraiseDate', 'createTime'],
  defaultSort: { field: 'appraiseDate', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'myService', label: f('sceneMyService'), conditions: [{ field: 'engineerId', op: 'eq', value: '$me' }] },
    { key: 'low', label: f('sceneLow'), conditions: [{ field: 'rating', op: 'in', value: ['1', '2'] }] },
  ],
  features: { owner: true, comments: true },
});
