import { defineLocale } from '../../../entities/define-locale.ts';

/** Service logs' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmServiceLog.`). */
export const zhCN = {
  label: '服务记录',
  customerId: '客户',
  contacterId: '联系人',
  serviceType: '服务类型',
  serviceTime: '服务时间',
  durationMinutes: '服务时长（分钟）',
  satisfaction: '客户满意度',
  content: '服务内容',
  result: '服务结果',
  images: '现场照片',
};

export const en = {
  label: 'Service log',
  customerId: 'Customer',
  contacterId: 'Contact',
  serviceType: 'Service type',
  serviceTime: 'Service time',
  durationMinutes: 'Duration (minutes)',
  satisfaction: 'Satisfaction',
  content: 'Service content',
  result: 'Result',
  images: 'On-site photos',
};

export const zhTW = {
  label: '服務記錄',
  customerId: '客戶',
  contacterId: '聯絡人',
  serviceType: '服務類型',
  serviceTime: '服務時間',
  durationMinutes: '服務時長（分鐘）',
  satisfaction: '客戶滿意度',
  content: '服務內容',
  result: '服務結果',
  images: '現場照片',
};

export const crmServiceLogLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
