import type { DictionaryDef } from '../../../entities/types.ts';

/** The categories of the material sales share (a tenant dictionary: a company adds its own); documents use them too. */
export const cmsArticleDictionaries: readonly DictionaryDef[] = [
  {
    code: 'cms_category',
    name: '内容分类',
    items: [
      { value: '1', text: '产品介绍', en: 'Products', zhTW: '產品介紹' },
      { value: '2', text: '客户案例', en: 'Case studies', zhTW: '客戶案例' },
      { value: '3', text: '行业资讯', en: 'Industry news', zhTW: '行業資訊' },
      { value: '4', text: '公司动态', en: 'Company news', zhTW: '公司動態' },
      { value: '5', text: '方案白皮书', en: 'Solutions and white papers', zhTW: '方案白皮書' },
    ],
  },
];
