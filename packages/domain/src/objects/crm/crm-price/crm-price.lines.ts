import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.crmPrice.detail.${name}`;

/**
 * A price list's rows: the price a product sells at under this list. A line object, not an object
 * of its own: no list, screens or permissions; its rows go with their price list (`priceId`).
 */
export const crmPriceDetail = defineObject({
  module: 'crm',
  apiName: 'crmPriceDetail',
  label: d('label'),
  parent: { object: 'crmPrice', via: 'priceId' },
  fields: [
    // Set by the engine from the price list the row is saved with.
    { name: 'priceId', type: 'relation', label: d('priceId'), relation: 'crmPrice', editable: false, hideOnAdd: true },
    // A picked product's standard price is where a new row's price starts.
    { name: 'productId', type: 'relation', label: d('productId'), relation: 'crmProduct', required: true, copies: { price: 'standardPrice' } },
    { name: 'price', type: 'money', label: d('price'), required: true },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'productId',
  subtitleFields: ['price', 'remark'],
  searchFields: ['remark'],
  filterFields: ['productId'],
  // Rows are answered in their own order with their price list; this only serves a generic list.
  defaultSort: { field: 'updateTime', order: 'desc' },
});
