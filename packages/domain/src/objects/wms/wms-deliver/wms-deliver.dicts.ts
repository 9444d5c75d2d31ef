import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries deliveries introduce. */
export const wmsDeliverDictionaries: readonly DictionaryDef[] = [
  {
    code: 'logistics_company',
    name: '物流公司',
    items: [
      { value: 'SF', text: '顺丰速运', en: 'SF Express', zhTW: '順豐速運' },
      { value: 'JD', text: '京东物流', en: 'JD Logistics', zhTW: '京東物流' },
      { value: 'EMS', text: '中国邮政 EMS', en: 'China Post EMS', zhTW: '中國郵政 EMS' },
      { value: 'ZTO', text: '中通快递', en: 'ZTO Express', zhTW: '中通快遞' },
      { value: 'YTO', text: '圆通速递', en: 'YTO Express', zhTW: '圓通速遞' },
      { value: 'DBL', text: '德邦快递', en: 'Deppon Express', zhTW: '德邦快遞' },
      { value: 'OWN', text: '自有车辆', en: 'Own fleet', zhTW: '自有車輛' },
    ],
  },
];
