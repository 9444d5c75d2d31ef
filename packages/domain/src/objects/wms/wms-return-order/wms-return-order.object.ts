import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { AUDIT_STATUS } from '../../../entities/types.ts';
import { wmsReturnOrderDetail } from './wms-return-order.lines.ts';

const f = (name: string) => `entity.wmsReturnOrder.${name}`;

/**
 * Whose return it is: a customer's, on a sales order (its goods come back into the warehouse), or
 * the company's to a supplier, on a purchase order (its goods go out of the warehouse).
 */
export const RETURN_TYPE = { customer: '1', supplier: '2' } as const;

/** A return stands, or was voided (its stock moved back once, if it had moved). */
const RETURN_STATUS = { normal: '1', voided: '2' } as const;

const forCustomer = { field: 'type', in: [RETURN_TYPE.customer] } as const;
const forSupplier = { field: 'type', in: [RETURN_TYPE.supplier] } as const;

/**
 * Return orders (spec wmsReturnOrder*): goods a customer sends back on a sales order, or goods the
 * company sends back to a supplier on a purchase order, line by line, with the reason. Approved,
 * a customer's return raises the warehouse's stock and counts on its order's returned amount; a
 * return to a supplier lowers the stock, refused with a clear message where it would go below
 * zero (the engine's StockMoveDef). Voided after that, the stock moves back, once.
 */
export const wmsReturnOrder = defineObject({
  module: 'wms',
  apiName: 'wmsReturnOrder',
  fields: [
    { name: 'returnNo', type: 'autoNumber', label: f('returnNo'), autoNumber: { prefix: 'TH', digits: 6 }, editable: false, width: 'half' },
    { name: 'returnDate', type: 'date', label: f('returnDate'), required: true, defaultValue: '$today', width: 'half' },
    // Before the fields it shows: the customer's side or the supplier's.
    {
      name: 'type',
      type: 'dict',
      label: f('type'),
      required: true,
      defaultValue: RETURN_TYPE.customer,
      width: 'half',
      options: [
        { value: RETURN_TYPE.customer, label: 'entity.wmsReturnOrder.typeCustomer', color: 'blue' },
        { value: RETURN_TYPE.supplier, label: 'entity.wmsReturnOrder.typeSupplier', color: 'orange' },
      ],
    },
    // The sales order returned on: its customer fills the form when it is chosen.
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', copies: { customerId: 'customerId' }, shownWhen: forCustomer },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true, shownWhen: forCustomer },
    // The purchase order returned on: its supplier and warehouse fill the form when it is chosen.
    {
      name: 'purchaseId',
      type: 'relation',
      label: f('purchaseId'),
      relation: 'wmsPurchase',
      copies: { supplierId: 'supplierId', warehouseId: 'warehouseId' },
      shownWhen: forSupplier,
    },
    { name: 'supplierId', type: 'relation', label: f('supplierId'), relation: 'wmsSupplier', required: true, shownWhen: forSupplier },
    { name: 'warehouseId', type: 'relation', label: f('warehouseId'), relation: 'wmsWarehouse', required: true },
    { name: 'reason', type: 'dict', label: f('reason'), dict: 'return_reason', width: 'half' },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: wmsReturnOrderDetail, minItems: 1, pick: 'productId' } },
    { name: 'amount', type: 'money', label: f('amount'), editable: false, rollup: { op: 'sum', of: 'amount', from: 'details' }, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: RETURN_STATUS.normal,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: RETURN_STATUS.normal, label: 'entity.wmsReturnOrder.statusNormal', color: 'green' },
        { value: RETURN_STATUS.voided, label: 'entity.wmsReturnOrder.statusVoided', color: '#969799' },
      ],
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'returnNo',
  subtitleFields: ['type', 'warehouseId', 'amount', 'returnDate'],
  searchFields: ['returnNo', 'remark'],
  filterFields: ['type', 'status', 'reason', 'warehouseId', 'customerId', 'orderId', 'supplierId', 'purchaseId', 'returnDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  auditAmount: 'amount',
  // A customer's return comes in, one to a supplier goes out.
  stock: { warehouse: 'warehouseId', lines: 'details', direction: { field: 'type', out: [RETURN_TYPE.supplier] } },
  features: { owner: true, audit: true, team: true, lock: true, attachments: true, comments: true },
  actions: {
    void: {
      when: { fields: [{ field: 'status', op: 'eq', value: RETURN_STATUS.normal }] },
      // Voided, its approval is void too: a reviewed one moves its stock back (StockMoveDef) and
      // no longer counts on its order's returned amount.
      sets: { status: RETURN_STATUS.voided, auditStatus: AUDIT_STATUS.voided },
      confirm: 'entity.wmsReturnOrder.action.voidConfirm',
      danger: true,
    },
  },
});
