import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { srmInquiryDetail, srmInquiryQuote } from './srm-inquiry.lines.ts';

const f = (name: string) => `entity.srmInquiry.${name}`;

/**
 * Where an inquiry stands: quotes being collected, a supplier's quote picked, bought (a purchase
 * order made from it), or closed without buying. Only its actions move it.
 */
export const INQUIRY_STATUS = { quoting: '1', decided: '2', ordered: '3', closed: '4' } as const;

const S = INQUIRY_STATUS;

/** The group of what the inquiry decided: the supplier picked, at what amount, and the order made. */
const DECISION = f('groupDecision');

/**
 * Inquiries (spec /srm/srmInquiry*): asking several suppliers for the products a purchase
 * requirement needs, recording their quotes, picking one and buying from it. Its quotes are
 * collected while it is quoting (the only status it is edited in); pick chooses a quote, and with
 * it that supplier's offer (their quotes of every product asked); toPurchase makes the purchase
 * order for that supplier with those quotes' products, prices and quantities (srm-inquiry's
 * server), links it here and marks the requirement ordered.
 */
export const srmInquiry = defineObject({
  module: 'srm',
  apiName: 'srmInquiry',
  fields: [
    { name: 'inquiryNo', type: 'autoNumber', label: f('inquiryNo'), autoNumber: { prefix: 'XJ', digits: 6 }, editable: false, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.quoting, label: f('statusQuoting'), color: 'blue' },
        { value: S.decided, label: f('statusDecided'), color: 'orange' },
        { value: S.ordered, label: f('statusOrdered'), color: 'green' },
        { value: S.closed, label: f('statusClosed'), color: '#969799' },
      ],
    },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    // The approved requirement it serves, if any: choosing it on a new inquiry starts the title and
    // the products asked from it.
    { name: 'demandId', type: 'relation', label: f('demandId'), relation: 'srmDemand', copies: { title: 'title' } },
    // The last day suppliers may quote.
    { name: 'deadline', type: 'date', label: f('deadline'), required: true, width: 'half' },
    {
      name: 'quoteCount',
      type: 'number',
      label: f('quoteCount'),
      editable: false,
      rollup: { op: 'count', from: 'quotes' },
      width: 'half',
    },
    {
      name: 'details',
      type: 'lines',
      label: f('details'),
      lines: { object: srmInquiryDetail, minItems: 1, pick: 'productId', startFrom: { via: 'demandId', lines: 'details' } },
    },
    { name: 'quotes', type: 'lines', label: f('quotes'), lines: { object: srmInquiryQuote, pick: 'supplierId' } },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Set by pick (and cleared by requote), then toPurchase.
    { name: 'supplierId', type: 'relation', label: f('supplierId'), relation: 'wmsSupplier', editable: false, hideOnAdd: true, group: DECISION },
    { name: 'pickedAmount', type: 'money', label: f('pickedAmount'), editable: false, hideOnAdd: true, width: 'half', group: DECISION },
    { name: 'purchaseId', type: 'relation', label: f('purchaseId'), relation: 'wmsPurchase', editable: false, hideOnAdd: true, group: DECISION },
  ],
  titleField: 'title',
  subtitleFields: ['inquiryNo', 'deadline', 'quoteCount', 'status'],
  searchFields: ['title', 'inquiryNo', 'remark'],
  filterFields: ['status', 'demandId', 'supplierId', 'deadline', 'ownerId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  // Quotes are recorded while it is quoting; what was picked is decided on them as they stand.
  status: { field: 'status', initial: S.quoting, transitions: {}, editable: [S.quoting] },
  presetScenes: [...OWNED_SCENES, { key: 'open', label: f('sceneOpen'), conditions: [{ field: 'status', op: 'in', value: [S.quoting, S.decided] }] }],
  features: { owner: true, team: true, attachments: true, comments: true },
  actions: {
    // Its page lists the quotes to choose from; the handler checks the quote is one of this inquiry's.
    pick: {
      when: {
        status: [S.quoting, S.decided],
        fields: [{ field: 'quoteCount', op: 'gt', value: 0 }],
        fieldMessages: { quoteCount: 'server.srmInquiryNoQuotes' },
      },
      input: [{ name: 'quoteId', type: 'text', label: f('action.pickQuote'), required: true, maxLength: 64 }],
      sets: { status: S.decided },
      handler: true,
      screen: '/srm/srmInquiryPick',
    },
    // Back to collecting quotes: the pick is undone, and the quotes may be changed again.
    requote: {
      when: { status: [S.decided] },
      sets: { status: S.quoting, supplierId: null, pickedAmount: null },
      handler: true,
      confirm: f('action.requoteConfirm'),
    },
    toPurchase: {
      requires: ['wms:wmsPurchase:add'],
      when: {
        status: [S.decided],
        statusMessages: { [S.quoting]: 'server.srmInquiryNotPicked', [S.ordered]: 'server.srmInquiryOrdered', [S.closed]: 'server.srmInquiryClosed' },
      },
      sets: { status: S.ordered },
      handler: true,
      confirm: f('action.toPurchaseConfirm'),
    },
    close: { when: { status: [S.quoting, S.decided] }, sets: { status: S.closed }, confirm: f('action.closeConfirm'), danger: true },
  },
});
