import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries suppliers introduce. */
export const wmsSupplierDictionaries: readonly DictionaryDef[] = [
  {
    code: 'supplier_category',
    name: '供应商类别',
    items: [
      { value: '1', text: '硬件设备', en: 'Hardware', zhTW: '硬體設備' },
      { value: '2', text: '软件', en: 'Software', zhTW: '軟體' },
      { value: '3', text: '耗材', en: 'Consumables', zhTW: '耗材' },
      { value: '4', text: '物流', en: 'Logistics', zhTW: '物流' },
      { value: '5', text: '服务', en: 'Services', zhTW: '服務' },
    ],
  },
  {
    code: 'supplier_level',
    name: '供应商等级',
    items: [
      { value: 'A', text: 'A 级（战略）', en: 'A (strategic)', zhTW: 'A 級（策略）' },
      { value: 'B', text: 'B 级（合格）', en: 'B (approved)', zhTW: 'B 級（合格）' },
      { value: 'C', text: 'C 级（观察）', en: 'C (on watch)', zhTW: 'C 級（觀察）' },
    ],
  },
];
