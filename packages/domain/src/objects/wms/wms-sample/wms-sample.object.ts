import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { wmsSampleDetail } from './wms-sample.lines.ts';

const f = (name: string) => `entity.wmsSample.${name}`;

/**
 * A sample's way: applied for, delivered to the customer (its goods out of the warehouse), then
 * returned (back in) or kept by the customer (lost, or bought: nothing comes back).
 */
export const SAMPLE_STATUS = { applied: '1', delivered: '2', returned: '3', kept: '4' } as const;

const S = SAMPLE_STATUS;

/**
 * Samples (spec wmsSample*, wmsSampleDeliverForm): products lent to a customer from a warehouse,
 * for a purpose, until an expected date. Its moves of goods are the engine's stock movements:
 * delivering it makes and submits a stock-out of its lines from its warehouse (refused whole when
 * the warehouse holds too little), returning it a stock-in back into it; each is linked here. Its
 * lines are fixed once it is delivered.
 */
export const wmsSample = defineObject({
  module: 'wms',
  apiName: 'wmsSample',
  fields: [
    { name: 'sampleNo', type: 'autoNumber', label: f('sampleNo'), autoNumber: { prefix: 'YP', digits: 6 }, editable: false, width: 'half' },
    // Moved only by its actions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.applied, label: f('statusApplied'), color: 'orange' },
        { value: S.delivered, label: f('statusDelivered'), color: 'blue' },
        { value: S.returned, label: f('statusReturned'), color: 'green' },
        { value: S.kept, label: f('statusKept'), color: '#969799' },
      ],
    },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // A contact of that customer (the picker filters by customer).
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter' },
    { name: 'warehouseId', type: 'relation', label: f('warehouseId'), relation: 'wmsWarehouse', required: true },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: wmsSampleDetail, minItems: 1, pick: 'productId' } },
    { name: 'purpose', type: 'textarea', label: f('purpose'), required: true, maxLength: 500 },
    { name: 'expectedReturnDate', type: 'date', label: f('expectedReturnDate'), width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Set by the deliver action (the sample deliver form), with the stock-out it made.
    { name: 'deliverTime', type: 'datetime', label: f('deliverTime'), editable: false, hideOnAdd: true, width: 'half', group: f('groupDelivery') },
    { name: 'trackingNo', type: 'text', label: f('trackingNo'), maxLength: 50, editable: false, hideOnAdd: true, width: 'half', group: f('groupDelivery') },
    { name: 'deliverRemark', type: 'textarea', label: f('deliverRemark'), maxLength: 500, editable: false, hideOnAdd: true, group: f('groupDelivery') },
    { name: 'outerId', type: 'relation', label: f('outerId'), relation: 'wmsOuter', editable: false, hideOnAdd: true, group: f('groupDelivery') },
    // Set by the returnBack action, with the stock-in it made, or by keep.
    { name: 'returnTime', type: 'datetime', label: f('returnTime'), editable: false, hideOnAdd: true, width: 'half', group: f('groupReturn') },
    { name: 'enterId', type: 'relation', label: f('enterId'), relation: 'wmsEnter', editable: false, hideOnAdd: true, width: 'half', group: f('groupReturn') },
    { name: 'closeRemark', type: 'textarea', label: f('closeRemark'), maxLength: 500, editable: false, hideOnAdd: true, group: f('groupReturn') },
  ],
  titleField: 'sampleNo',
  subtitleFields: ['customerId', 'warehouseId', 'expectedReturnDate'],
  searchFields: ['sampleNo', 'purpose', 'trackingNo', 'remark'],
  filterFields: ['status', 'customerId', 'warehouseId', 'expectedReturnDate', 'deliverTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  // Moves only by its actions; its lines and warehouse are what went out once delivered.
  status: { field: 'status', initial: S.applied, transitions: {}, editable: [S.applied] },
  presetScenes: [...OWNED_SCENES, { key: 'lent', label: f('sceneLent'), conditions: [{ field: 'status', op: 'eq', value: S.delivered }] }],
  features: { owner: true, team: true, attachments: true, comments: true },
  actions: {
    // The spec's wmsSampleDeliverForm: the stock-out it makes is the caller's new stock-out. The
    // warehouse delivers, returns and closes samples others applied for: whoever sees the sample
    // and holds the button.
    deliver: {
      when: { status: [S.applied], actor: 'viewer' },
      requires: ['wms:wmsOuter:add'],
      input: [
        { name: 'deliverTime', type: 'datetime', label: f('deliverTime'), required: true, defaultValue: '$now' },
        { name: 'trackingNo', type: 'text', label: f('trackingNo'), maxLength: 50 },
        { name: 'deliverRemark', type: 'textarea', label: f('deliverRemark'), maxLength: 500 },
      ],
      sets: { status: S.delivered, deliverTime: '$input.deliverTime', trackingNo: '$input.trackingNo', deliverRemark: '$input.deliverRemark' },
      handler: true,
      screen: '/wms/wmsSampleDeliverForm',
    },
    // Back from the customer: a stock-in of what went out, into the same warehouse.
    returnBack: {
      when: { status: [S.delivered], actor: 'viewer' },
      requires: ['wms:wmsEnter:add'],
      input: [
        { name: 'returnTime', type: 'datetime', label: f('returnTime'), required: true, defaultValue: '$now' },
        { name: 'closeRemark', type: 'textarea', label: f('closeRemark'), maxLength: 500 },
      ],
      sets: { status: S.returned, returnTime: '$input.returnTime', closeRemark: '$input.closeRemark' },
      handler: true,
    },
    // Not coming back (lost, or the customer keeps or buys it): nothing moves, the reason is kept.
    keep: {
      when: { status: [S.delivered], actor: 'viewer' },
      input: [{ name: 'closeRemark', type: 'textarea', label: f('closeRemark'), required: true, maxLength: 500 }],
      sets: { status: S.kept, closeRemark: '$input.closeRemark' },
      danger: true,
    },
  },
});
