import { defineLocale } from '../../../entities/define-locale.ts';

/** Market activity members' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmMarketMember.`). */
export const zhCN = {
  label: '活动成员',
  activityId: '市场活动',
  memberType: '成员类型',
  typeLead: '线索',
  typeContact: '联系人',
  typeCustomer: '客户',
  attended: '已参加',
  clueId: '线索',
  contacterId: '联系人',
  customerId: '客户',
  memberName: '成员名称',
  remark: '备注',
};

export const en = {
  label: 'Activity member',
  activityId: 'Market activity',
  memberType: 'Member type',
  typeLead: 'Lead',
  typeContact: 'Contact',
  typeCustomer: 'Customer',
  attended: 'Attended',
  clueId: 'Lead',
  contacterId: 'Contact',
  customerId: 'Customer',
  memberName: 'Member name',
  remark: 'Remark',
};

export const zhTW = {
  label: '活動成員',
  activityId: '市場活動',
  memberType: '成員類型',
  typeLead: '線索',
  typeContact: '聯絡人',
  typeCustomer: '客戶',
  attended: '已參加',
  clueId: '線索',
  contacterId: '聯絡人',
  customerId: '客戶',
  memberName: '成員名稱',
  remark: '備註',
};

export const crmMarketMemberLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
