import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries market activities introduce. */
export const crmMarketActivityDictionaries: readonly DictionaryDef[] = [
  {
    code: 'market_activity_type',
    name: '活动类型',
    items: [
      { value: '1', text: '展会', en: 'Exhibition', zhTW: '展會' },
      { value: '2', text: '研讨会', en: 'Seminar', zhTW: '研討會' },
      { value: '3', text: '线上活动', en: 'Online event', zhTW: '線上活動' },
      { value: '4', text: '广告投放', en: 'Advertising', zhTW: '廣告投放' },
      { value: '5', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
];
