import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { AUDIT_STATUS } from '../../../entities/types.ts';

const f = (name: string) => `entity.wmsPayment.${name}`;

/** Payment statuses: only confirmed payments count towards purchase orders and plans. */
export const PAYMENT_STATUS = { confirmed: '1', voided: '2' } as const;

/**
 * Payments to suppliers (issue 18): money paid against a purchase order and one of its payment
 * plans, the mirror of a customer's receipt. Confirmed on entry; one entered wrongly is voided,
 * never deleted, so what the order and the plan have paid drops it and the record stays.
 */
export const wmsPayment = defineObject({
  module: 'wms',
  apiName: 'wmsPayment',
  fields: [
    { name: 'paymentNo', type: 'autoNumber', label: f('paymentNo'), autoNumber: { prefix: 'FK', digits: 6 }, editable: false, width: 'half' },
    { name: 'paymentDate', type: 'date', label: f('paymentDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'supplierId', type: 'relation', label: f('supplierId'), relation: 'wmsSupplier', required: true },
    // A purchase order of that supplier, and a plan of that order (the pickers filter by them).
    { name: 'purchaseId', type: 'relation', label: f('purchaseId'), relation: 'wmsPurchase' },
    { name: 'planId', type: 'relation', label: f('planId'), relation: 'wmsPaymentPlan' },
    { name: 'amount', type: 'money', label: f('amount'), required: true, positive: true, width: 'half' },
    { name: 'method', type: 'dict', label: f('method'), dict: 'payment_method', width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: PAYMENT_STATUS.confirmed,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: PAYMENT_STATUS.confirmed, label: 'entity.wmsPayment.statusConfirmed', color: 'green' },
        { value: PAYMENT_STATUS.voided, label: 'entity.wmsPayment.statusVoided', color: '#969799' },
      ],
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'paymentNo',
  subtitleFields: ['supplierId', 'amount', 'status'],
  searchFields: ['paymentNo', 'remark'],
  filterFields: ['status', 'method', 'supplierId', 'purchaseId', 'paymentDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  auditAmount: 'amount',
  features: { owner: true, audit: true, team: true, lock: true, attachments: true, comments: true },
  actions: {
    void: {
      when: { fields: [{ field: 'status', op: 'eq', value: PAYMENT_STATUS.confirmed }] },
      sets: { status: PAYMENT_STATUS.voided, auditStatus: AUDIT_STATUS.voided },
      confirm: 'entity.wmsPayment.action.voidConfirm',
      danger: true,
    },
  },
});
