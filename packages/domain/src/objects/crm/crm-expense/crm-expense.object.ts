import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmExpense.${name}`;
const d = (name: string) => `entity.crmExpense.detail.${name}`;

/**
 * An expense's rows (the spec's crmExpense screens): one cost each, on a day, of a type (travel,
 * meals, accommodation, ...), with photos of its receipts. A line object: its rows go with their
 * expense (`expenseId`).
 */
export const crmExpenseDetail = defineObject({
  module: 'crm',
  apiName: 'crmExpenseDetail',
  label: d('label'),
  parent: { object: 'crmExpense', via: 'expenseId' },
  fields: [
    // Set by the engine from the expense the row is saved with.
    { name: 'expenseId', type: 'relation', label: d('expenseId'), relation: 'crmExpense', editable: false, hideOnAdd: true },
    { name: 'expenseType', type: 'dict', label: d('expenseType'), dict: 'expense_type', required: true, width: 'half' },
    { name: 'expenseDate', type: 'date', label: d('expenseDate'), required: true, width: 'half' },
    { name: 'amount', type: 'money', label: d('amount'), required: true, width: 'half' },
    // Photos of its receipts: six at most (spec section 5).
    { name: 'images', type: 'images', label: d('images'), maxCount: 6 },
    { name: 'remark', type: 'text', label: d('remark'), maxLength: 200 },
  ],
  titleField: 'expenseType',
  subtitleFields: ['expenseDate', 'amount'],
  searchFields: ['remark'],
  filterFields: ['expenseType'],
  // Rows are answered in their own order with their expense; this only serves a generic list.
  defaultSort: { field: 'updateTime', order: 'desc' },
});

/**
 * Expenses (the spec's crmExpense screens): what a salesperson spent on a customer or an
 * opportunity, cost by cost, claimed as one; its total follows its rows, and it is approved
 * before it is paid (the audit feature, on the total).
 */
export const crmExpense = defineObject({
  module: 'crm',
  apiName: 'crmExpense',
  fields: [
    { name: 'expenseNo', type: 'autoNumber', label: f('expenseNo'), autoNumber: { prefix: 'FY', digits: 6 }, editable: false, width: 'half' },
    { name: 'expenseDate', type: 'date', label: f('expenseDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    // Whom it was spent on: a customer, one of its opportunities (the picker filters by customer), or both.
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer' },
    { name: 'chanceId', type: 'relation', label: f('chanceId'), relation: 'crmChance' },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: crmExpenseDetail, minItems: 1 } },
    // The rows' total, kept by the engine in the transaction that saves them.
    { name: 'total', type: 'money', label: f('total'), editable: false, rollup: { op: 'sum', of: 'amount', from: 'details' }, width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'title',
  subtitleFields: ['expenseNo', 'total', 'expenseDate'],
  searchFields: ['expenseNo', 'title', 'remark'],
  filterFields: ['customerId', 'chanceId', 'expenseDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  auditAmount: 'total',
  features: { owner: true, audit: true, attachments: true, comments: true },
});
