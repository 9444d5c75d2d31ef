import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries equipment introduces. */
export const crmEquipmentDictionaries: readonly DictionaryDef[] = [
  {
    code: 'equipment_status',
    name: '设备状态',
    items: [
      { value: '1', text: '使用中', en: 'In use', zhTW: '使用中', color: '#07c160' },
      { value: '2', text: '维修中', en: 'Under repair', zhTW: '維修中', color: '#ff976a' },
      { value: '3', text: '已报废', en: 'Scrapped', zhTW: '已報廢', color: '#969799' },
    ],
  },
];
