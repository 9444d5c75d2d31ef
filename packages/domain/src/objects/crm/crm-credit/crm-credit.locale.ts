import { defineLocale } from '../../../entities/define-locale.ts';

/** Credit lines' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmCredit.`). */
export const zhCN = {
  label: '信用额度',
  creditNo: '信用编号',
  customerId: '客户',
  creditAmount: '信用额度',
  status: '额度状态',
  statusInForce: '生效中',
  statusSuspended: '已暂停',
  validFrom: '生效日期',
  validTo: '失效日期',
  remark: '备注',
  sceneInForce: '生效中的额度',
  action: {
    suspend: '暂停额度',
    suspendConfirm: '暂停后这条额度不再计入客户的信用额度，确定暂停吗？',
    resume: '恢复额度',
    resumeConfirm: '恢复后这条额度在有效期内重新计入客户的信用额度，确定恢复吗？',
  },
  // The customer's available credit on a line's detail screen.
  panel: {
    title: '客户可用额度',
    available: '可用额度',
    total: '生效额度合计',
    unpaid: '订单未回款',
    noLimit: '客户没有生效的信用额度，下单不受限制',
    counts: '本条额度已计入',
    notCounted: '本条额度未计入：需审核通过、生效中且在有效期内',
  },
};

export const en = {
  label: 'Credit',
  creditNo: 'Credit number',
  customerId: 'Customer',
  creditAmount: 'Credit limit',
  status: 'Credit status',
  statusInForce: 'In force',
  statusSuspended: 'Suspended',
  validFrom: 'Valid from',
  validTo: 'Valid to',
  remark: 'Remark',
  sceneInForce: 'In force',
  action: {
    suspend: 'Suspend',
    suspendConfirm: "A suspended line no longer counts towards the customer's credit. Suspend it?",
    resume: 'Resume',
    resumeConfirm: "A resumed line counts towards the customer's credit again while it is valid. Resume it?",
  },
  panel: {
    title: "Customer's available credit",
    available: 'Available',
    total: 'Credit in force',
    unpaid: 'Unpaid on orders',
    noLimit: 'The customer has no credit in force: its orders have no limit',
    counts: 'This line counts',
    notCounted: 'This line does not count: it counts once approved, in force and valid',
  },
};

export const zhTW = {
  label: '信用額度',
  creditNo: '信用編號',
  customerId: '客戶',
  creditAmount: '信用額度',
  status: '額度狀態',
  statusInForce: '生效中',
  statusSuspended: '已暫停',
  validFrom: '生效日期',
  validTo: '失效日期',
  remark: '備註',
  sceneInForce: '生效中的額度',
  action: {
    suspend: '暫停額度',
    suspendConfirm: '暫停後這條額度不再計入客戶的信用額度，確定暫停嗎？',
    resume: '恢復額度',
    resumeConfirm: '恢復後這條額度在有效期內重新計入客戶的信用額度，確定恢復嗎？',
  },
  panel: {
    title: '客戶可用額度',
    available: '可用額度',
    total: '生效額度合計',
    unpaid: '訂單未回款',
    noLimit: '客戶沒有生效的信用額度，下單不受限制',
    counts: '本條額度已計入',
    notCounted: '本條額度未計入：需審核通過、生效中且在有效期內',
  },
};

export const crmCreditLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
