import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmContract.${name}`;

/** Contract statuses: drafted, then executed, and ending completed or terminated. */
const CONTRACT_STATUS = { draft: '0', executing: '1', completed: '2', terminated: '3' } as const;

/**
 * Contracts (spec section 3: number, title, status, amount, signing date, both signatories): what
 * a customer signed, for an amount in a currency of its own, over a term. It is made from an
 * opportunity or a quote (their "to contract" buttons open this form with one of them chosen, and
 * choosing one fills the customer, amount and the customer's signatory from it); orders and
 * receipts name the contract they execute. Drafted, executed, then completed or terminated; a
 * contract is approved before it counts (the audit feature).
 */
export const crmContract = defineObject({
  module: 'crm',
  apiName: 'crmContract',
  fields: [
    { name: 'contractNo', type: 'autoNumber', label: f('contractNo'), autoNumber: { prefix: 'HT', digits: 6 }, editable: false, width: 'half' },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // What it was made from: an opportunity of that customer, or a quote (the pickers filter by
    // customer); choosing one on a new contract's form starts it from that record's values.
    {
      name: 'chanceId',
      type: 'relation',
      label: f('chanceId'),
      relation: 'crmChance',
      copies: { customerId: 'customerId', amount: 'amount', customerSignerId: 'contacterId' },
    },
    {
      name: 'quoteId',
      type: 'relation',
      label: f('quoteId'),
      relation: 'crmQuote',
      copies: { customerId: 'customerId', chanceId: 'chanceId', currency: 'currency', amount: 'amount', customerSignerId: 'contacterId' },
    },
    // Set by the engine on add (the status flow's initial value), then moved along its transitions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: CONTRACT_STATUS.draft, label: 'entity.crmContract.statusDraft', color: '#969799' },
        { value: CONTRACT_STATUS.executing, label: 'entity.crmContract.statusExecuting', color: 'blue' },
        { value: CONTRACT_STATUS.completed, label: 'entity.crmContract.statusCompleted', color: 'green' },
        { value: CONTRACT_STATUS.terminated, label: 'entity.crmContract.statusTerminated', color: 'red' },
      ],
    },
    { name: 'signDate', type: 'date', label: f('signDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'amount', type: 'money', label: f('amount'), required: true, width: 'half' },
    // The term; the server refuses an end before the start.
    { name: 'startDate', type: 'date', label: f('startDate'), width: 'half' },
    { name: 'endDate', type: 'date', label: f('endDate'), width: 'half' },
    // Both signatories: one of ours, and a contact of the customer (the picker filters by customer).
    { name: 'ourSignerId', type: 'user', label: f('ourSignerId'), defaultValue: '$me', width: 'half' },
    { name: 'customerSignerId', type: 'relation', label: f('customerSignerId'), relation: 'crmContacter', width: 'half' },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'title',
  subtitleFields: ['contractNo', 'customerId', 'amount'],
  searchFields: ['contractNo', 'title', 'remark'],
  filterFields: ['status', 'customerId', 'chanceId', 'ourSignerId', 'signDate', 'endDate', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: {
    field: 'status',
    initial: CONTRACT_STATUS.draft,
    // Completed and terminated are final.
    transitions: {
      [CONTRACT_STATUS.draft]: [CONTRACT_STATUS.executing, CONTRACT_STATUS.terminated],
      [CONTRACT_STATUS.executing]: [CONTRACT_STATUS.completed, CONTRACT_STATUS.terminated],
    },
  },
  relatedLists: [
    { entity: 'crmOrder', field: 'contractId' },
    { entity: 'crmReceive', field: 'contractId' },
  ],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'executing', label: 'entity.crmContract.sceneExecuting', conditions: [{ field: 'status', op: 'eq', value: CONTRACT_STATUS.executing }] },
  ],
  currency: { date: 'signDate' },
  auditAmount: 'amount',
  features: { owner: true, audit: true, team: true, lock: true, followUp: true, attachments: true, comments: true },
});
