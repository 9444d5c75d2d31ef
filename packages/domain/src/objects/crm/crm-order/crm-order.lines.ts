import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.crmOrder.detail.${name}`;

/**
 * An order's rows (the spec's crmOrderDetail screens): a product, its price, quantity and
 * discount. A line object: its rows go with their order (`orderId`). The amount is computed by
 * the server and by the phone as the user types.
 */
export const crmOrderDetail = defineObject({
  module: 'crm',
  apiName: 'crmOrderDetail',
  label: d('label'),
  parent: { object: 'crmOrder', via: 'orderId' },
  fields: [
    // Set by the engine from the order the row is saved with.
    { name: 'orderId', type: 'relation', label: d('orderId'), relation: 'crmOrder', editable: false, hideOnAdd: true },
    // The name is the product's, copied by the server on every save (the row keeps what was sold
    // if the product is renamed later); the unit and price only start a new row.
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
    // 100 is no discount: 90 sells at 90 % of the price.
    { name: 'discount', type: 'percent', label: d('discount'), defaultValue: 100, width: 'half' },
    { name: 'amount', type: 'formula', label: d('amount'), formula: 'price * quantity * discount / 100', shows: 'money' },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'price', 'amount'],
  searchFields: ['productName', 'remark'],
  filterFields: ['productId'],
  // Rows are answered in their own order with their order; this only serves a generic list.
  defaultSort: { field: 'updateTime', order: 'desc' },
});
