import { defineLocale } from '../../../entities/define-locale.ts';

/** Payments' labels (keys under `entity.wmsPayment.`), zh-CN: the base the other languages type-check against. */

export const zhCN = {
  label: '付款单',
  paymentNo: '付款单号',
  paymentDate: '付款日期',
  supplierId: '供应商',
  purchaseId: '采购单',
  planId: '付款计划',
  amount: '付款金额',
  method: '付款方式',
  status: '状态',
  statusConfirmed: '已确认',
  statusVoided: '已作废',
  remark: '备注',
  action: {
    void: '作废',
    voidConfirm: '作废后这笔付款不再计入采购单和付款计划，确定作废吗？',
  },
};

export const en = {
  label: 'Payment',
  paymentNo: 'Payment no.',
  paymentDate: 'Payment date',
  supplierId: 'Supplier',
  purchaseId: 'Purchase order',
  planId: 'Payment plan',
  amount: 'Amount',
  method: 'Method',
  status: 'Status',
  statusConfirmed: 'Confirmed',
  statusVoided: 'Voided',
  remark: 'Remark',
  action: {
    void: 'Void',
    voidConfirm: 'A voided payment no longer counts towards its purchase order and plan. Void it?',
  },
};

export const zhTW = {
  label: '付款單',
  paymentNo: '付款單號',
  paymentDate: '付款日期',
  supplierId: '供應商',
  purchaseId: '採購單',
  planId: '付款計劃',
  amount: '付款金額',
  method: '付款方式',
  status: '狀態',
  statusConfirmed: '已確認',
  statusVoided: '已作廢',
  remark: '備註',
  action: {
    void: '作廢',
    voidConfirm: '作廢後這筆付款不再計入採購單和付款計劃，確定作廢嗎？',
  },
};

export const wmsPaymentLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
