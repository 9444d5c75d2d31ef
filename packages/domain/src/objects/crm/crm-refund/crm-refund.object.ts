import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { AUDIT_STATUS } from '../../../entities/types.ts';

const f = (name: string) => `entity.crmRefund.${name}`;

/** Refund statuses: only confirmed refunds count towards their order. */
const REFUND_STATUS = { confirmed: '1', voided: '2' } as const;

/**
 * Refunds: money given back to a customer against an order, which owes that much again (the
 * order's refunded and outstanding amounts). As with receipts, a wrong one is voided, not deleted.
 */
export const crmRefund = defineObject({
  module: 'crm',
  apiName: 'crmRefund',
  fields: [
    { name: 'refundNo', type: 'autoNumber', label: f('refundNo'), autoNumber: { prefix: 'TK', digits: 6 }, editable: false, width: 'half' },
    { name: 'refundDate', type: 'date', label: f('refundDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // An order of that customer (the picker filters by customer).
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', required: true },
    // A refund of a receipt is against that receipt's order and customer (the server holds them together).
    { name: 'receiveId', type: 'relation', label: f('receiveId'), relation: 'crmReceive', copies: { customerId: 'customerId', orderId: 'orderId' } },
    { name: 'amount', type: 'money', label: f('amount'), required: true, width: 'half' },
    { name: 'method', type: 'dict', label: f('method'), dict: 'receive_method', width: 'half' },
    // Moved only by the void action.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: REFUND_STATUS.confirmed,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: REFUND_STATUS.confirmed, label: 'entity.crmRefund.statusConfirmed', color: 'green' },
        { value: REFUND_STATUS.voided, label: 'entity.crmRefund.statusVoided', color: '#969799' },
      ],
    },
    { name: 'reason', type: 'textarea', label: f('reason'), maxLength: 2000 },
  ],
  titleField: 'refundNo',
  subtitleFields: ['customerId', 'amount', 'status'],
  searchFields: ['refundNo', 'reason'],
  filterFields: ['status', 'method', 'customerId', 'orderId', 'refundDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  currency: { date: 'refundDate', from: 'orderId' },
  auditAmount: 'amount',
  features: { owner: true, audit: true, attachments: true, comments: true },
  actions: {
    void: {
      when: { fields: [{ field: 'status', op: 'eq', value: REFUND_STATUS.confirmed }] },
      // Voided, its approval is void too (spec section 4's audit status).
      sets: { status: REFUND_STATUS.voided, auditStatus: AUDIT_STATUS.voided },
      confirm: 'entity.crmRefund.action.voidConfirm',
      danger: true,
    },
  },
});
