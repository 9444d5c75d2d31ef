import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { AUDIT_STATUS } from '../../../entities/types.ts';

const f = (name: string) => `entity.crmInvoiceLog.${name}`;

/** Invoice statuses: only issued invoices count towards their order. */
const INVOICE_STATUS = { issued: '1', voided: '2' } as const;

/**
 * Invoices (spec section 3: number, date, amount, type, invoice number, title, tax id): what was
 * invoiced to a customer, against an order. The number printed on the tax invoice arrives later
 * and is entered, with the day it was issued, by the invoiceNo action (the spec's
 * crmInvoiceNoForm); a wrong invoice is voided.
 */
export const crmInvoiceLog = defineObject({
  module: 'crm',
  apiName: 'crmInvoiceLog',
  fields: [
    { name: 'invoiceLogNo', type: 'autoNumber', label: f('invoiceLogNo'), autoNumber: { prefix: 'KP', digits: 6 }, editable: false, width: 'half' },
    { name: 'invoiceDate', type: 'date', label: f('invoiceDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // An order of that customer (the picker filters by customer).
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder' },
    { name: 'amount', type: 'money', label: f('amount'), required: true, width: 'half' },
    { name: 'invoiceType', type: 'dict', label: f('invoiceType'), dict: 'invoice_type', width: 'half' },
    // The buyer as the tax invoice names it.
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'taxId', type: 'text', label: f('taxId'), maxLength: 30 },
    // Entered by the invoiceNo action once the tax invoice is issued.
    { name: 'invoiceNumber', type: 'text', label: f('invoiceNumber'), maxLength: 50, editable: false, hideOnAdd: true, width: 'half' },
    // Moved only by the void action.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: INVOICE_STATUS.issued,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: INVOICE_STATUS.issued, label: 'entity.crmInvoiceLog.statusIssued', color: 'green' },
        { value: INVOICE_STATUS.voided, label: 'entity.crmInvoiceLog.statusVoided', color: '#969799' },
      ],
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'invoiceLogNo',
  subtitleFields: ['customerId', 'amount', 'status'],
  searchFields: ['invoiceLogNo', 'invoiceNumber', 'title', 'taxId'],
  filterFields: ['status', 'invoiceType', 'customerId', 'orderId', 'invoiceDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  currency: { date: 'invoiceDate', from: 'orderId' },
  auditAmount: 'amount',
  features: { owner: true, audit: true, attachments: true, comments: true },
  actions: {
    // The tax invoice's number and the day it was issued, once it is; a voided invoice takes no
    // number, an issued one may have its number corrected. The handler keeps the rate of the day.
    invoiceNo: {
      when: { fields: [{ field: 'status', op: 'eq', value: INVOICE_STATUS.issued }] },
      input: [
        { name: 'invoiceNumber', type: 'text', label: f('invoiceNumber'), required: true, maxLength: 50 },
        { name: 'invoiceDate', type: 'date', label: f('invoiceDate'), required: true, defaultValue: '$today' },
      ],
      sets: { invoiceNumber: '$input.invoiceNumber', invoiceDate: '$input.invoiceDate' },
      handler: true,
      // Its page is the spec's crmInvoiceNoForm.
      screen: '/crm/crmInvoiceNoForm',
    },
    void: {
      when: { fields: [{ field: 'status', op: 'eq', value: INVOICE_STATUS.issued }] },
      // Voided, its approval is void too (spec section 4's audit status).
      sets: { status: INVOICE_STATUS.voided, auditStatus: AUDIT_STATUS.voided },
      confirm: 'entity.crmInvoiceLog.action.voidConfirm',
      danger: true,
    },
  },
});
