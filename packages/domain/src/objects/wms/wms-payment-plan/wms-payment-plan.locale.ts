import { defineLocale } from '../../../entities/define-locale.ts';

/** Payment plans' labels (keys under `entity.wmsPaymentPlan.`), zh-CN: the base the other languages type-check against. */

export const zhCN = {
  label: '付款计划',
  planNo: '计划编号',
  period: '期数',
  supplierId: '供应商',
  purchaseId: '采购单',
  planDate: '计划付款日期',
  amount: '计划付款金额',
  remark: '备注',
  paidAmount: '已付金额',
  unpaidAmount: '未付金额',
};

export const en = {
  label: 'Payment plan',
  planNo: 'Plan no.',
  period: 'Instalment',
  supplierId: 'Supplier',
  purchaseId: 'Purchase order',
  planDate: 'Planned date',
  amount: 'Planned amount',
  remark: 'Remark',
  paidAmount: 'Paid',
  unpaidAmount: 'Unpaid',
};

export const zhTW = {
  label: '付款計劃',
  planNo: '計劃編號',
  period: '期數',
  supplierId: '供應商',
  purchaseId: '採購單',
  planDate: '計劃付款日期',
  amount: '計劃付款金額',
  remark: '備註',
  paidAmount: '已付金額',
  unpaidAmount: '未付金額',
};

export const wmsPaymentPlanLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
