import { defineObject } from '../../../entities/define-object.ts';
import { FOLLOW_UP_DUE_SCENE, NOT_FOLLOWED_SCENES, OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmCustomer.${name}`;

/** A customer's receipts that count: the confirmed ones ('1'), not the voided. */
const CONFIRMED_RECEIPTS = { object: 'crmReceive', via: 'customerId', where: [{ field: 'status', op: 'eq', value: '1' }] } as const;

/** Customers (spec section 3): the centre of the CRM; contacts, leads and deals point to them. */
export const crmCustomer = defineObject({
  module: 'crm',
  apiName: 'crmCustomer',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 100 },
    { name: 'customerNo', type: 'autoNumber', label: f('customerNo'), autoNumber: { prefix: 'KH', digits: 6 }, editable: false, width: 'half' },
    { name: 'level', type: 'dict', label: f('level'), dict: 'customer_level', width: 'half' },
    { name: 'industry', type: 'dict', label: f('industry'), dict: 'industry', width: 'half' },
    { name: 'source', type: 'dict', label: f('source'), dict: 'customer_source', width: 'half' },
    {
      name: 'dealStatus',
      type: 'dict',
      label: f('dealStatus'),
      defaultValue: '0',
      width: 'half',
      options: [
        { value: '0', label: 'entity.crmCustomer.dealStatusNo', color: 'orange' },
        { value: '1', label: 'entity.crmCustomer.dealStatusYes', color: 'green' },
      ],
    },
    { name: 'parentId', type: 'relation', label: f('parentId'), relation: 'crmCustomer' },
    // The prices its quotes' and orders' new lines start from, instead of the products' standard prices.
    { name: 'priceId', type: 'relation', label: f('priceId'), relation: 'crmPrice' },
    { name: 'phone', type: 'phone', label: f('phone'), maxLength: 30, width: 'half' },
    { name: 'email', type: 'email', label: f('email'), maxLength: 100, width: 'half' },
    // The taxpayer number its invoices are made out to (a Chinese company's unified social credit code).
    { name: 'taxId', type: 'text', label: f('taxId'), maxLength: 30, width: 'half' },
    { name: 'website', type: 'url', label: f('website'), maxLength: 200 },
    { name: 'address', type: 'address', label: f('address') },
    { name: 'nextContactTime', type: 'datetime', label: f('nextContactTime') },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Maintained by the system: follow-ups, deals, the pool and lead conversion set them.
    {
      name: 'poolStatus',
      type: 'dict',
      label: f('poolStatus'),
      editable: false,
      hideOnAdd: true,
      defaultValue: '2',
      group: 'entity.group.system',
      options: [
        { value: '0', label: 'entity.crmCustomer.poolStatusReturned', color: 'red' },
        { value: '1', label: 'entity.crmCustomer.poolStatusReceived', color: 'blue' },
        { value: '2', label: 'entity.crmCustomer.poolStatusAllocated', color: 'green' },
      ],
    },
    // The pool it waits in, or last came from (its rules recycle it); none: the default pool's.
    { name: 'poolId', type: 'relation', label: f('poolId'), relation: 'crmPool', editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'receiveTime', type: 'datetime', label: f('receiveTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
    {
      name: 'receiveCount',
      type: 'number',
      label: f('receiveCount'),
      editable: false,
      hideOnAdd: true,
      defaultValue: 0,
      width: 'half',
      group: 'entity.group.system',
    },
    {
      name: 'returnCount',
      type: 'number',
      label: f('returnCount'),
      editable: false,
      hideOnAdd: true,
      defaultValue: 0,
      width: 'half',
      group: 'entity.group.system',
    },
    { name: 'lastFollowTime', type: 'datetime', label: f('lastFollowTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
    // What its confirmed receipts add up to, and the day of the first, kept by the engine as they are written and voided.
    {
      name: 'dealAmount',
      type: 'money',
      label: f('dealAmount'),
      editable: false,
      hideOnAdd: true,
      defaultValue: 0,
      rollup: { op: 'sum', of: 'amount', from: CONFIRMED_RECEIPTS },
      group: 'entity.group.system',
    },
    {
      name: 'firstDealTime',
      type: 'date',
      label: f('firstDealTime'),
      editable: false,
      hideOnAdd: true,
      rollup: { op: 'min', of: 'receiveDate', from: CONFIRMED_RECEIPTS },
      group: 'entity.group.system',
    },
    { name: 'dealCycleDays', type: 'number', label: f('dealCycleDays'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'sourceClueId', type: 'relation', label: f('sourceClueId'), relation: 'crmClue', editable: false, hideOnAdd: true, group: 'entity.group.system' },
  ],
  titleField: 'name',
  subtitleFields: ['customerNo', 'level', 'lastFollowTime'],
  searchFields: ['name', 'customerNo', 'phone', 'email', 'taxId', 'address'],
  filterFields: ['level', 'industry', 'source', 'dealStatus', 'poolStatus', 'nextContactTime', 'lastFollowTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  relatedLists: [
    { entity: 'crmContacter', field: 'customerId' },
    { entity: 'crmCustomer', field: 'parentId', label: 'entity.crmCustomer.subCustomers' },
    { entity: 'crmChance', field: 'customerId' },
    { entity: 'crmQuote', field: 'customerId' },
    { entity: 'crmContract', field: 'customerId' },
    { entity: 'crmOrder', field: 'customerId' },
    { entity: 'crmReceive', field: 'customerId' },
    { entity: 'crmReceivePlan', field: 'customerId' },
    { entity: 'crmCredit', field: 'customerId' },
    { entity: 'crmVisit', field: 'customerId' },
    { entity: 'crmEquipment', field: 'customerId' },
    { entity: 'crmServiceLog', field: 'customerId' },
    { entity: 'crmWorkOrder', field: 'customerId' },
    { entity: 'crmEmpower', field: 'customerId' },
    { entity: 'crmCallRecord', field: 'customerId' },
  ],
  presetScenes: [...OWNED_SCENES, ...NOT_FOLLOWED_SCENES, FOLLOW_UP_DUE_SCENE],
  features: { owner: true, team: true, lock: true, followUp: true, attachments: true, tags: true, bizTypes: true, comments: true },
  pool: { returned: { poolStatus: '0' }, received: { poolStatus: '1' }, allocated: { poolStatus: '2' } },
});
