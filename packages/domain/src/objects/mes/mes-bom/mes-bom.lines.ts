import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.mesBom.detail.${name}`;

/**
 * A bill of materials' rows: a component (a product of the catalogue), how many of it the BOM's
 * output quantity takes, and the share lost in making (scrap, cutting waste). A line object: its
 * rows go with their BOM (`bomId`). The name, unit and cost price are the component's, copied by
 * the server on every save, so the BOM's cost follows the catalogue whenever it is saved.
 */
export const mesBomDetail = defineObject({
  module: 'mes',
  apiName: 'mesBomDetail',
  label: d('label'),
  parent: { object: 'mesBom', via: 'bomId' },
  fields: [
    // Set by the engine from the BOM the row is saved with.
    { name: 'bomId', type: 'relation', label: d('bomId'), relation: 'mesBom', editable: false, hideOnAdd: true },
    {
      name: 'componentId',
      type: 'relation',
      label: d('componentId'),
      relation: 'crmProduct',
      required: true,
      copies: { componentName: 'name', unit: 'unit', costPrice: 'costPrice' },
    },
    { name: 'componentName', type: 'text', label: d('componentName'), maxLength: 100, editable: false },
    { name: 'unit', type: 'dict', label: d('unit'), dict: 'product_unit', editable: false, width: 'half' },
    // Small parts are counted in fractions (0.0025 kg of glue per board).
    { name: 'quantity', type: 'number', label: d('quantity'), decimals: 4, required: true, positive: true, defaultValue: 1, width: 'half' },
    // 5 takes 5 % more than the quantity; between 0 and 100 (the BOM's server folder checks it).
    { name: 'lossRate', type: 'percent', label: d('lossRate'), required: true, defaultValue: 0, width: 'half' },
    { name: 'costPrice', type: 'money', label: d('costPrice'), editable: false, width: 'half' },
    { name: 'amount', type: 'formula', label: d('amount'), formula: 'costPrice * quantity * (100 + lossRate) / 100', shows: 'money' },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'componentId',
  subtitleFields: ['quantity', 'lossRate', 'amount'],
  searchFields: ['componentName', 'remark'],
  filterFields: ['componentId'],
  // Rows are answered in their own order with their BOM; this only serves a generic list.
  defaultSort: { field: 'updateTime', order: 'desc' },
});
