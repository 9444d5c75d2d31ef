import { defineLocale } from '../../../entities/define-locale.ts';

/** Work reports' labels, zh-CN: the base the other languages type-check against (keys under `entity.oaWorkLog.`). */
export const zhCN = {
  label: '工作汇报',
  logType: '汇报类型',
  typeDaily: '日报',
  typeWeekly: '周报',
  typeMonthly: '月报',
  reportDate: '汇报日期',
  content: '工作总结',
  plan: '工作计划',
  problems: '需要协调的问题',
  recipientIds: '接收人',
  groupFigures: '期间数据',
  followUpCount: '跟进记录',
  visitCount: '拜访',
  customerCount: '新增客户',
  orderCount: '签约订单',
  orderAmount: '订单金额',
  sceneReceived: '发给我的',
  sent: {
    title: '{{user}}的{{type}}',
    content: '{{user}}发来了{{date}}的{{type}}，请查阅。',
  },
  readers: {
    title: '阅读情况',
    read: '已读',
    unread: '未读',
    count: '{{read}}/{{total}} 人已读',
  },
};

export const en = {
  label: 'Work report',
  logType: 'Type',
  typeDaily: 'Daily report',
  typeWeekly: 'Weekly report',
  typeMonthly: 'Monthly report',
  reportDate: 'Date',
  content: 'Work done',
  plan: 'Plan',
  problems: 'Needs help with',
  recipientIds: 'Recipients',
  groupFigures: 'Figures of the period',
  followUpCount: 'Follow-ups',
  visitCount: 'Visits',
  customerCount: 'New customers',
  orderCount: 'Orders signed',
  orderAmount: 'Order amount',
  sceneReceived: 'Sent to me',
  sent: {
    title: '{{type}} from {{user}}',
    content: '{{user}} sent you their {{type}} of {{date}}.',
  },
  readers: {
    title: 'Read by',
    read: 'Read',
    unread: 'Not read',
    count: '{{read}} of {{total}} read',
  },
};

export const zhTW = {
  label: '工作匯報',
  logType: '匯報類型',
  typeDaily: '日報',
  typeWeekly: '週報',
  typeMonthly: '月報',
  reportDate: '匯報日期',
  content: '工作總結',
  plan: '工作計劃',
  problems: '需要協調的問題',
  recipientIds: '接收人',
  groupFigures: '期間數據',
  followUpCount: '跟進記錄',
  visitCount: '拜訪',
  customerCount: '新增客戶',
  orderCount: '簽約訂單',
  orderAmount: '訂單金額',
  sceneReceived: '發給我的',
  sent: {
    title: '{{user}}的{{type}}',
    content: '{{user}}發來了{{date}}的{{type}}，請查閱。',
  },
  readers: {
    title: '閱讀情況',
    read: '已讀',
    unread: '未讀',
    count: '{{read}}/{{total}} 人已讀',
  },
};

export const oaWorkLogLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
