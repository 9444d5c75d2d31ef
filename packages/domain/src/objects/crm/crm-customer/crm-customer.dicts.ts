import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries customers introduce; leads use the source and industry too. */
export const crmCustomerDictionaries: readonly DictionaryDef[] = [
  {
    code: 'customer_level',
    name: '客户级别',
    items: [
      { value: 'A', text: '重点客户', en: 'Key customer', zhTW: '重點客戶', color: '#ee0a24' },
      { value: 'B', text: '普通客户', en: 'Regular customer', zhTW: '普通客戶', color: '#1989fa' },
      { value: 'C', text: '非优先客户', en: 'Low-priority customer', zhTW: '非優先客戶', color: '#969799' },
    ],
  },
  {
    code: 'customer_source',
    name: '客户来源',
    items: [
      { value: '1', text: '促销活动', en: 'Promotion', zhTW: '促銷活動' },
      { value: '2', text: '搜索引擎', en: 'Search engine', zhTW: '搜尋引擎' },
      { value: '3', text: '客户介绍', en: 'Referral', zhTW: '客戶介紹' },
      { value: '4', text: '电话营销', en: 'Telemarketing', zhTW: '電話行銷' },
      { value: '5', text: '展会', en: 'Trade show', zhTW: '展會' },
      { value: '6', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
  {
    code: 'industry',
    name: '所属行业',
    items: [
      { value: '1', text: '信息技术', en: 'Information technology', zhTW: '資訊科技' },
      { value: '2', text: '制造业', en: 'Manufacturing', zhTW: '製造業' },
      { value: '3', text: '金融', en: 'Finance', zhTW: '金融' },
      { value: '4', text: '教育', en: 'Education', zhTW: '教育' },
      { value: '5', text: '医疗', en: 'Healthcare', zhTW: '醫療' },
      { value: '6', text: '零售', en: 'Retail', zhTW: '零售' },
      { value: '7', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
];
