import { defineLocale } from '../../../entities/define-locale.ts';

/** Expenses' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmExpense.`; its rows' under `detail.`). */
export const zhCN = {
  label: '费用',
  expenseNo: '费用编号',
  expenseDate: '报销日期',
  title: '费用标题',
  customerId: '客户',
  chanceId: '商机',
  details: '费用明细',
  total: '费用合计',
  remark: '备注',
  detail: {
    label: '费用明细',
    expenseId: '费用',
    expenseType: '费用类型',
    expenseDate: '发生日期',
    amount: '金额',
    images: '票据照片',
    remark: '说明',
  },
};

export const en = {
  label: 'Expense',
  expenseNo: 'Expense number',
  expenseDate: 'Claim date',
  title: 'Expense title',
  customerId: 'Customer',
  chanceId: 'Opportunity',
  details: 'Expense items',
  total: 'Total',
  remark: 'Remark',
  detail: {
    label: 'Expense item',
    expenseId: 'Expense',
    expenseType: 'Expense type',
    expenseDate: 'Date',
    amount: 'Amount',
    images: 'Receipt photos',
    remark: 'Note',
  },
};

export const zhTW = {
  label: '費用',
  expenseNo: '費用編號',
  expenseDate: '報銷日期',
  title: '費用標題',
  customerId: '客戶',
  chanceId: '商機',
  details: '費用明細',
  total: '費用合計',
  remark: '備註',
  detail: {
    label: '費用明細',
    expenseId: '費用',
    expenseType: '費用類型',
    expenseDate: '發生日期',
    amount: '金額',
    images: '票據照片',
    remark: '說明',
  },
};

export const crmExpenseLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
