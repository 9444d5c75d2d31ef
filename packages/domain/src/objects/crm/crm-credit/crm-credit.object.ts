import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmCredit.${name}`;

/** Credit line statuses: in force, or suspended by management (moved only by the actions). */
export const CREDIT_STATUS = { inForce: '1', suspended: '2' } as const;

/**
 * Credit (the spec's crmCredit screens): a line of credit granted to a customer, for an amount in
 * the tenant's default currency, valid from a day and, when it says so, until one. A line counts
 * once it is approved (audit status reviewed), while it is in force and on the days it is valid;
 * a customer with at least one counting line may not owe more on its orders than their sum (the
 * order's server folder refuses an order that would take it over, and answers the customer's
 * available credit, which a line's detail screen shows). A customer without one has no limit.
 */
export const crmCredit = defineObject({
  module: 'crm',
  apiName: 'crmCredit',
  fields: [
    { name: 'creditNo', type: 'autoNumber', label: f('creditNo'), autoNumber: { prefix: 'XY', digits: 6 }, editable: false, width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    { name: 'creditAmount', type: 'money', label: f('creditAmount'), required: true, width: 'half' },
    // Moved only by the suspend and resume actions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: CREDIT_STATUS.inForce,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: CREDIT_STATUS.inForce, label: 'entity.crmCredit.statusInForce', color: 'green' },
        { value: CREDIT_STATUS.suspended, label: 'entity.crmCredit.statusSuspended', color: 'orange' },
      ],
    },
    // Both days count; no end: valid until suspended. The server refuses an end before the start.
    { name: 'validFrom', type: 'date', label: f('validFrom'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'validTo', type: 'date', label: f('validTo'), width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'creditNo',
  subtitleFields: ['customerId', 'creditAmount', 'validTo'],
  searchFields: ['creditNo', 'remark'],
  filterFields: ['status', 'customerId', 'validFrom', 'validTo', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'inForce', label: 'entity.crmCredit.sceneInForce', conditions: [{ field: 'status', op: 'eq', value: CREDIT_STATUS.inForce }] },
  ],
  auditAmount: 'creditAmount',
  features: { owner: true, audit: true, attachments: true, comments: true },
  actions: {
    // Management stops a line counting without deleting it, and lets it count again.
    suspend: {
      when: { fields: [{ field: 'status', op: 'eq', value: CREDIT_STATUS.inForce }] },
      sets: { status: CREDIT_STATUS.suspended },
      confirm: 'entity.crmCredit.action.suspendConfirm',
      danger: true,
    },
    resume: {
      when: { fields: [{ field: 'status', op: 'eq', value: CREDIT_STATUS.suspended }] },
      sets: { status: CREDIT_STATUS.inForce },
      confirm: 'entity.crmCredit.action.resumeConfirm',
    },
  },
});
