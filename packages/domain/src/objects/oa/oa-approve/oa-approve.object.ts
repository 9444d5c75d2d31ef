import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaApprove.${name}`;

/** What an office request asks for (spec section 2 oaApprove; issue 17): each kind has fields of its own. */
export const APPROVE_TYPE = { leave: '1', trip: '2', overtime: '3', expense: '4', purchase: '5', general: '6' } as const;

const T = APPROVE_TYPE;
/** Shown for these kinds of request only. */
const forKinds = (...kinds: string[]) => ({ field: 'approveType', in: kinds });

/**
 * Office requests (spec section 2: oaApproveList|Add|View): leave, a business trip, overtime, an
 * expense claim, a purchase request or a general request, each with the fields of its kind, sent
 * through the tenant's approval flow for requests (the approval engine: submit, agree, reject,
 * revoke, urge, batch), whose steps may depend on the amount. The requester's own; their
 * manager's scope reads them, and each approver sees what waits for them.
 */
export const oaApprove = defineObject({
  module: 'oa',
  apiName: 'oaApprove',
  fields: [
    { name: 'approveNo', type: 'autoNumber', label: f('approveNo'), autoNumber: { prefix: 'SP', digits: 6 }, editable: false, width: 'half' },
    {
      name: 'approveType',
      type: 'dict',
      label: f('approveType'),
      required: true,
      defaultValue: T.leave,
      width: 'half',
      options: [
        { value: T.leave, label: f('typeLeave'), color: 'blue' },
        { value: T.trip, label: f('typeTrip'), color: 'green' },
        { value: T.overtime, label: f('typeOvertime'), color: 'orange' },
        { value: T.expense, label: f('typeExpense'), color: 'red' },
        { value: T.purchase, label: f('typePurchase'), color: 'purple' },
        { value: T.general, label: f('typeGeneral'), color: '#969799' },
      ],
    },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    {
      name: 'leaveType',
      type: 'dict',
      label: f('leaveType'),
      dict: 'leave_type',
      required: true,
      width: 'half',
      shownWhen: forKinds(T.leave),
    },
    { name: 'destination', type: 'text', label: f('destination'), required: true, maxLength: 100, shownWhen: forKinds(T.trip) },
    { name: 'startTime', type: 'datetime', label: f('startTime'), required: true, width: 'half', shownWhen: forKinds(T.leave, T.trip, T.overtime) },
    { name: 'endTime', type: 'datetime', label: f('endTime'), required: true, width: 'half', shownWhen: forKinds(T.leave, T.trip, T.overtime) },
    { name: 'days', type: 'number', label: f('days'), decimals: 1, required: true, width: 'half', shownWhen: forKinds(T.leave, T.trip) },
    { name: 'hours', type: 'number', label: f('hours'), decimals: 1, required: true, width: 'half', shownWhen: forKinds(T.overtime) },
    // An expense's or a purchase's amount, a trip's expected cost: what the flow's thresholds compare.
    { name: 'amount', type: 'money', label: f('amount'), width: 'half', shownWhen: forKinds(T.trip, T.expense, T.purchase) },
    { name: 'items', type: 'textarea', label: f('items'), required: true, maxLength: 2000, shownWhen: forKinds(T.purchase) },
    { name: 'reason', type: 'textarea', label: f('reason'), required: true, maxLength: 2000 },
    // Receipts of an expense claim, quotes of a purchase.
    { name: 'images', type: 'images', label: f('images'), maxCount: 6, shownWhen: forKinds(T.expense, T.purchase) },
  ],
  titleField: 'title',
  subtitleFields: ['approveNo', 'approveType', 'startTime', 'amount'],
  searchFields: ['title', 'approveNo', 'reason'],
  filterFields: ['approveType', 'auditStatus', 'createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  auditAmount: 'amount',
  relatedLists: [],
  presetScenes: [
    ...OWNED_SCENES,
    ...Object.entries(T).map(([key, value]) => ({
      key,
      label: f(`type${key[0]!.toUpperCase()}${key.slice(1)}`),
      conditions: [{ field: 'approveType', op: 'eq' as const, value }],
    })),
  ],
  features: { owner: true, audit: true, attachments: true, comments: true },
});
