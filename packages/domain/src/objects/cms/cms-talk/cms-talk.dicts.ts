import type { DictionaryDef } from '../../../entities/types.ts';

/** The scenes a company's talk scripts answer (a tenant dictionary: a company adds its own). */
export const cmsTalkDictionaries: readonly DictionaryDef[] = [
  {
    code: 'cms_talk_category',
    name: '话术分类',
    items: [
      { value: '1', text: '开场白', en: 'Openers', zhTW: '開場白' },
      { value: '2', text: '产品介绍', en: 'Product pitch', zhTW: '產品介紹' },
      { value: '3', text: '价格异议', en: 'Price objections', zhTW: '價格異議' },
      { value: '4', text: '促成成交', en: 'Closing', zhTW: '促成成交' },
      { value: '5', text: '售后服务', en: 'After-sales', zhTW: '售後服務' },
    ],
  },
];
