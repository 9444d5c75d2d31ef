import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.srmDemand.detail.${name}`;

/**
 * A purchase requirement's rows: a product and how much of it is needed. A line object: its rows
 * go with their requirement (`demandId`); an inquiry for the requirement starts from them.
 */
export const srmDemandDetail = defineObject({
  module: 'srm',
  apiName: 'srmDemandDetail',
  label: d('label'),
  parent: { object: 'srmDemand', via: 'demandId' },
  fields: [
    // Set by the engine from the requirement the row is saved with.
    { name: 'demandId', type: 'relation', label: d('demandId'), relation: 'srmDemand', editable: false, hideOnAdd: true },
    // The name is the product's, copied by the server on every save; the unit only starts a new row.
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
