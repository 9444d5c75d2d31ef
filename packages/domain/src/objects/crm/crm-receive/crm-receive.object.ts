import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { AUDIT_STATUS } from '../../../entities/types.ts';

const f = (name: string) => `entity.crmReceive.${name}`;

/** Receipt statuses: only confirmed receipts count towards orders, plans and customers. */
export const RECEIVE_STATUS = { confirmed: '1', voided: '2' } as const;

/**
 * Receipts (spec section 3: number, date, amount, method, stage): money a customer paid, against
 * an order and one of its receipt plans when known. Confirmed on entry; a receipt entered wrongly
 * is voided, never deleted, so the amounts that follow it (the order's received amount, the plan's,
 * the customer's deal amount and first deal time) drop it and the record stays.
 */
export const crmReceive = defineObject({
  module: 'crm',
  apiName: 'crmReceive',
  fields: [
    { name: 'receiveNo', type: 'autoNumber', label: f('receiveNo'), autoNumber: { prefix: 'HK', digits: 6 }, editable: false, width: 'half' },
    { name: 'receiveDate', type: 'date', label: f('receiveDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // An order of that customer, and a plan of that order (the pickers filter by them); choosing
    // the order on a new receipt's form names the order's contract too.
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', copies: { contractId: 'contractId' } },
    { name: 'planId', type: 'relation', label: f('planId'), relation: 'crmReceivePlan' },
    // The contract the money is paid under, one of that customer's.
    { name: 'contractId', type: 'relation', label: f('contractId'), relation: 'crmContract' },
    { name: 'amount', type: 'money', label: f('amount'), required: true, width: 'half' },
    { name: 'method', type: 'dict', label: f('method'), dict: 'receive_method', width: 'half' },
    // The instalment this receipt pays (spec "stage"), as the plan numbers them.
    { name: 'period', type: 'number', label: f('period'), width: 'half' },
    // Moved only by the void action.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: RECEIVE_STATUS.confirmed,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: RECEIVE_STATUS.confirmed, label: 'entity.crmReceive.statusConfirmed', color: 'green' },
        { value: RECEIVE_STATUS.voided, label: 'entity.crmReceive.statusVoided', color: '#969799' },
      ],
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'receiveNo',
  subtitleFields: ['customerId', 'amount', 'status'],
  searchFields: ['receiveNo', 'remark'],
  filterFields: ['status', 'method', 'customerId', 'orderId', 'receiveDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  currency: { date: 'receiveDate', from: 'orderId' },
  auditAmount: 'amount',
  features: { owner: true, audit: true, team: true, lock: true, attachments: true, comments: true },
  actions: {
    void: {
      when: { fields: [{ field: 'status', op: 'eq', value: RECEIVE_STATUS.confirmed }] },
      // Voided, its approval is void too (spec section 4's audit status).
      sets: { status: RECEIVE_STATUS.voided, auditStatus: AUDIT_STATUS.voided },
      confirm: 'entity.crmReceive.action.voidConfirm',
      danger: true,
    },
  },
});
