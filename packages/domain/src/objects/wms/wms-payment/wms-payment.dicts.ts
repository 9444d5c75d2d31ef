import type { DictionaryDef } from '../../../entities/types.ts';

/** How the company pays its suppliers. */
export const wmsPaymentDictionaries: readonly DictionaryDef[] = [
  {
    code: 'payment_method',
    name: '付款方式',
    items: [
      { value: '1', text: '银行转账', en: 'Bank transfer', zhTW: '銀行轉帳' },
      { value: '2', text: '承兑汇票', en: 'Bank acceptance bill', zhTW: '承兌匯票' },
      { value: '3', text: '现金', en: 'Cash', zhTW: '現金' },
      { value: '4', text: '支票', en: 'Cheque', zhTW: '支票' },
      { value: '5', text: '在线支付', en: 'Online payment', zhTW: '線上支付' },
    ],
  },
];
