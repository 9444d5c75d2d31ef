import { defineLocale } from '../../../entities/define-locale.ts';

/** Pools' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmPool.`; its people's under `member.`). */
export const zhCN = {
  label: '公海池',
  name: '名称',
  poolType: '类型',
  typeCustomer: '客户公海',
  typeClue: '线索池',
  isDefault: '默认公海',
  rules: '规则',
  recycleNoFollowDays: '未跟进回收天数',
  recycleNoDealDays: '未成交回收天数',
  remindDays: '回收前提醒天数',
  lockoutDays: '退回后禁领天数',
  dailyClaimCap: '每人每日领取上限',
  maxHeld: '每人最多持有',
  members: '成员',
  remark: '备注',
  member: {
    label: '公海成员',
    poolId: '公海池',
    userId: '员工',
    role: '身份',
    roleMember: '成员（可领取）',
    roleAdmin: '管理员（可分配）',
  },
};

export const en = {
  label: 'Pool',
  name: 'Name',
  poolType: 'Type',
  typeCustomer: 'Customer pool',
  typeClue: 'Lead pool',
  isDefault: 'Default pool',
  rules: 'Rules',
  recycleNoFollowDays: 'Days to recycle unfollowed',
  recycleNoDealDays: 'Days to recycle without deal',
  remindDays: 'Remind days before',
  lockoutDays: 'Lock-out days after return',
  dailyClaimCap: 'Claims a day per person',
  maxHeld: 'Most held per person',
  members: 'Members',
  remark: 'Remark',
  member: {
    label: 'Pool member',
    poolId: 'Pool',
    userId: 'Employee',
    role: 'Role',
    roleMember: 'Member (claims)',
    roleAdmin: 'Administrator (allocates)',
  },
};

export const zhTW = {
  label: '公海池',
  name: '名稱',
  poolType: '類型',
  typeCustomer: '客戶公海',
  typeClue: '線索池',
  isDefault: '預設公海',
  rules: '規則',
  recycleNoFollowDays: '未跟進回收天數',
  recycleNoDealDays: '未成交回收天數',
  remindDays: '回收前提醒天數',
  lockoutDays: '退回後禁領天數',
  dailyClaimCap: '每人每日領取上限',
  maxHeld: '每人最多持有',
  members: '成員',
  remark: '備註',
  member: {
    label: '公海成員',
    poolId: '公海池',
    userId: '員工',
    role: '身分',
    roleMember: '成員（可領取）',
    roleAdmin: '管理員（可分配）',
  },
};

export const crmPoolLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
