import { defineObject, type FieldDeclaration } from './define-object.ts';
import type { EntityDef } from './types.ts';

/**
 * The rows of a record that moves stock (StockMoveDef): a product, how much of it moves (more than
 * zero) and, where the record is worth money, at what price. The product's name and unit are
 * copied when it is picked, and its cost or standard price starts the row's. One shape for
 * stock-ins, stock-outs, returns and samples; each record's labels are its own
 * (`entity.<record>.detail.<field>`), and the rows go with it through `via`.
 */
export function stockLinesOf(record: { module: string; apiName: string }, via: string, price?: 'costPrice' | 'standardPrice'): EntityDef {
  const d = (name: string) => `entity.${record.apiName}.detail.${name}`;
  const priced: FieldDeclaration[] = price
    ? [
        { name: 'price', type: 'money', label: d('price'), width: 'half' },
        { name: 'amount', type: 'formula', label: d('amount'), formula: 'price * quantity', shows: 'money', width: 'half' },
      ]
    : [];
  return defineObject({
    module: record.module,
    apiName: `${record.apiName}Detail`,
    label: d('label'),
    parent: { object: record.apiName, via },
    fields: [
      { name: via, type: 'relation', label: d(via), relation: record.apiName, editable: false, hideOnAdd: true },
      {
        name: 'productId',
        type: 'relation',
        label: d('productId'),
        relation: 'crmProduct',
        required: true,
        copies: { productName: 'name', unit: 'unit', ...(price ? { price } : {}) },
      },
      { name: 'productName', type: 'text', label: d('productName'), maxLength: 100, editable: false },
      { name: 'unit', type: 'dict', label: d('unit'), dict: 'product_unit', width: 'half' },
      { name: 'quantity', type: 'number', label: d('quantity'), decimals: 2, required: true, positive: true, defaultValue: 1, width: 'half' },
      ...priced,
      { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
    ],
    titleField: 'productId',
    subtitleFields: price ? ['quantity', 'price', 'amount'] : ['quantity', 'unit'],
    searchFields: ['productName', 'remark'],
    filterFields: ['productId'],
    defaultSort: { field: 'updateTime', order: 'desc' },
  });
}
