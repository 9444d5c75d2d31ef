import { defineObject } from '../../../entities/define-object.ts';

const d = (name: string) => `entity.srmInquiry.detail.${name}`;
const q = (name: string) => `entity.srmInquiry.quote.${name}`;

/**
 * What an inquiry asks the suppliers for: a product and how much of it. A line object: its rows
 * go with their inquiry (`inquiryId`), and a new inquiry for a requirement starts from the
 * requirement's rows (same field names).
 */
export const srmInquiryDetail = defineObject({
  module: 'srm',
  apiName: 'srmInquiryDetail',
  label: d('label'),
  parent: { object: 'srmInquiry', via: 'inquiryId' },
  fields: [
    { name: 'inquiryId', type: 'relation', label: d('inquiryId'), relation: 'srmInquiry', editable: false, hideOnAdd: true },
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

/**
 * A supplier's quote for one product of the inquiry: the unit price, for how many, how soon it
 * delivers and until when the price holds. Added supplier by supplier (the supplier picker), each
 * supplier quoting a product once (srm-inquiry's server). `picked` is the server's: the pick
 * action marks the rows of the supplier chosen, which are what the purchase order buys.
 */
export const srmInquiryQuote = defineObject({
  module: 'srm',
  apiName: 'srmInquiryQuote',
  label: q('label'),
  parent: { object: 'srmInquiry', via: 'inquiryId' },
  fields: [
    { name: 'inquiryId', type: 'relation', label: q('inquiryId'), relation: 'srmInquiry', editable: false, hideOnAdd: true },
    // Only a supplier the company buys from now (wmsSupplier's status active, '1'); its name is
    // kept as it quoted, copied on every save.
    {
      name: 'supplierId',
      type: 'relation',
      label: q('supplierId'),
      relation: 'wmsSupplier',
      relationWhere: { status: '1' },
      required: true,
      copies: { supplierName: 'name' },
    },
    { name: 'supplierName', type: 'text', label: q('supplierName'), maxLength: 100, editable: false },
    { name: 'productId', type: 'relation', label: q('productId'), relation: 'crmProduct', required: true },
    { name: 'price', type: 'money', label: q('price'), required: true, positive: true, width: 'half' },
    { name: 'quantity', type: 'number', label: q('quantity'), decimals: 2, required: true, positive: true, defaultValue: 1, width: 'half' },
    { name: 'amount', type: 'formula', label: q('amount'), formula: 'price * quantity', shows: 'money', width: 'half' },
    { name: 'deliveryDays', type: 'number', label: q('deliveryDays'), positive: true, width: 'half' },
    { name: 'validUntil', type: 'date', label: q('validUntil'), width: 'half' },
    { name: 'picked', type: 'boolean', label: q('picked'), defaultValue: false, editable: false, hideOnAdd: true, width: 'half' },
    { name: 'remark', type: 'text', label: q('remark'), maxLength: 200 },
  ],
  titleField: 'supplierId',
  subtitleFields: ['productId', 'price', 'quantity', 'amount', 'picked'],
  searchFields: ['supplierName', 'remark'],
  filterFields: ['supplierId', 'productId'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
