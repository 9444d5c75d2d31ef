import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries work orders introduce (solutions share the kinds of work). */
export const crmWorkOrderDictionaries: readonly DictionaryDef[] = [
  {
    code: 'work_order_type',
    name: '工单类型',
    items: [
      { value: '1', text: '故障维修', en: 'Repair', zhTW: '故障維修' },
      { value: '2', text: '安装调试', en: 'Installation', zhTW: '安裝調試' },
      { value: '3', text: '保养巡检', en: 'Maintenance', zhTW: '保養巡檢' },
      { value: '4', text: '技术咨询', en: 'Consultation', zhTW: '技術諮詢' },
      { value: '5', text: '投诉', en: 'Complaint', zhTW: '投訴' },
    ],
  },
  {
    code: 'work_order_urgency',
    name: '紧急程度',
    items: [
      { value: '1', text: '低', en: 'Low', zhTW: '低', color: '#969799' },
      { value: '2', text: '一般', en: 'Normal', zhTW: '一般', color: '#1989fa' },
      { value: '3', text: '紧急', en: 'Urgent', zhTW: '緊急', color: '#ff976a' },
      { value: '4', text: '特急', en: 'Critical', zhTW: '特急', color: '#ee0a24' },
    ],
  },
  {
    code: 'work_order_source',
    name: '工单来源',
    items: [
      { value: '1', text: '员工录入', en: 'Staff', zhTW: '員工錄入' },
      { value: '2', text: '电话报修', en: 'Phone', zhTW: '電話報修' },
      { value: '3', text: '客户自助', en: 'Self-service portal', zhTW: '客戶自助' },
      { value: '4', text: '在线报修', en: 'Online form', zhTW: '線上報修' },
    ],
  },
];
