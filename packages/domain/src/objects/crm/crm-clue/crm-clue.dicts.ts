import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries leads introduce. `lead_status` labels the lead statuses for API clients (the definition's status field has its own options). */
export const crmClueDictionaries: readonly DictionaryDef[] = [
  {
    code: 'lead_status',
    name: '线索状态',
    items: [
      { value: '0', text: '未分配', en: 'Unassigned', zhTW: '未分配' },
      { value: '1', text: '待跟进', en: 'Waiting for follow-up', zhTW: '待跟進', color: '#ff976a' },
      { value: '2', text: '跟进中', en: 'Following up', zhTW: '跟進中', color: '#1989fa' },
      { value: '3', text: '已转化', en: 'Converted', zhTW: '已轉化', color: '#07c160' },
      { value: '4', text: '无效', en: 'Invalid', zhTW: '無效', color: '#969799' },
    ],
  },
  {
    code: 'clue_group',
    name: '线索分组',
    items: [
      { value: '1', text: '重点线索', en: 'Priority leads', zhTW: '重點線索', color: '#ee0a24' },
      { value: '2', text: '普通线索', en: 'Regular leads', zhTW: '一般線索', color: '#1989fa' },
      { value: '3', text: '培育线索', en: 'Leads to nurture', zhTW: '培育線索', color: '#ff976a' },
      { value: '4', text: '历史导入', en: 'Imported history', zhTW: '歷史匯入', color: '#969799' },
    ],
  },
];
