import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { VISIT_SIGN_STATE } from './crm-visit.sign.ts';

const f = (name: string) => `entity.crmVisit.${name}`;

/** Visit statuses (spec section 4, "Activity: planned, ended, terminated"). Signed in is the sign time, not a status. */
export const VISIT_STATUS = { planned: '1', ended: '2', terminated: '3' } as const;

const SIGN = f('groupSign');
const RESULT = f('groupResult');

/**
 * Visits (spec section 2: crmVisitPlanForm, crmVisitEditForm, crmVisitAdd, crmVisitSign,
 * crmVisitEnd, crmVisitList, crmVisitView): a salesperson plans a visit to a customer (when, why,
 * whom: contacts of that customer, which the server checks), signs in on arrival with the phone's
 * position, an address and photos (the server stamps the time and measures the distance from the
 * customer's address against the tenant's threshold: far is recorded as far), and ends it with a
 * summary that becomes a follow-up on the customer; a plan that will not happen is terminated with
 * a reason. An unplanned visit is added and signed in at once (crmVisitAdd).
 */
export const crmVisit = defineObject({
  module: 'crm',
  apiName: 'crmVisit',
  // Planned at crmVisitPlanForm, its plan edited at crmVisitEditForm; crmVisitAdd is the unplanned visit (signed in at once).
  routes: { add: '/crm/crmVisitPlanForm', edit: '/crm/crmVisitEditForm' },
  fields: [
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // The customer's name when the visit was planned (the server keeps it): the card's and the header's title.
    { name: 'customerName', type: 'text', label: f('customerName'), maxLength: 200, editable: false, hideOnAdd: true, internal: true },
    // Whom the visit meets: contacts of that customer (the picker filters by customer; the server refuses another's).
    { name: 'contacterIds', type: 'relation', multiple: true, label: f('contacterIds'), relation: 'crmContacter' },
    { name: 'planStartTime', type: 'datetime', label: f('planStartTime'), required: true, defaultValue: '$now', width: 'half' },
    { name: 'planEndTime', type: 'datetime', label: f('planEndTime'), width: 'half' },
    { name: 'purpose', type: 'dict', label: f('purpose'), dict: 'visit_purpose', width: 'half' },
    // Moved only by the actions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: VISIT_STATUS.planned, label: f('statusPlanned'), color: 'blue' },
        { value: VISIT_STATUS.ended, label: f('statusEnded'), color: 'green' },
        { value: VISIT_STATUS.terminated, label: f('statusTerminated'), color: '#969799' },
      ],
    },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // The sign-in, set by the sign action only; its panel on the detail screen shows it on the map.
    { name: 'signTime', type: 'datetime', label: f('signTime'), editable: false, hideOnAdd: true, width: 'half', group: SIGN },
    {
      name: 'signState',
      type: 'dict',
      label: f('signState'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      group: SIGN,
      options: [
        { value: VISIT_SIGN_STATE.onSite, label: f('signOnSite'), color: 'green' },
        { value: VISIT_SIGN_STATE.far, label: f('signFar'), color: 'orange' },
        { value: VISIT_SIGN_STATE.noLocation, label: f('signNoLocation'), color: '#969799' },
      ],
    },
    // Metres from the customer's address; none when the customer has no position.
    { name: 'signDistance', type: 'number', label: f('signDistance'), editable: false, hideOnAdd: true, width: 'half', group: SIGN },
    { name: 'signLocation', type: 'address', label: f('signLocation'), editable: false, hideOnAdd: true, internal: true, group: SIGN },
    // Six at most (spec section 5), compressed at 0.5 by the phone.
    { name: 'signImages', type: 'images', label: f('signImages'), maxCount: 6, editable: false, hideOnAdd: true, internal: true, group: SIGN },
    // The end (the end action) or the termination (terminate).
    { name: 'endTime', type: 'datetime', label: f('endTime'), editable: false, hideOnAdd: true, width: 'half', group: RESULT },
    { name: 'nextContactTime', type: 'datetime', label: f('nextContactTime'), editable: false, hideOnAdd: true, width: 'half', group: RESULT },
    { name: 'summary', type: 'textarea', label: f('summary'), maxLength: 2000, editable: false, hideOnAdd: true, group: RESULT },
    // The follow-up the end wrote on the customer.
    { name: 'followUpId', type: 'relation', label: f('followUpId'), relation: 'crmRecord', editable: false, hideOnAdd: true, group: RESULT },
    { name: 'terminateTime', type: 'datetime', label: f('terminateTime'), editable: false, hideOnAdd: true, width: 'half', group: RESULT },
    { name: 'terminateReason', type: 'textarea', label: f('terminateReason'), maxLength: 500, editable: false, hideOnAdd: true, group: RESULT },
  ],
  titleField: 'customerName',
  subtitleFields: ['planStartTime', 'purpose', 'signState'],
  searchFields: ['customerName', 'remark', 'summary'],
  filterFields: ['status', 'purpose', 'signState', 'customerId', 'planStartTime', 'signTime', 'createTime'],
  defaultSort: { field: 'planStartTime', order: 'desc' },
  // Moved only by the actions; an ended or terminated visit is what happened, no longer edited.
  status: { field: 'status', initial: VISIT_STATUS.planned, transitions: {}, editable: [VISIT_STATUS.planned] },
  // While planned, its dates move (/common/changePeriod) and it may be handed to a colleague (/common/appoint).
  period: { start: 'planStartTime', end: 'planEndTime', status: [VISIT_STATUS.planned] },
  appoint: { field: 'ownerId', status: [VISIT_STATUS.planned] },
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'planned', label: f('scenePlanned'), conditions: [{ field: 'status', op: 'eq', value: VISIT_STATUS.planned }] },
    { key: 'far', label: f('sceneFar'), conditions: [{ field: 'signState', op: 'eq', value: VISIT_SIGN_STATE.far }] },
  ],
  features: { owner: true, comments: true },
  actions: {
    // On arrival, by the visitor: the phone's position, an address and photos; the server stamps
    // the time and measures the distance (the handler). Once.
    sign: {
      when: {
        status: [VISIT_STATUS.planned],
        actor: 'owner',
        fields: [{ field: 'signTime', op: 'empty' }],
        fieldMessages: { signTime: 'server.visitSignedAlready' },
      },
      input: [
        { name: 'signLocation', type: 'address', label: f('signLocation') },
        { name: 'signImages', type: 'images', label: f('signImages'), maxCount: 6 },
      ],
      sets: { signTime: '$now', signLocation: '$input.signLocation', signImages: '$input.signImages' },
      handler: true,
      screen: '/crm/crmVisitSign',
    },
    // After the sign-in, by the visitor: the summary becomes a follow-up on the customer (the handler).
    end: {
      requires: ['crm:crmRecord:add'],
      when: {
        status: [VISIT_STATUS.planned],
        actor: 'owner',
        fields: [{ field: 'signTime', op: 'notEmpty' }],
        fieldMessages: { signTime: 'server.visitNotSigned' },
      },
      input: [
        { name: 'summary', type: 'textarea', label: f('summary'), required: true, maxLength: 2000 },
        { name: 'nextContactTime', type: 'datetime', label: f('nextContactTime') },
      ],
      sets: { status: VISIT_STATUS.ended, endTime: '$now', summary: '$input.summary', nextContactTime: '$input.nextContactTime' },
      handler: true,
      screen: '/crm/crmVisitEnd',
    },
    // A plan that will not happen; once signed in, a visit is ended instead.
    terminate: {
      when: {
        status: [VISIT_STATUS.planned],
        fields: [{ field: 'signTime', op: 'empty' }],
        fieldMessages: { signTime: 'server.visitSignedEndIt' },
      },
      input: [{ name: 'terminateReason', type: 'textarea', label: f('terminateReason'), required: true, maxLength: 500 }],
      sets: { status: VISIT_STATUS.terminated, terminateTime: '$now', terminateReason: '$input.terminateReason' },
      danger: true,
    },
  },
});
