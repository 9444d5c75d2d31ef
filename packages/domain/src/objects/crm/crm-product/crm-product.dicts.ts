import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries products introduce; quote and order lines use the unit too. */
export const crmProductDictionaries: readonly DictionaryDef[] = [
  {
    code: 'product_category',
    name: '产品分类',
    items: [
      { value: '1', text: '软件许可', en: 'Software licences', zhTW: '軟體授權' },
      { value: '2', text: '硬件设备', en: 'Hardware', zhTW: '硬體設備' },
      { value: '3', text: '技术服务', en: 'Services', zhTW: '技術服務' },
      { value: '4', text: '耗材', en: 'Consumables', zhTW: '耗材' },
      { value: '5', text: '培训', en: 'Training', zhTW: '培訓' },
    ],
  },
  {
    code: 'product_unit',
    name: '产品单位',
    items: [
      { value: '1', text: '套', en: 'set', zhTW: '套' },
      { value: '2', text: '台', en: 'unit', zhTW: '台' },
      { value: '3', text: '个', en: 'piece', zhTW: '個' },
      { value: '4', text: '年', en: 'year', zhTW: '年' },
      { value: '5', text: '次', en: 'time', zhTW: '次' },
      { value: '6', text: '小时', en: 'hour', zhTW: '小時' },
      { value: '7', text: '件', en: 'item', zhTW: '件' },
    ],
  },
];
