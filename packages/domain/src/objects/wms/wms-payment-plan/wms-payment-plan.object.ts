import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.wmsPaymentPlan.${name}`;

/**
 * Payment plans (issue 18): a purchase order's instalments, what the company should pay its
 * supplier and when; what was paid follows the confirmed payments naming the plan.
 */
export const wmsPaymentPlan = defineObject({
  module: 'wms',
  apiName: 'wmsPaymentPlan',
  fields: [
    { name: 'planNo', type: 'autoNumber', label: f('planNo'), autoNumber: { prefix: 'FP', digits: 6 }, editable: false, width: 'half' },
    { name: 'period', type: 'number', label: f('period'), required: true, positive: true, width: 'half' },
    { name: 'supplierId', type: 'relation', label: f('supplierId'), relation: 'wmsSupplier', required: true },
    { name: 'purchaseId', type: 'relation', label: f('purchaseId'), relation: 'wmsPurchase', required: true },
    { name: 'planDate', type: 'date', label: f('planDate'), required: true, width: 'half' },
    { name: 'amount', type: 'money', label: f('amount'), required: true, positive: true, width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    {
      name: 'paidAmount',
      type: 'money',
      label: f('paidAmount'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'sum', of: 'amount', from: { object: 'wmsPayment', via: 'planId', where: [{ field: 'status', op: 'eq', value: '1' }] } },
      width: 'half',
      group: 'entity.group.amounts',
    },
    {
      name: 'unpaidAmount',
      type: 'formula',
      label: f('unpaidAmount'),
      formula: 'amount - paidAmount',
      shows: 'money',
      hideOnAdd: true,
      width: 'half',
      group: 'entity.group.amounts',
    },
  ],
  titleField: 'planNo',
  subtitleFields: ['supplierId', 'amount', 'planDate'],
  searchFields: ['planNo', 'remark'],
  filterFields: ['supplierId', 'purchaseId', 'planDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  relatedLists: [{ entity: 'wmsPayment', field: 'planId' }],
  presetScenes: OWNED_SCENES,
  features: { owner: true, attachments: true, comments: true },
});
