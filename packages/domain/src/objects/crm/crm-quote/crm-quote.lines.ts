import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.crmQuote.detail.${name}`;

/**
 * A quote's rows (spec section 3 "details"; the spec's crmQuoteDetail screens): a product, its
 * price, quantity and discount, and what it costs, so the quote knows its gross profit. A line
 * object: its rows go with their quote (`quoteId`). The amounts are computed in declaration order,
 * by the server and by the phone as the user types.
 */
export const crmQuoteDetail = defineObject({
  module: 'crm',
  apiName: 'crmQuoteDetail',
  label: d('label'),
  parent: { object: 'crmQuote', via: 'quoteId' },
  fields: [
    // Set by the engine from the quote the row is saved with.
    { name: 'quoteId', type: 'relation', label: d('quoteId'), relation: 'crmQuote', editable: false, hideOnAdd: true },
    // The name and cost are the product's, copied by the server on every save (the row keeps what
    // was quoted if the product is renamed later); the unit and price only start a new row.
    {
      name: 'productId',
      type: 'relation',
      label: d('productId'),
      relation: 'crmProduct',
      required: true,
      copies: { productName: 'name', unit: 'unit', price: 'standardPrice', costPrice: 'costPrice' },
    },
    { name: 'productName', type: 'text', label: d('productName'), maxLength: 100, editable: false },
    { name: 'unit', type: 'dict', label: d('unit'), dict: 'product_unit', width: 'half' },
    { name: 'price', type: 'money', label: d('price'), required: true, width: 'half' },
    { name: 'quantity', type: 'number', label: d('quantity'), decimals: 2, required: true, defaultValue: 1, width: 'half' },
    // 100 is no discount: 90 sells at 90 % of the price.
    { name: 'discount', type: 'percent', label: d('discount'), defaultValue: 100, width: 'half' },
    { name: 'amount', type: 'formula', label: d('amount'), formula: 'price * quantity * discount / 100', shows: 'money' },
    { name: 'costPrice', type: 'money', label: d('costPrice'), editable: false, width: 'half' },
    { name: 'costAmount', type: 'formula', label: d('costAmount'), formula: 'costPrice * quantity', shows: 'money', width: 'half' },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'price', 'amount'],
  searchFields: ['productName', 'remark'],
  filterFields: ['productId'],
  // Rows are answered in their own order with their quote; this only serves a generic list.
  defaultSort: { field: 'updateTime', order: 'desc' },
});
