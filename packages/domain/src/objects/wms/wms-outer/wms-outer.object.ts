import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { AUDIT_STATUS } from '../../../entities/types.ts';
import { wmsOuterDetail } from './wms-outer.lines.ts';

const f = (name: string) => `entity.wmsOuter.${name}`;

/** Why goods go out: sold (an order's delivery), sent back to a supplier, or anything else (used, scrapped). */
export const OUTER_TYPE = { sales: '1', purchaseReturn: '2', other: '3' } as const;

/** A stock movement stands, or was voided (its stock moved back once, if it had moved). */
const MOVEMENT = { normal: '1', voided: '2' } as const;

/**
 * Stock-outs (issue 18): goods issued from a warehouse, for a sales order's delivery or free, line
 * by line. Approved, they lower the warehouse's stock (the engine's StockMoveDef), which is
 * refused with a clear message where it would go below zero; voided after that, the stock comes
 * back, once. An order's delivery makes one (crmOrderDeliverForm).
 */
export const wmsOuter = defineObject({
  module: 'wms',
  apiName: 'wmsOuter',
  fields: [
    { name: 'outerNo', type: 'autoNumber', label: f('outerNo'), autoNumber: { prefix: 'CK', digits: 6 }, editable: false, width: 'half' },
    { name: 'outDate', type: 'date', label: f('outDate'), required: true, defaultValue: '$today', width: 'half' },
    {
      name: 'type',
      type: 'dict',
      label: f('type'),
      required: true,
      defaultValue: OUTER_TYPE.sales,
      width: 'half',
      options: [
        { value: OUTER_TYPE.sales, label: 'entity.wmsOuter.typeSales', color: 'blue' },
        { value: OUTER_TYPE.purchaseReturn, label: 'entity.wmsOuter.typePurchaseReturn', color: 'orange' },
        { value: OUTER_TYPE.other, label: 'entity.wmsOuter.typeOther', color: '#969799' },
      ],
    },
    // The sales order delivered: its customer fills the form when it is chosen.
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', copies: { customerId: 'customerId' } },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer' },
    { name: 'warehouseId', type: 'relation', label: f('warehouseId'), relation: 'wmsWarehouse', required: true },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: wmsOuterDetail, minItems: 1, pick: 'productId' } },
    { name: 'amount', type: 'money', label: f('amount'), editable: false, rollup: { op: 'sum', of: 'amount', from: 'details' }, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: MOVEMENT.normal,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: MOVEMENT.normal, label: 'entity.wmsOuter.statusNormal', color: 'green' },
        { value: MOVEMENT.voided, label: 'entity.wmsOuter.statusVoided', color: '#969799' },
      ],
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'outerNo',
  subtitleFields: ['warehouseId', 'customerId', 'outDate'],
  searchFields: ['outerNo', 'remark'],
  filterFields: ['type', 'status', 'warehouseId', 'customerId', 'orderId', 'outDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  auditAmount: 'amount',
  stock: { warehouse: 'warehouseId', lines: 'details', direction: 'out' },
  features: { owner: true, audit: true, team: true, lock: true, attachments: true, comments: true },
  actions: {
    void: {
      when: { fields: [{ field: 'status', op: 'eq', value: MOVEMENT.normal }] },
      sets: { status: MOVEMENT.voided, auditStatus: AUDIT_STATUS.voided },
      confirm: 'entity.wmsOuter.action.voidConfirm',
      danger: true,
    },
  },
});
