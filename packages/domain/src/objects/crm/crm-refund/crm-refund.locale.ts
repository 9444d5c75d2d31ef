import { defineLocale } from '../../../entities/define-locale.ts';

/** Refunds' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmRefund.`). */
export const zhCN = {
  label: '退款',
  refundNo: '退款编号',
  refundDate: '退款日期',
  customerId: '客户',
  orderId: '订单',
  receiveId: '回款',
  amount: '退款金额',
  method: '退款方式',
  status: '退款状态',
  statusConfirmed: '已确认',
  statusVoided: '已作废',
  reason: '退款原因',
  action: {
    void: '作废',
    voidConfirm: '作废后这笔退款不再计入订单的金额，确定作废吗？',
  },
};

export const en = {
  label: 'Refund',
  refundNo: 'Refund number',
  refundDate: 'Refund date',
  customerId: 'Customer',
  orderId: 'Order',
  receiveId: 'Receipt',
  amount: 'Refund amount',
  method: 'Refund method',
  status: 'Refund status',
  statusConfirmed: 'Confirmed',
  statusVoided: 'Voided',
  reason: 'Reason',
  action: {
    void: 'Void',
    voidConfirm: 'A voided refund no longer counts towards the order. Void it?',
  },
};

export const zhTW = {
  label: '退款',
  refundNo: '退款編號',
  refundDate: '退款日期',
  customerId: '客戶',
  orderId: '訂單',
  receiveId: '回款',
  amount: '退款金額',
  method: '退款方式',
  status: '退款狀態',
  statusConfirmed: '已確認',
  statusVoided: '已作廢',
  reason: '退款原因',
  action: {
    void: '作廢',
    voidConfirm: '作廢後這筆退款不再計入訂單的金額，確定作廢嗎？',
  },
};

export const crmRefundLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
