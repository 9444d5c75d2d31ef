import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries return orders introduce. */
export const wmsReturnOrderDictionaries: readonly DictionaryDef[] = [
  {
    code: 'return_reason',
    name: '退货原因',
    items: [
      { value: '1', text: '质量问题', en: 'Quality problem', zhTW: '品質問題' },
      { value: '2', text: '发错货', en: 'Wrong goods sent', zhTW: '發錯貨' },
      { value: '3', text: '运输损坏', en: 'Damaged in transit', zhTW: '運輸損壞' },
      { value: '4', text: '数量不符', en: 'Quantity mismatch', zhTW: '數量不符' },
      { value: '5', text: '客户不再需要', en: 'No longer needed', zhTW: '客戶不再需要' },
      { value: '6', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
];
