import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries invoices introduce. */
export const crmInvoiceLogDictionaries: readonly DictionaryDef[] = [
  {
    code: 'invoice_type',
    name: '发票类型',
    items: [
      { value: '1', text: '增值税专用发票', en: 'VAT special invoice', zhTW: '增值稅專用發票' },
      { value: '2', text: '增值税普通发票', en: 'VAT ordinary invoice', zhTW: '增值稅普通發票' },
      { value: '3', text: '电子普通发票', en: 'Electronic ordinary invoice', zhTW: '電子普通發票' },
    ],
  },
];
