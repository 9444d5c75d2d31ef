import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmEmpower.${name}`;

/**
 * Empowerment (赋能; spec section 2: /crm/crmEmpower, crmEmpowerForm): a manager or a colleague
 * coaching a salesperson on a customer, or on one opportunity of that customer (the server
 * refuses one of another customer): a joint visit, call coaching, a proposal review, support in
 * a negotiation, a product training. The coach owns the record; the person coached reads it (the
 * server keeps them a read-only member of its team) and rates how useful it was, with what they
 * took from it, through the action `rate`, which is theirs alone. Shown on the customer and the
 * opportunity.
 */
export const crmEmpower = defineObject({
  module: 'crm',
  apiName: 'crmEmpower',
  fields: [
    { name: 'subject', type: 'text', label: f('subject'), required: true, maxLength: 100 },
    { name: 'coachedUserId', type: 'user', label: f('coachedUserId'), required: true, width: 'half' },
    { name: 'empowerType', type: 'dict', label: f('empowerType'), dict: 'empower_type', required: true, width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // One of that customer's opportunities (the picker offers only those; the server refuses another's).
    { name: 'chanceId', type: 'relation', label: f('chanceId'), relation: 'crmChance' },
    { name: 'empowerTime', type: 'datetime', label: f('empowerTime'), required: true, defaultValue: '$now', width: 'half' },
    { name: 'durationMinutes', type: 'number', label: f('durationMinutes'), width: 'half' },
    { name: 'content', type: 'textarea', label: f('content'), required: true, maxLength: 2000 },
    // The coached person's, set by their rating (the action `rate`), never by the coach's form.
    { name: 'rating', type: 'dict', label: f('rating'), dict: 'empower_rating', editable: false, hideOnAdd: true, group: f('group.feedback') },
    { name: 'takeaways', type: 'textarea', label: f('takeaways'), maxLength: 2000, editable: false, hideOnAdd: true, group: f('group.feedback') },
  ],
  titleField: 'subject',
  subtitleFields: ['coachedUserId', 'customerId', 'empowerType', 'empowerTime'],
  searchFields: ['subject', 'content', 'takeaways'],
  filterFields: ['coachedUserId', 'customerId', 'chanceId', 'empowerType', 'rating', 'empowerTime', 'createTime'],
  defaultSort: { field: 'empowerTime', order: 'desc' },
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'coachedMe', label: f('sceneCoachedMe'), conditions: [{ field: 'coachedUserId', op: 'eq', value: '$me' }] },
    {
      key: 'unrated',
      label: f('sceneUnrated'),
      conditions: [
        { field: 'coachedUserId', op: 'eq', value: '$me' },
        { field: 'rating', op: 'empty' },
      ],
    },
  ],
  routes: { list: '/crm/crmEmpower', add: '/crm/crmEmpowerForm' },
  features: { owner: true, team: true, attachments: true, comments: true },
  actions: {
    rate: {
      // The person coached alone, as often as they change their mind; the coach is told.
      when: { actor: 'field:coachedUserId' },
      input: [
        { name: 'rating', type: 'dict', label: f('rating'), dict: 'empower_rating', required: true },
        { name: 'takeaways', type: 'textarea', label: f('takeaways'), maxLength: 2000 },
      ],
      sets: { rating: '$input.rating', takeaways: '$input.takeaways' },
      notify: 'owner',
    },
  },
});
