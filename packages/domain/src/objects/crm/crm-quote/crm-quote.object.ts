import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { crmQuoteDetail } from './crm-quote.lines.ts';

const f = (name: string) => `entity.crmQuote.${name}`;

/** Quote statuses. */
const QUOTE_STATUS = {
  draft: '0',
  sent: '1',
  accepted: '2',
  ordered: '3',
  invalid: '4',
} as const;

/**
 * Quotations (spec section 3: number, date, amount, valid period days, deadline, gross profit,
 * details): what a customer is offered, product by product. Its totals follow its lines; the
 * server computes the deadline from the date and the days it is valid. A quote is drafted, sent,
 * accepted, and ends invalid or as an order (the toOrder action, which links the order here).
 */
export const crmQuote = defineObject({
  module: 'crm',
  apiName: 'crmQuote',
  fields: [
    { name: 'quoteNo', type: 'autoNumber', label: f('quoteNo'), autoNumber: { prefix: 'BJ', digits: 6 }, editable: false, width: 'half' },
    { name: 'quoteDate', type: 'date', label: f('quoteDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // A contact of that customer (the picker filters by customer).
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter' },
    // The opportunity it quotes for (set by the opportunity's toQuote action, or chosen).
    { name: 'chanceId', type: 'relation', label: f('chanceId'), relation: 'crmChance' },
    { name: 'validDays', type: 'number', label: f('validDays'), defaultValue: 30, width: 'half' },
    // quoteDate + validDays, kept by the server on every save.
    { name: 'deadline', type: 'date', label: f('deadline'), editable: false, hideOnAdd: true, width: 'half' },
    // Set by the engine on add (the status flow's initial value), then moved along its transitions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: QUOTE_STATUS.draft, label: 'entity.crmQuote.statusDraft', color: '#969799' },
        { value: QUOTE_STATUS.sent, label: 'entity.crmQuote.statusSent', color: 'blue' },
        { value: QUOTE_STATUS.accepted, label: 'entity.crmQuote.statusAccepted', color: 'orange' },
        { value: QUOTE_STATUS.ordered, label: 'entity.crmQuote.statusOrdered', color: 'green' },
        { value: QUOTE_STATUS.invalid, label: 'entity.crmQuote.statusInvalid', color: 'red' },
      ],
    },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: crmQuoteDetail, minItems: 1, pick: 'productId' } },
    // Totals of the lines, kept by the engine in the transaction that saves them; declared before
    // the formulas that read them.
    {
      name: 'productTotal',
      type: 'money',
      label: f('productTotal'),
      editable: false,
      rollup: { op: 'sum', of: 'amount', from: 'details' },
      width: 'half',
      group: 'entity.group.amounts',
    },
    {
      name: 'costTotal',
      type: 'money',
      label: f('costTotal'),
      editable: false,
      rollup: { op: 'sum', of: 'costAmount', from: 'details' },
      width: 'half',
      group: 'entity.group.amounts',
    },
    { name: 'amount', type: 'formula', label: f('amount'), formula: 'productTotal', shows: 'money', width: 'half' },
    {
      name: 'grossProfit',
      type: 'formula',
      label: f('grossProfit'),
      formula: 'productTotal - costTotal',
      shows: 'money',
      width: 'half',
      group: 'entity.group.amounts',
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Set by the toOrder action's handler to the order it made.
    { name: 'orderId', type: 'relation', label: f('orderId'), relation: 'crmOrder', editable: false, hideOnAdd: true, group: 'entity.group.system' },
  ],
  titleField: 'quoteNo',
  subtitleFields: ['customerId', 'amount', 'quoteDate'],
  searchFields: ['quoteNo', 'remark'],
  filterFields: ['status', 'customerId', 'chanceId', 'quoteDate', 'deadline', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: {
    field: 'status',
    initial: QUOTE_STATUS.draft,
    // Ordered ('3') is final and set only by the toOrder action, so no move through edit reaches
    // it. Invalid ('4') is final too: a quote offered again is a new quote.
    transitions: {
      [QUOTE_STATUS.draft]: [QUOTE_STATUS.sent, QUOTE_STATUS.invalid],
      [QUOTE_STATUS.sent]: [QUOTE_STATUS.accepted, QUOTE_STATUS.invalid],
      [QUOTE_STATUS.accepted]: [QUOTE_STATUS.invalid],
    },
  },
  relatedLists: [{ entity: 'crmContract', field: 'quoteId' }],
  presetScenes: OWNED_SCENES,
  currency: { date: 'quoteDate' },
  auditAmount: 'amount',
  features: { owner: true, audit: true, team: true, lock: true, followUp: true, attachments: true, comments: true },
  actions: {
    // The handler (the quote's server folder) adds the order from the quote, its customer, contact
    // and lines, and links the two (`orderId` here, `quoteId` there).
    toOrder: {
      requires: ['crm:crmOrder:add'],
      when: {
        status: [QUOTE_STATUS.draft, QUOTE_STATUS.sent, QUOTE_STATUS.accepted],
        statusMessages: { [QUOTE_STATUS.ordered]: 'server.quoteOrdered', [QUOTE_STATUS.invalid]: 'server.quoteInvalid' },
      },
      sets: { status: QUOTE_STATUS.ordered },
      handler: true,
      confirm: 'entity.crmQuote.action.toOrderConfirm',
    },
  },
});
