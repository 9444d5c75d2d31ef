import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.wmsPurchase.detail.${name}`;

/**
 * A purchase order's rows: a product, the price agreed with the supplier and the quantity bought.
 * The name is the product's, copied by the server on every save; the price starts at its cost price.
 */
export const wmsPurchaseDetail = defineObject({
  module: 'wms',
  apiName: 'wmsPurchaseDetail',
  label: d('label'),
  parent: { object: 'wmsPurchase', via: 'purchaseId' },
  fields: [
    { name: 'purchaseId', type: 'relation', label: d('purchaseId'), relation: 'wmsPurchase', editable: false, hideOnAdd: true },
    {
      name: 'productId',
      type: 'relation',
      label: d('productId'),
      relation: 'crmProduct',
      required: true,
      copies: { productName: 'name', unit: 'unit', price: 'costPrice' },
    },
    { name: 'productName', type: 'text', label: d('productName'), maxLength: 100, editable: false },
    { name: 'unit', type: 'dict', label: d('unit'), dict: 'product_unit', width: 'half' },
    { name: 'price', type: 'money', label: d('price'), required: true, width: 'half' },
    { name: 'quantity', type: 'number', label: d('quantity'), decimals: 2, required: true, positive: true, defaultValue: 1, width: 'half' },
    { name: 'amount', type: 'formula', label: d('amount'), formula: 'price * quantity', shows: 'money', width: 'half' },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'price', 'amount'],
  searchFields: ['productName', 'remark'],
  filterFields: ['productId'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
