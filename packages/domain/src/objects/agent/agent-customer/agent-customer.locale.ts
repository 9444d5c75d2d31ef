import { defineLocale } from '../../../entities/define-locale.ts';

/** Customer reports' labels, zh-CN: the base the other languages type-check against (keys under `entity.agentCustomer.`). */
export const zhCN = {
  label: '报备客户',
  name: '客户名称',
  reportNo: '报备编号',
  agentId: '报备渠道',
  contactName: '联系人',
  phone: '联系电话',
  taxNumber: '税号',
  industry: '所属行业',
  address: '地址',
  remark: '备注',
  protectedUntil: '保护期至',
};

export const en = {
  label: 'Reported customer',
  name: 'Customer name',
  reportNo: 'Report no.',
  agentId: 'Reported by',
  contactName: 'Contact',
  phone: 'Phone',
  taxNumber: 'Tax number',
  industry: 'Industry',
  address: 'Address',
  remark: 'Remark',
  protectedUntil: 'Protected until',
};

export const zhTW = {
  label: '報備客戶',
  name: '客戶名稱',
  reportNo: '報備編號',
  agentId: '報備通路',
  contactName: '聯絡人',
  phone: '聯絡電話',
  taxNumber: '稅號',
  industry: '所屬行業',
  address: '地址',
  remark: '備註',
  protectedUntil: '保護期至',
};

export const agentCustomerLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
