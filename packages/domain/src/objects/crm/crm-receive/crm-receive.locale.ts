import { defineLocale } from '../../../entities/define-locale.ts';

/** Receipts' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmReceive.`). */
export const zhCN = {
  label: '回款',
  receiveNo: '回款编号',
  receiveDate: '回款日期',
  customerId: '客户',
  orderId: '订单',
  planId: '回款计划',
  contractId: '合同',
  amount: '回款金额',
  method: '回款方式',
  period: '期次',
  status: '回款状态',
  statusConfirmed: '已确认',
  statusVoided: '已作废',
  remark: '备注',
  action: {
    void: '作废',
    voidConfirm: '作废后这笔回款不再计入订单、回款计划和客户的金额，确定作废吗？',
  },
};

export const en = {
  label: 'Receipt',
  receiveNo: 'Receipt number',
  receiveDate: 'Receipt date',
  customerId: 'Customer',
  orderId: 'Order',
  planId: 'Receipt plan',
  contractId: 'Contract',
  amount: 'Receipt amount',
  method: 'Payment method',
  period: 'Stage',
  status: 'Receipt status',
  statusConfirmed: 'Confirmed',
  statusVoided: 'Voided',
  remark: 'Remark',
  action: {
    void: 'Void',
    voidConfirm: 'A voided receipt no longer counts towards the order, the receipt plan or the customer. Void it?',
  },
};

export const zhTW = {
  label: '回款',
  receiveNo: '回款編號',
  receiveDate: '回款日期',
  customerId: '客戶',
  orderId: '訂單',
  planId: '回款計畫',
  contractId: '合約',
  amount: '回款金額',
  method: '回款方式',
  period: '期次',
  status: '回款狀態',
  statusConfirmed: '已確認',
  statusVoided: '已作廢',
  remark: '備註',
  action: {
    void: '作廢',
    voidConfirm: '作廢後這筆回款不再計入訂單、回款計畫和客戶的金額，確定作廢嗎？',
  },
};

export const crmReceiveLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
