import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries expenses introduce. */
export const crmExpenseDictionaries: readonly DictionaryDef[] = [
  {
    code: 'expense_type',
    name: '费用类型',
    items: [
      { value: '1', text: '差旅费', en: 'Travel', zhTW: '差旅費' },
      { value: '2', text: '餐费', en: 'Meals', zhTW: '餐費' },
      { value: '3', text: '住宿费', en: 'Accommodation', zhTW: '住宿費' },
      { value: '4', text: '交通费', en: 'Transport', zhTW: '交通費' },
      { value: '5', text: '招待费', en: 'Entertainment', zhTW: '招待費' },
      { value: '6', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
];
