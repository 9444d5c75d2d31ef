import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmReceivePlan.${name}`;

/**
 * Receipt plans (spec section 3: planned date, amount and ratio, reminder days ahead, outstanding
 * amount): an order's instalments, what the customer should pay and when. What was received
 * follows the confirmed receipts that name the plan; the reminders (spec section 9, "payment plan
 * 30 days") read the planned date and the days ahead.
 */
export const crmReceivePlan = defineObject({
  module: 'crm',
  apiName: 'crmReceivePlan',
  fields: [
    { name: 'planNo', type: 'autoNumber', label: f('planNo'), autoNumber: { prefix: 'HP', digits: 6 }, editable: false, width: 'half' },
    { name: 'period', type: 'number', label: f('period'), required: true, width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // An order of that customer (the picker filters by customer).
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', required: true },
    { name: 'planDate', type: 'date', label: f('planDate'), required: true, width: 'half' },
    { name: 'amount', type: 'money', label: f('amount'), required: true, width: 'half' },
    // amount / the order's amount × 100, kept by the server on every save of the plan.
    { name: 'ratio', type: 'percent', label: f('ratio'), editable: false, hideOnAdd: true, width: 'half' },
    { name: 'remindDays', type: 'number', label: f('remindDays'), defaultValue: 3, width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Kept by the engine from the confirmed receipts of this plan; declared before the formula that reads it.
    {
      name: 'receivedAmount',
      type: 'money',
      label: f('receivedAmount'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'sum', of: 'amount', from: { object: 'crmReceive', via: 'planId', where: [{ field: 'status', op: 'eq', value: '1' }] } },
      width: 'half',
      group: 'entity.group.amounts',
    },
    {
      name: 'outstandingAmount',
      type: 'formula',
      label: f('outstandingAmount'),
      formula: 'amount - receivedAmount',
      shows: 'money',
      hideOnAdd: true,
      width: 'half',
      group: 'entity.group.amounts',
    },
  ],
  titleField: 'planNo',
  subtitleFields: ['customerId', 'amount', 'planDate'],
  searchFields: ['planNo', 'remark'],
  filterFields: ['customerId', 'orderId', 'planDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  relatedLists: [{ entity: 'crmReceive', field: 'planId' }],
  presetScenes: OWNED_SCENES,
  currency: { date: 'planDate', from: 'orderId' },
  features: { owner: true, attachments: true, comments: true },
});
