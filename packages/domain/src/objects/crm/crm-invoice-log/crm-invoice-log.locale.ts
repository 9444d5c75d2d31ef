import { defineLocale } from '../../../entities/define-locale.ts';

/** Invoices' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmInvoiceLog.`). */
export const zhCN = {
  label: '开票',
  invoiceLogNo: '开票编号',
  invoiceDate: '开票日期',
  customerId: '客户',
  orderId: '订单',
  amount: '开票金额',
  invoiceType: '发票类型',
  title: '发票抬头',
  taxId: '纳税人识别号',
  invoiceNumber: '发票号码',
  status: '开票状态',
  statusIssued: '已开票',
  statusVoided: '已作废',
  remark: '备注',
  action: {
    invoiceNo: '填写发票号码',
    void: '作废',
    voidConfirm: '作废后这张发票不再计入订单的已开票金额，确定作废吗？',
  },
};

export const en = {
  label: 'Invoice',
  invoiceLogNo: 'Invoice record number',
  invoiceDate: 'Invoice date',
  customerId: 'Customer',
  orderId: 'Order',
  amount: 'Invoice amount',
  invoiceType: 'Invoice type',
  title: 'Invoice title',
  taxId: 'Tax ID',
  invoiceNumber: 'Invoice number',
  status: 'Invoice status',
  statusIssued: 'Issued',
  statusVoided: 'Voided',
  remark: 'Remark',
  action: {
    invoiceNo: 'Enter invoice number',
    void: 'Void',
    voidConfirm: "A voided invoice no longer counts towards the order's invoiced amount. Void it?",
  },
};

export const zhTW = {
  label: '開票',
  invoiceLogNo: '開票編號',
  invoiceDate: '開票日期',
  customerId: '客戶',
  orderId: '訂單',
  amount: '開票金額',
  invoiceType: '發票類型',
  title: '發票抬頭',
  taxId: '納稅人識別號',
  invoiceNumber: '發票號碼',
  status: '開票狀態',
  statusIssued: '已開票',
  statusVoided: '已作廢',
  remark: '備註',
  action: {
    invoiceNo: '填寫發票號碼',
    void: '作廢',
    voidConfirm: '作廢後這張發票不再計入訂單的已開票金額，確定作廢嗎？',
  },
};

export const crmInvoiceLogLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
