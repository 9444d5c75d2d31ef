import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { crmOrderDetail } from './crm-order.lines.ts';

const f = (name: string) => `entity.crmOrder.${name}`;

/** Order statuses. */
const ORDER_STATUS = { executing: '1', completed: '2', cancelled: '3' } as const;

/** Delivery statuses (the deliver action moves 0 → 1). */
const DELIVERY = { undelivered: '0', delivered: '1' } as const;

/** Receipts, refunds and invoices count towards an order while confirmed ('1'); voided ones ('2') do not. */
const confirmed = (object: string) => ({ object, via: 'orderId', where: [{ field: 'status', op: 'eq' as const, value: '1' }] });

/**
 * Orders (spec section 3: number, amount, product total, whole-order discount %, received,
 * refunded, invoiced, uninvoiced and returned amounts, delivery status, start and expiry time).
 * Its product total follows its lines; what was received, refunded and invoiced follows the
 * confirmed receipts, refunds and invoices pointing here, kept by the engine in the transaction
 * that writes them. An order is executed, then completed or cancelled; it is delivered once.
 */
export const crmOrder = defineObject({
  module: 'crm',
  apiName: 'crmOrder',
  fields: [
    { name: 'orderNo', type: 'autoNumber', label: f('orderNo'), autoNumber: { prefix: 'DD', digits: 6 }, editable: false, width: 'half' },
    { name: 'orderDate', type: 'date', label: f('orderDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // A contact of that customer (the picker filters by customer).
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter' },
    // The contract it executes, one of that customer's (the picker filters by customer).
    { name: 'contractId', type: 'relation', label: f('contractId'), relation: 'crmContract' },
    { name: 'startTime', type: 'date', label: f('startTime'), width: 'half' },
    { name: 'expiryTime', type: 'date', label: f('expiryTime'), width: 'half' },
    // Set by the engine on add (the status flow's initial value), then moved along its transitions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: ORDER_STATUS.executing, label: 'entity.crmOrder.statusExecuting', color: 'blue' },
        { value: ORDER_STATUS.completed, label: 'entity.crmOrder.statusCompleted', color: 'green' },
        { value: ORDER_STATUS.cancelled, label: 'entity.crmOrder.statusCancelled', color: '#969799' },
      ],
    },
    // Moved only by the deliver action.
    {
      name: 'deliveryStatus',
      type: 'dict',
      label: f('deliveryStatus'),
      defaultValue: DELIVERY.undelivered,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: DELIVERY.undelivered, label: 'entity.crmOrder.deliveryStatusNo', color: 'orange' },
        { value: DELIVERY.delivered, label: 'entity.crmOrder.deliveryStatusYes', color: 'green' },
      ],
    },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: crmOrderDetail, minItems: 1, pick: 'productId' } },
    // Kept by the engine: the lines' total, and what the confirmed receipts, refunds and invoices
    // of this order add up to. Declared before the formulas that read them.
    {
      name: 'productTotal',
      type: 'money',
      label: f('productTotal'),
      editable: false,
      rollup: { op: 'sum', of: 'amount', from: 'details' },
      group: 'entity.group.amounts',
    },
    {
      name: 'receivedAmount',
      type: 'money',
      label: f('receivedAmount'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'sum', of: 'amount', from: confirmed('crmReceive') },
      width: 'half',
      group: 'entity.group.amounts',
    },
    {
      name: 'refundedAmount',
      type: 'money',
      label: f('refundedAmount'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'sum', of: 'amount', from: confirmed('crmRefund') },
      width: 'half',
      group: 'entity.group.amounts',
    },
    {
      name: 'invoicedAmount',
      type: 'money',
      label: f('invoicedAmount'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'sum', of: 'amount', from: confirmed('crmInvoiceLog') },
      width: 'half',
      group: 'entity.group.amounts',
    },
    // What the customer sent back on it: its customers' return orders (wmsReturnOrder type '1'),
    // counted once approved, as the engine counts an audited object's records (a voided one is not).
    {
      name: 'returnedAmount',
      type: 'money',
      label: f('returnedAmount'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'sum', of: 'amount', from: { object: 'wmsReturnOrder', via: 'orderId', where: [{ field: 'type', op: 'eq', value: '1' }] } },
      width: 'half',
      group: 'entity.group.amounts',
    },
    // The whole order's discount over its lines' total: 100 is none.
    { name: 'discount', type: 'percent', label: f('discount'), defaultValue: 100, width: 'half' },
    { name: 'amount', type: 'formula', label: f('amount'), formula: 'productTotal * discount / 100', shows: 'money', width: 'half' },
    {
      name: 'uninvoicedAmount',
      type: 'formula',
      label: f('uninvoicedAmount'),
      formula: 'amount - invoicedAmount',
      shows: 'money',
      hideOnAdd: true,
      width: 'half',
      group: 'entity.group.amounts',
    },
    // What the customer still owes: a refund gives money back, so it owes that again.
    {
      name: 'outstandingAmount',
      type: 'formula',
      label: f('outstandingAmount'),
      formula: 'amount - receivedAmount + refundedAmount',
      shows: 'money',
      hideOnAdd: true,
      width: 'half',
      group: 'entity.group.amounts',
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Set by the deliver action.
    { name: 'deliverTime', type: 'datetime', label: f('deliverTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'deliverRemark', type: 'textarea', label: f('deliverRemark'), maxLength: 500, editable: false, hideOnAdd: true, group: 'entity.group.system' },
    // Set by the quote's toOrder action on the order it makes.
    { name: 'quoteId', type: 'relation', label: f('quoteId'), relation: 'crmQuote', editable: false, hideOnAdd: true, group: 'entity.group.system' },
  ],
  titleField: 'orderNo',
  subtitleFields: ['customerId', 'amount', 'orderDate'],
  searchFields: ['orderNo', 'remark'],
  filterFields: ['status', 'deliveryStatus', 'customerId', 'orderDate', 'expiryTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: {
    field: 'status',
    initial: ORDER_STATUS.executing,
    // Completed and cancelled are final.
    transitions: { [ORDER_STATUS.executing]: [ORDER_STATUS.completed, ORDER_STATUS.cancelled] },
  },
  relatedLists: [
    { entity: 'crmReceivePlan', field: 'orderId' },
    { entity: 'crmReceive', field: 'orderId' },
    { entity: 'crmRefund', field: 'orderId' },
    { entity: 'crmInvoiceLog', field: 'orderId' },
    { entity: 'crmOrderChange', field: 'orderId' },
    // What the warehouse did for it (issue 18): its stock-outs, shipments and returns.
    { entity: 'wmsOuter', field: 'orderId' },
    { entity: 'wmsDeliver', field: 'orderId' },
    { entity: 'wmsReturnOrder', field: 'orderId' },
  ],
  presetScenes: OWNED_SCENES,
  currency: { date: 'orderDate' },
  auditAmount: 'amount',
  features: { owner: true, audit: true, team: true, lock: true, followUp: true, attachments: true, comments: true },
  actions: {
    // Its page is the spec's crmOrderDeliverForm; an order is delivered once, while it is executed.
    // Its lines of products whose stock is kept go out of the warehouse chosen (issue 18): the
    // order's server folder makes their stock-out. The warehouse delivers orders it does not own:
    // whoever sees the order and holds the button.
    deliver: {
      when: { status: [ORDER_STATUS.executing], actor: 'viewer', fields: [{ field: 'deliveryStatus', op: 'eq', value: DELIVERY.undelivered }] },
      input: [
        { name: 'deliverTime', type: 'datetime', label: f('deliverTime'), required: true, defaultValue: '$now' },
        { name: 'warehouseId', type: 'relation', label: f('warehouseId'), relation: 'wmsWarehouse' },
        { name: 'deliverRemark', type: 'textarea', label: f('deliverRemark'), maxLength: 500 },
      ],
      sets: { deliveryStatus: DELIVERY.delivered, deliverTime: '$input.deliverTime', deliverRemark: '$input.deliverRemark' },
      handler: true,
      screen: '/crm/crmOrderDeliverForm',
    },
  },
});
