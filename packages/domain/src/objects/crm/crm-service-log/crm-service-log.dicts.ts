import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries service logs introduce. */
export const crmServiceLogDictionaries: readonly DictionaryDef[] = [
  {
    code: 'service_type',
    name: '服务类型',
    items: [
      { value: '1', text: '安装调试', en: 'Installation', zhTW: '安裝調試' },
      { value: '2', text: '维修保养', en: 'Maintenance', zhTW: '維修保養' },
      { value: '3', text: '培训', en: 'Training', zhTW: '培訓' },
      { value: '4', text: '咨询', en: 'Consultation', zhTW: '諮詢' },
      { value: '5', text: '投诉处理', en: 'Complaint', zhTW: '投訴處理' },
    ],
  },
  {
    code: 'service_satisfaction',
    name: '客户满意度',
    items: [
      { value: '5', text: '非常满意', en: 'Very satisfied', zhTW: '非常滿意', color: '#07c160' },
      { value: '4', text: '满意', en: 'Satisfied', zhTW: '滿意', color: '#1989fa' },
      { value: '3', text: '一般', en: 'Neutral', zhTW: '一般', color: '#969799' },
      { value: '2', text: '不满意', en: 'Dissatisfied', zhTW: '不滿意', color: '#ff976a' },
      { value: '1', text: '非常不满意', en: 'Very dissatisfied', zhTW: '非常不滿意', color: '#ee0a24' },
    ],
  },
];
