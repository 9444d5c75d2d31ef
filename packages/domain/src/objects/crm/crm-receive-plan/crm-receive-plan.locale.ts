import { defineLocale } from '../../../entities/define-locale.ts';

/** Receipt plans' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmReceivePlan.`). */
export const zhCN = {
  label: '回款计划',
  planNo: '计划编号',
  period: '期次',
  customerId: '客户',
  orderId: '订单',
  planDate: '计划回款日期',
  amount: '计划回款金额',
  ratio: '计划回款比例（%）',
  remindDays: '提前提醒天数',
  remark: '备注',
  receivedAmount: '已回款金额',
  outstandingAmount: '待回款金额',
};

export const en = {
  label: 'Receipt plan',
  planNo: 'Plan number',
  period: 'Stage',
  customerId: 'Customer',
  orderId: 'Order',
  planDate: 'Planned date',
  amount: 'Planned amount',
  ratio: 'Planned ratio (%)',
  remindDays: 'Reminder days ahead',
  remark: 'Remark',
  receivedAmount: 'Received amount',
  outstandingAmount: 'Outstanding amount',
};

export const zhTW = {
  label: '回款計畫',
  planNo: '計畫編號',
  period: '期次',
  customerId: '客戶',
  orderId: '訂單',
  planDate: '計畫回款日期',
  amount: '計畫回款金額',
  ratio: '計畫回款比例（%）',
  remindDays: '提前提醒天數',
  remark: '備註',
  receivedAmount: '已回款金額',
  outstandingAmount: '待回款金額',
};

export const crmReceivePlanLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
