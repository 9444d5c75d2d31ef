import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries receipts introduce; refunds use the method too. */
export const crmReceiveDictionaries: readonly DictionaryDef[] = [
  {
    code: 'receive_method',
    name: '回款方式',
    items: [
      { value: '1', text: '银行转账', en: 'Bank transfer', zhTW: '銀行轉帳' },
      { value: '2', text: '现金', en: 'Cash', zhTW: '現金' },
      { value: '3', text: '支票', en: 'Cheque', zhTW: '支票' },
      { value: '4', text: '微信支付', en: 'WeChat Pay', zhTW: '微信支付' },
      { value: '5', text: '支付宝', en: 'Alipay', zhTW: '支付寶' },
      { value: '6', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
];
