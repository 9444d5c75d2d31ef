import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmOrderChange.${name}`;
const d = (name: string) => `entity.crmOrderChange.detail.${name}`;

/**
 * A change's rows: the order's lines as they are after it (a product, its price, quantity and
 * discount), copied onto the order when the change is made.
 */
export const crmOrderChangeDetail = defineObject({
  module: 'crm',
  apiName: 'crmOrderChangeDetail',
  label: d('label'),
  parent: { object: 'crmOrderChange', via: 'changeId' },
  fields: [
    { name: 'changeId', type: 'relation', label: d('changeId'), relation: 'crmOrderChange', editable: false, hideOnAdd: true },
    {
      name: 'productId',
      type: 'relation',
      label: d('productId'),
      relation: 'crmProduct',
      required: true,
      copies: { productName: 'name', unit: 'unit', price: 'standardPrice' },
    },
    { name: 'productName', type: 'text', label: d('productName'), maxLength: 100, editable: false },
    { name: 'unit', type: 'dict', label: d('unit'), dict: 'product_unit', width: 'half' },
    { name: 'price', type: 'money', label: d('price'), required: true, width: 'half' },
    { name: 'quantity', type: 'number', label: d('quantity'), decimals: 2, required: true, defaultValue: 1, width: 'half' },
    { name: 'discount', type: 'percent', label: d('discount'), defaultValue: 100, width: 'half' },
    { name: 'amount', type: 'formula', label: d('amount'), formula: 'price * quantity * discount / 100', shows: 'money' },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'price', 'amount'],
  searchFields: ['productName', 'remark'],
  filterFields: ['productId'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});

/**
 * Order changes (the spec's crmOrderChange screens): an order's history of versions. The order as
 * placed is version 1; each change, with its reason, makes the next version: its lines and
 * whole-order discount become the order's, in the same transaction, and it keeps the order's
 * amount before and after. A change made stays as it was (writeOnce); a further change corrects
 * it. Only an executed order changes.
 */
export const crmOrderChange = defineObject({
  module: 'crm',
  apiName: 'crmOrderChange',
  fields: [
    { name: 'changeNo', type: 'autoNumber', label: f('changeNo'), autoNumber: { prefix: 'BG', digits: 6 }, editable: false, width: 'half' },
    { name: 'changeDate', type: 'date', label: f('changeDate'), required: true, defaultValue: '$today', width: 'half' },
    // A new change's lines start as the order's (the form copies them when the order is chosen).
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', required: true },
    { name: 'reason', type: 'textarea', label: f('reason'), required: true, maxLength: 2000 },
    {
      name: 'details',
      type: 'lines',
      label: f('details'),
      lines: { object: crmOrderChangeDetail, minItems: 1, pick: 'productId', startFrom: { via: 'orderId', lines: 'details' } },
    },
    {
      name: 'productTotal',
      type: 'money',
      label: f('productTotal'),
      editable: false,
      rollup: { op: 'sum', of: 'amount', from: 'details' },
      group: 'entity.group.amounts',
    },
    { name: 'discount', type: 'percent', label: f('discount'), defaultValue: 100, width: 'half' },
    { name: 'amount', type: 'formula', label: f('amount'), formula: 'productTotal * discount / 100', shows: 'money', width: 'half' },
    // Set by the server when the change is made.
    { name: 'orderVersion', type: 'number', label: f('orderVersion'), editable: false, hideOnAdd: true, width: 'half', group: 'entity.group.amounts' },
    { name: 'amountBefore', type: 'money', label: f('amountBefore'), editable: false, hideOnAdd: true, width: 'half', group: 'entity.group.amounts' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', editable: false, hideOnAdd: true, group: 'entity.group.system' },
  ],
  titleField: 'changeNo',
  subtitleFields: ['orderId', 'amount', 'changeDate'],
  searchFields: ['changeNo', 'reason'],
  filterFields: ['orderId', 'customerId', 'changeDate', 'createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  currency: { date: 'changeDate', from: 'orderId' },
  writeOnce: 'orderChangeMade',
  auditAmount: 'amount',
  features: { owner: true, audit: true, attachments: true, comments: true },
});
