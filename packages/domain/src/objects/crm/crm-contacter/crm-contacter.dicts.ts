import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries contacts introduce. */
export const crmContacterDictionaries: readonly DictionaryDef[] = [
  {
    code: 'contact_title',
    name: '联系人称呼',
    items: [
      { value: '1', text: '先生', en: 'Mr.', zhTW: '先生' },
      { value: '2', text: '女士', en: 'Ms.', zhTW: '女士' },
      { value: '3', text: '博士', en: 'Dr.', zhTW: '博士' },
      { value: '4', text: '教授', en: 'Prof.', zhTW: '教授' },
    ],
  },
  {
    code: 'contact_persona',
    name: '联系人角色',
    items: [
      { value: '1', text: '决策者', en: 'Decision maker', zhTW: '決策者', color: '#ee0a24' },
      { value: '2', text: '影响者', en: 'Influencer', zhTW: '影響者', color: '#ff976a' },
      { value: '3', text: '使用者', en: 'User', zhTW: '使用者', color: '#1989fa' },
      { value: '4', text: '把关者', en: 'Gatekeeper', zhTW: '把關者', color: '#7232dd' },
      { value: '5', text: '其他', en: 'Other', zhTW: '其他', color: '#969799' },
    ],
  },
  {
    code: 'contact_recognition',
    name: '认可程度',
    items: [
      { value: '1', text: '强力支持', en: 'Champion', zhTW: '強力支持', color: '#07c160' },
      { value: '2', text: '支持', en: 'Supportive', zhTW: '支持', color: '#1989fa' },
      { value: '3', text: '中立', en: 'Neutral', zhTW: '中立', color: '#969799' },
      { value: '4', text: '不支持', en: 'Unsupportive', zhTW: '不支持', color: '#ff976a' },
      { value: '5', text: '反对', en: 'Opposed', zhTW: '反對', color: '#ee0a24' },
    ],
  },
];
