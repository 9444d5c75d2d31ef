import { defineLocale } from '../../../entities/define-locale.ts';

/** Contacts' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmContacter.`). */
export const zhCN = {
  label: '联系人',
  name: '姓名',
  title: '称呼',
  customerId: '所属客户',
  mobile: '手机',
  landline: '座机',
  email: '邮箱',
  job: '职务',
  persona: '角色',
  recognitionLevel: '认可程度',
  keyDecisionMaker: '关键决策人',
  superiorId: '直属上级',
  birthday: '生日',
  nextContactTime: '下次联系时间',
  address: '地址',
  remark: '备注',
  lastFollowTime: '最后跟进时间',
  subordinates: '下属联系人',
};

export const en = {
  label: 'Contact',
  name: 'Name',
  title: 'Salutation',
  customerId: 'Customer',
  mobile: 'Mobile',
  landline: 'Landline',
  email: 'Email',
  job: 'Job title',
  persona: 'Role',
  recognitionLevel: 'Recognition level',
  keyDecisionMaker: 'Key decision maker',
  superiorId: 'Direct superior',
  birthday: 'Birthday',
  nextContactTime: 'Next contact time',
  address: 'Address',
  remark: 'Remark',
  lastFollowTime: 'Last follow-up',
  subordinates: 'Subordinates',
};

export const zhTW = {
  label: '聯絡人',
  name: '姓名',
  title: '稱謂',
  customerId: '所屬客戶',
  mobile: '手機',
  landline: '市話',
  email: '電子郵件',
  job: '職稱',
  persona: '角色',
  recognitionLevel: '認可程度',
  keyDecisionMaker: '關鍵決策者',
  superiorId: '直屬主管',
  birthday: '生日',
  nextContactTime: '下次聯絡時間',
  address: '地址',
  remark: '備註',
  lastFollowTime: '最後跟進時間',
  subordinates: '下屬聯絡人',
};

export const crmContacterLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
