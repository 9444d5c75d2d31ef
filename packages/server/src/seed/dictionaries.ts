import { CURRENCY_DICT, objectDictionaries, type DictionaryDef } from '@crm/domain';

/**
 * The currencies a new tenant keeps (spec section 1, multi-currency), the default first at rate 1;
 * the others' rates are to the default currency. Their names are the `currency` dictionary's
 * items, which records in a currency choose from (RecordCurrency).
 */
export const DEFAULT_CURRENCIES = [
  { code: 'CNY', name: '人民币', en: 'Chinese yuan', zhTW: '人民幣', symbol: '¥', rate: '1', isDefault: 1 },
  { code: 'USD', name: '美元', en: 'US dollar', zhTW: '美元', symbol: '$', rate: '7.10', isDefault: 0 },
  { code: 'EUR', name: '欧元', en: 'Euro', zhTW: '歐元', symbol: '€', rate: '7.75', isDefault: 0 },
  { code: 'HKD', name: '港币', en: 'Hong Kong dollar', zhTW: '港幣', symbol: 'HK$', rate: '0.91', isDefault: 0 },
] as const;

/**
 * Dictionaries no business object owns (an object's own are in its folder,
 * packages/domain/src/objects/<module>/<object>/<object>.dicts.ts).
 */
const SHARED_DICTIONARIES: readonly DictionaryDef[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      { value: '1', text: '男', en: 'Male', zhTW: '男' },
      { value: '2', text: '女', en: 'Female', zhTW: '女' },
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      { value: '1', text: '高', en: 'High', zhTW: '高', color: '#ee0a24' },
      { value: '2', text: '中', en: 'Medium', zhTW: '中', color: '#ff976a' },
      { value: '3', text: '低', en: 'Low', zhTW: '低', color: '#1989fa' },
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      { value: '1', text: '是', en: 'Yes', zhTW: '是' },
      { value: '0', text: '否', en: 'No', zhTW: '否' },
    ],
  },
  {
    code: CURRENCY_DICT,
    name: '币种',
    items: DEFAULT_CURRENCIES.map((c) => ({ value: c.code, text: c.name, en: c.en, zhTW: c.zhTW })),
  },
];

/** The dictionaries every new tenant starts with: every registered object's, then the shared ones. */
export const DEFAULT_DICTIONARIES: readonly DictionaryDef[] = [...objectDictionaries(), ...SHARED_DICTIONARIES];
