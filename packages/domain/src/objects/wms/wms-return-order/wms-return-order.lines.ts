import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.wmsReturnOrder.detail.${name}`;

/** A return order's rows: a product and how much of it goes back, at its price. */
export const wmsReturnOrderDetail = defineObject({
  module: 'wms',
  apiName: 'wmsReturnOrderDetail',
  label: d('label'),
  parent: { object: 'wmsReturnOrder', via: 'returnOrderId' },
  fields: [
    { name: 'returnOrderId', type: 'relation', label: d('returnOrderId'), relation: 'wmsReturnOrder', editable: false, hideOnAdd: true },
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
    { name: 'quantity', type: 'number', label: d('quantity'), decimals: 2, required: true, positive: true, defaultValue: 1, width: 'half' },
    { name: 'price', type: 'money', label: d('price'), width: 'half' },
    { name: 'amount', type: 'formula', label: d('amount'), formula: 'price * quantity', shows: 'money', width: 'half' },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'price', 'amount'],
  searchFields: ['productName', 'remark'],
  filterFields: ['productId'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
