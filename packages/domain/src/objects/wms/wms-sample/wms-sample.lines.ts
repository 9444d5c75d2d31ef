import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.wmsSample.detail.${name}`;

/** A sample's rows: a product and how much of it is lent. */
export const wmsSampleDetail = defineObject({
  module: 'wms',
  apiName: 'wmsSampleDetail',
  label: d('label'),
  parent: { object: 'wmsSample', via: 'sampleId' },
  fields: [
    { name: 'sampleId', type: 'relation', label: d('sampleId'), relation: 'wmsSample', editable: false, hideOnAdd: true },
    { name: 'productId', type: 'relation', label: d('productId'), relation: 'crmProduct', required: true, copies: { productName: 'name', unit: 'unit' } },
    { name: 'productName', type: 'text', label: d('productName'), maxLength: 100, editable: false },
    { name: 'unit', type: 'dict', label: d('unit'), dict: 'product_unit', width: 'half' },
    { name: 'quantity', type: 'number', label: d('quantity'), decimals: 2, required: true, positive: true, defaultValue: 1, width: 'half' },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'unit'],
  searchFields: ['productName', 'remark'],
  filterFields: ['productId'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
