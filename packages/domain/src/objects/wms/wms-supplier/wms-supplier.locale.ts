import { defineLocale } from '../../../entities/define-locale.ts';

/** Suppliers' labels, zh-CN: the base the other languages type-check against (keys under `entity.wmsSupplier.`). */
export const zhCN = {
  label: '供应商',
  supplierNo: '供应商编号',
  name: '供应商名称',
  category: '供应商类别',
  level: '供应商等级',
  status: '合作状态',
  statusActive: '合作中',
  statusSuspended: '已暂停',
  contactName: '联系人',
  mobile: '手机',
  telephone: '座机',
  email: '邮箱',
  address: '地址',
  groupPayment: '开票与付款',
  taxNumber: '税号',
  bank: '开户银行',
  bankAccount: '银行账号',
  remark: '备注',
};

export const en = {
  label: 'Supplier',
  supplierNo: 'Supplier no.',
  name: 'Supplier name',
  category: 'Category',
  level: 'Level',
  status: 'Status',
  statusActive: 'Active',
  statusSuspended: 'Suspended',
  contactName: 'Contact',
  mobile: 'Mobile',
  telephone: 'Landline',
  email: 'Email',
  address: 'Address',
  groupPayment: 'Invoicing and payment',
  taxNumber: 'Tax number',
  bank: 'Bank',
  bankAccount: 'Bank account',
  remark: 'Remark',
};

export const zhTW = {
  label: '供應商',
  supplierNo: '供應商編號',
  name: '供應商名稱',
  category: '供應商類別',
  level: '供應商等級',
  status: '合作狀態',
  statusActive: '合作中',
  statusSuspended: '已暫停',
  contactName: '聯絡人',
  mobile: '手機',
  telephone: '市話',
  email: '郵箱',
  address: '地址',
  groupPayment: '開票與付款',
  taxNumber: '稅號',
  bank: '開戶銀行',
  bankAccount: '銀行帳號',
  remark: '備註',
};

export const wmsSupplierLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
