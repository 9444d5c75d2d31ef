import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.wmsDeliver.${name}`;

/** A delivery's way: waiting to ship, shipped (its carrier and tracking number given), signed for by the receiver. */
export const DELIVER_STATUS = { toShip: '1', shipped: '2', signed: '3' } as const;

const S = DELIVER_STATUS;

/** The tenant dictionary of carriers (SF, JD, EMS, ...), which the logistics form picks from. */
const CARRIER_DICT = 'logistics_company';

/**
 * Deliveries (spec wmsDeliver*, wmsDeliverLogisticsForm): the shipment of a sales order and/or of
 * the stock-out that issued its goods, to a receiver at an address. The logistics form gives its
 * carrier, tracking number and ship time and makes it shipped (again while shipped, to correct
 * them); the receiver's signature ends it. It moves no stock: the stock-out did.
 */
export const wmsDeliver = defineObject({
  module: 'wms',
  apiName: 'wmsDeliver',
  fields: [
    { name: 'deliverNo', type: 'autoNumber', label: f('deliverNo'), autoNumber: { prefix: 'FH', digits: 6 }, editable: false, width: 'half' },
    // Moved only by the logistics and sign actions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.toShip, label: f('statusToShip'), color: 'orange' },
        { value: S.shipped, label: f('statusShipped'), color: 'blue' },
        { value: S.signed, label: f('statusSigned'), color: 'green' },
      ],
    },
    // What it ships: the order fills its customer and contact, the stock-out its customer and order.
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', copies: { customerId: 'customerId', contacterId: 'contacterId' } },
    { name: 'outerId', type: 'relation', label: f('outerId'), relation: 'wmsOuter', copies: { customerId: 'customerId', orderId: 'orderId' } },
    // The customer's address, and the contact's name and mobile, start the receiver's.
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true, copies: { address: 'address' } },
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter', copies: { receiver: 'name', receiverPhone: 'mobile' } },
    { name: 'receiver', type: 'text', label: f('receiver'), required: true, maxLength: 50, width: 'half' },
    { name: 'receiverPhone', type: 'phone', label: f('receiverPhone'), required: true, maxLength: 30, width: 'half' },
    { name: 'address', type: 'address', label: f('address'), required: true },
    { name: 'shipDate', type: 'date', label: f('shipDate'), defaultValue: '$today', width: 'half' },
    // Given on the logistics form.
    { name: 'carrier', type: 'dict', label: f('carrier'), dict: CARRIER_DICT, editable: false, hideOnAdd: true, width: 'half', group: f('groupLogistics') },
    { name: 'trackingNo', type: 'text', label: f('trackingNo'), maxLength: 50, editable: false, hideOnAdd: true, width: 'half', group: f('groupLogistics') },
    { name: 'shipTime', type: 'datetime', label: f('shipTime'), editable: false, hideOnAdd: true, width: 'half', group: f('groupLogistics') },
    { name: 'signTime', type: 'datetime', label: f('signTime'), editable: false, hideOnAdd: true, width: 'half', group: f('groupLogistics') },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'deliverNo',
  subtitleFields: ['customerId', 'receiver', 'carrier', 'trackingNo'],
  searchFields: ['deliverNo', 'receiver', 'trackingNo', 'remark'],
  filterFields: ['status', 'carrier', 'customerId', 'orderId', 'outerId', 'shipDate', 'shipTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  // Moves only by its actions; a delivery signed for is what happened.
  status: { field: 'status', initial: S.toShip, transitions: {}, steps: true, editable: [S.toShip, S.shipped] },
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'toShip', label: f('sceneToShip'), conditions: [{ field: 'status', op: 'eq', value: S.toShip }] },
    { key: 'inTransit', label: f('sceneInTransit'), conditions: [{ field: 'status', op: 'eq', value: S.shipped }] },
  ],
  features: { owner: true, team: true, attachments: true, comments: true },
  actions: {
    // The spec's wmsDeliverLogisticsForm. Whoever ships or hears of the signature records it, on
    // a delivery someone else made too: whoever sees it and holds the button.
    logistics: {
      when: { status: [S.toShip, S.shipped], actor: 'viewer' },
      input: [
        { name: 'carrier', type: 'dict', label: f('carrier'), dict: CARRIER_DICT, required: true },
        // A company's own fleet has none.
        { name: 'trackingNo', type: 'text', label: f('trackingNo'), maxLength: 50 },
        { name: 'shipTime', type: 'datetime', label: f('shipTime'), required: true, defaultValue: '$now' },
      ],
      sets: { status: S.shipped, carrier: '$input.carrier', trackingNo: '$input.trackingNo', shipTime: '$input.shipTime' },
      screen: '/wms/wmsDeliverLogisticsForm',
    },
    sign: {
      when: { status: [S.shipped], actor: 'viewer' },
      input: [{ name: 'signTime', type: 'datetime', label: f('signTime'), required: true, defaultValue: '$now' }],
      sets: { status: S.signed, signTime: '$input.signTime' },
      notify: 'owner',
    },
  },
});
