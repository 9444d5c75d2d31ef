import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionary visits introduce: what a visit is for. */
export const crmVisitDictionaries: readonly DictionaryDef[] = [
  {
    code: 'visit_purpose',
    name: '拜访目的',
    items: [
      { value: '1', text: '初次拜访', en: 'First visit', zhTW: '初次拜訪' },
      { value: '2', text: '需求沟通', en: 'Needs discussion', zhTW: '需求溝通' },
      { value: '3', text: '方案演示', en: 'Demonstration', zhTW: '方案演示' },
      { value: '4', text: '商务洽谈', en: 'Negotiation', zhTW: '商務洽談' },
      { value: '5', text: '售后回访', en: 'After-sales call', zhTW: '售後回訪' },
      { value: '6', text: '关系维护', en: 'Relationship', zhTW: '關係維護' },
      { value: '7', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
];
