import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { wmsPurchaseDetail } from './wms-purchase.lines.ts';

const f = (name: string) => `entity.wmsPurchase.${name}`;

/** Purchase order statuses: executed, then completed or cancelled. */
export const PURCHASE_STATUS = { executing: '1', completed: '2', cancelled: '3' } as const;

/** How much of what was bought has come into stock, kept by the server from the reviewed stock-ins of the order. */
export const PURCHASE_RECEIPT = { none: '0', partly: '1', all: '2' } as const;

/** Payments count towards a purchase order while confirmed ('1'); voided ones ('2') do not. */
const confirmedPayments = { object: 'wmsPayment', via: 'purchaseId', where: [{ field: 'status', op: 'eq' as const, value: '1' }] };

/**
 * Purchase orders (issue 18): what the company buys from a supplier, line by line, approved
 * before it is sent; its goods come into stock by stock-ins naming it (the receipt status follows
 * them), and it is paid by payments and payment plans, which add up on it as receipts do on a
 * sales order.
 */
export const wmsPurchase = defineObject({
  module: 'wms',
  apiName: 'wmsPurchase',
  fields: [
    { name: 'purchaseNo', type: 'autoNumber', label: f('purchaseNo'), autoNumber: { prefix: 'CG', digits: 6 }, editable: false, width: 'half' },
    { name: 'purchaseDate', type: 'date', label: f('purchaseDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'supplierId', type: 'relation', label: f('supplierId'), relation: 'wmsSupplier', required: true },
    // Where its goods are to be received (a stock-in from the order starts with it).
    { name: 'warehouseId', type: 'relation', label: f('warehouseId'), relation: 'wmsWarehouse' },
    { name: 'arrivalDate', type: 'date', label: f('arrivalDate'), width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: PURCHASE_STATUS.executing, label: 'entity.wmsPurchase.statusExecuting', color: 'blue' },
        { value: PURCHASE_STATUS.completed, label: 'entity.wmsPurchase.statusCompleted', color: 'green' },
        { value: PURCHASE_STATUS.cancelled, label: 'entity.wmsPurchase.statusCancelled', color: '#969799' },
      ],
    },
    {
      name: 'receiptStatus',
      type: 'dict',
      label: f('receiptStatus'),
      defaultValue: PURCHASE_RECEIPT.none,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: PURCHASE_RECEIPT.none, label: 'entity.wmsPurchase.receiptNone', color: 'orange' },
        { value: PURCHASE_RECEIPT.partly, label: 'entity.wmsPurchase.receiptPartly', color: 'blue' },
        { value: PURCHASE_RECEIPT.all, label: 'entity.wmsPurchase.receiptAll', color: 'green' },
      ],
    },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: wmsPurchaseDetail, minItems: 1, pick: 'productId' } },
    { name: 'amount', type: 'money', label: f('amount'), editable: false, rollup: { op: 'sum', of: 'amount', from: 'details' }, width: 'half' },
    {
      name: 'paidAmount',
      type: 'money',
      label: f('paidAmount'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'sum', of: 'amount', from: confirmedPayments },
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
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'purchaseNo',
  subtitleFields: ['supplierId', 'amount', 'purchaseDate'],
  searchFields: ['purchaseNo', 'remark'],
  filterFields: ['status', 'receiptStatus', 'supplierId', 'warehouseId', 'purchaseDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: {
    field: 'status',
    initial: PURCHASE_STATUS.executing,
    transitions: { [PURCHASE_STATUS.executing]: [PURCHASE_STATUS.completed, PURCHASE_STATUS.cancelled] },
  },
  relatedLists: [
    { entity: 'wmsEnter', field: 'purchaseId' },
    { entity: 'wmsPaymentPlan', field: 'purchaseId' },
    { entity: 'wmsPayment', field: 'purchaseId' },
    // The inquiry it was made from, and what went back to the supplier.
    { entity: 'srmInquiry', field: 'purchaseId' },
    { entity: 'wmsReturnOrder', field: 'purchaseId' },
  ],
  presetScenes: OWNED_SCENES,
  auditAmount: 'amount',
  features: { owner: true, audit: true, team: true, lock: true, attachments: true, comments: true },
});
