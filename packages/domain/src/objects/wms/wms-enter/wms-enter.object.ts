import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { AUDIT_STATUS } from '../../../entities/types.ts';
import { wmsEnterDetail } from './wms-enter.lines.ts';

const f = (name: string) => `entity.wmsEnter.${name}`;

/** Why goods come in: bought, sent back by a customer, or anything else (found in a count, made). */
export const ENTER_TYPE = { purchase: '1', salesReturn: '2', other: '3' } as const;

/** A stock movement stands, or was voided (its stock moved back once, if it had moved). */
export const MOVEMENT_STATUS = { normal: '1', voided: '2' } as const;

/**
 * Stock-ins (issue 18): goods received into a warehouse, from a purchase order or free, line by
 * line. Approved, they raise the warehouse's stock (the engine's StockMoveDef) and count as
 * received on their purchase order; voided after that, the stock goes back out, once, unless
 * some of it has gone out since.
 */
export const wmsEnter = defineObject({
  module: 'wms',
  apiName: 'wmsEnter',
  fields: [
    { name: 'enterNo', type: 'autoNumber', label: f('enterNo'), autoNumber: { prefix: 'RK', digits: 6 }, editable: false, width: 'half' },
    { name: 'enterDate', type: 'date', label: f('enterDate'), required: true, defaultValue: '$today', width: 'half' },
    {
      name: 'type',
      type: 'dict',
      label: f('type'),
      required: true,
      defaultValue: ENTER_TYPE.purchase,
      width: 'half',
      options: [
        { value: ENTER_TYPE.purchase, label: 'entity.wmsEnter.typePurchase', color: 'blue' },
        { value: ENTER_TYPE.salesReturn, label: 'entity.wmsEnter.typeSalesReturn', color: 'orange' },
        { value: ENTER_TYPE.other, label: 'entity.wmsEnter.typeOther', color: '#969799' },
      ],
    },
    // The purchase order received: its supplier and warehouse fill the form when it is chosen.
    { name: 'purchaseId', type: 'relation', label: f('purchaseId'), relation: 'wmsPurchase', copies: { supplierId: 'supplierId', warehouseId: 'warehouseId' } },
    { name: 'supplierId', type: 'relation', label: f('supplierId'), relation: 'wmsSupplier' },
    { name: 'warehouseId', type: 'relation', label: f('warehouseId'), relation: 'wmsWarehouse', required: true },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: wmsEnterDetail, minItems: 1, pick: 'productId' } },
    { name: 'amount', type: 'money', label: f('amount'), editable: false, rollup: { op: 'sum', of: 'amount', from: 'details' }, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      defaultValue: MOVEMENT_STATUS.normal,
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: MOVEMENT_STATUS.normal, label: 'entity.wmsEnter.statusNormal', color: 'green' },
        { value: MOVEMENT_STATUS.voided, label: 'entity.wmsEnter.statusVoided', color: '#969799' },
      ],
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'enterNo',
  subtitleFields: ['warehouseId', 'amount', 'enterDate'],
  searchFields: ['enterNo', 'remark'],
  filterFields: ['type', 'status', 'warehouseId', 'supplierId', 'purchaseId', 'enterDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  auditAmount: 'amount',
  stock: { warehouse: 'warehouseId', lines: 'details', direction: 'in' },
  features: { owner: true, audit: true, team: true, lock: true, attachments: true, comments: true },
  actions: {
    void: {
      when: { fields: [{ field: 'status', op: 'eq', value: MOVEMENT_STATUS.normal }] },
      // Voided, its approval is void too: a reviewed one moves its stock back (StockMoveDef).
      sets: { status: MOVEMENT_STATUS.voided, auditStatus: AUDIT_STATUS.voided },
      confirm: 'entity.wmsEnter.action.voidConfirm',
      danger: true,
    },
  },
});
