import type { DictionaryDef } from '../../../entities/types.ts';

/** The knowledge base's categories (a tenant dictionary: a company adds its own). */
export const oaKnowDictionaries: readonly DictionaryDef[] = [
  {
    code: 'know_category',
    name: '知识分类',
    items: [
      { value: '1', text: '产品知识', en: 'Products', zhTW: '產品知識' },
      { value: '2', text: '销售技巧', en: 'Selling skills', zhTW: '銷售技巧' },
      { value: '3', text: '行业资料', en: 'Industries', zhTW: '行業資料' },
      { value: '4', text: '制度流程', en: 'Rules and procedures', zhTW: '制度流程' },
      { value: '5', text: '常见问题', en: 'FAQ', zhTW: '常見問題' },
    ],
  },
];
