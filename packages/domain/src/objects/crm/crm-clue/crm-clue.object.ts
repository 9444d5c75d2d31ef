import { defineObject } from '../../../entities/define-object.ts';
import { NOT_FOLLOWED_SCENES, OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmClue.${name}`;

/** Lead statuses (spec section 4). */
export const CLUE_STATUS = {
  unassigned: '0',
  waiting: '1',
  following: '2',
  converted: '3',
  invalid: '4',
} as const;

/**
 * Leads (spec sections 3 and 4): a prospect not yet qualified as a customer. A lead is worked
 * (waiting → following up) and ends either invalid or converted; conversion (the toCustomer
 * action) creates the customer, optionally a contact from contactName/mobile/phone/email, and
 * fills status, convertTime and customerId.
 */
export const crmClue = defineObject({
  module: 'crm',
  apiName: 'crmClue',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 100 },
    { name: 'contactName', type: 'text', label: f('contactName'), maxLength: 50, width: 'half' },
    { name: 'mobile', type: 'phone', phoneKind: 'mobile', label: f('mobile'), maxLength: 30, width: 'half' },
    { name: 'phone', type: 'phone', label: f('phone'), maxLength: 30, width: 'half' },
    { name: 'email', type: 'email', label: f('email'), maxLength: 100, width: 'half' },
    { name: 'source', type: 'dict', label: f('source'), dict: 'customer_source', width: 'half' },
    { name: 'industry', type: 'dict', label: f('industry'), dict: 'industry', width: 'half' },
    { name: 'group', type: 'dict', label: f('group'), dict: 'clue_group', width: 'half' },
    // Set by the engine on add (the status flow's initial value), then moved along its transitions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: CLUE_STATUS.unassigned, label: 'entity.crmClue.statusUnassigned', color: '#969799' },
        { value: CLUE_STATUS.waiting, label: 'entity.crmClue.statusWaiting', color: 'orange' },
        { value: CLUE_STATUS.following, label: 'entity.crmClue.statusFollowing', color: 'blue' },
        { value: CLUE_STATUS.converted, label: 'entity.crmClue.statusConverted', color: 'green' },
        { value: CLUE_STATUS.invalid, label: 'entity.crmClue.statusInvalid', color: 'red' },
      ],
    },
    { name: 'address', type: 'address', label: f('address') },
    { name: 'nextContactTime', type: 'datetime', label: f('nextContactTime') },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
    // Maintained by the system: follow-ups, the lead pool and conversion set them.
    { name: 'lastFollowTime', type: 'datetime', label: f('lastFollowTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
    // The lead pool it waits in, or last came from (its rules recycle it); none: the default pool's.
    { name: 'poolId', type: 'relation', label: f('poolId'), relation: 'crmPool', editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'receiveTime', type: 'datetime', label: f('receiveTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'convertTime', type: 'datetime', label: f('convertTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', editable: false, hideOnAdd: true, group: 'entity.group.system' },
  ],
  titleField: 'name',
  subtitleFields: ['contactName', 'mobile', 'lastFollowTime'],
  searchFields: ['name', 'contactName', 'mobile', 'phone', 'email', 'address'],
  filterFields: ['status', 'source', 'industry', 'group', 'nextContactTime', 'lastFollowTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: {
    field: 'status',
    // A lead added with an owner starts waiting for follow-up; the engine should start one added
    // without an owner (into the lead pool) at '0' unassigned instead. Claiming or assigning moves 0 → 1.
    initial: CLUE_STATUS.waiting,
    // Converted ('3') is final and is set only by the conversion action: the engine must refuse
    // '3' through edit even though 2 → 3 is listed (it describes the flow for the stage display).
    // Invalid leads can be reactivated (4 → 1).
    transitions: {
      [CLUE_STATUS.unassigned]: [CLUE_STATUS.waiting],
      [CLUE_STATUS.waiting]: [CLUE_STATUS.following, CLUE_STATUS.invalid],
      [CLUE_STATUS.following]: [CLUE_STATUS.converted, CLUE_STATUS.invalid],
      [CLUE_STATUS.invalid]: [CLUE_STATUS.waiting],
    },
  },
  relatedLists: [{ entity: 'crmCallRecord', field: 'clueId' }],
  presetScenes: [...OWNED_SCENES, ...NOT_FOLLOWED_SCENES],
  features: { owner: true, followUp: true, attachments: true, tags: true, comments: true },
  // In a pool a lead is unassigned; claimed or allocated, it waits for its follow-up. Converted and invalid leads stay out.
  pool: {
    returned: { status: CLUE_STATUS.unassigned },
    received: { status: CLUE_STATUS.waiting },
    allocated: { status: CLUE_STATUS.waiting },
    returnableStatus: [CLUE_STATUS.waiting, CLUE_STATUS.following],
  },
  actions: {
    // Its page is the customer form filled from the lead; the handler (the lead's server folder)
    // adds the customer, and the contact when asked, and links them to the lead.
    toCustomer: {
      label: 'web.action.convert',
      requires: ['crm:crmCustomer:add'],
      when: {
        status: [CLUE_STATUS.unassigned, CLUE_STATUS.waiting, CLUE_STATUS.following],
        statusMessages: { [CLUE_STATUS.converted]: 'server.clueConverted', [CLUE_STATUS.invalid]: 'server.clueNotConvertible' },
      },
      input: [{ name: 'createContact', type: 'boolean', label: 'web.action.convertPage.createContact' }],
      sets: { status: CLUE_STATUS.converted, convertTime: '$now' },
      handler: true,
      screen: '/crm/clueChangeToCustomer',
    },
  },
});
