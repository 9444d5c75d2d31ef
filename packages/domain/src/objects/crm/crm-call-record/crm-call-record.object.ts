import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmCallRecord.${name}`;

/** Which way a call went. */
export const CALL_DIRECTION = { outgoing: '1', incoming: '2' } as const;

/** The longest call a record takes: a day, in seconds. */
export const CALL_MAX_SECONDS = 86_400;

/**
 * Call records (the spec's callRecordView: "a call logged from the phone's dialer link with its
 * duration"): a call with a customer (and one of its contacts) or a lead, the number, which way
 * it went, when it started, how long it lasted and what came of it. The phone offers to log one
 * when its user comes back from dialling a number of a customer, contact or lead, with the time
 * away as the duration; listed on each of them. A call names a customer or a lead (a contact
 * brings its customer); the server refuses a contact of another customer.
 */
export const crmCallRecord = defineObject({
  module: 'crm',
  apiName: 'crmCallRecord',
  // Spec section 2 names its detail screen callRecordView.
  routes: { view: '/crm/callRecordView' },
  fields: [
    { name: 'phone', type: 'phone', label: f('phone'), required: true, width: 'half' },
    {
      name: 'direction',
      type: 'dict',
      label: f('direction'),
      required: true,
      defaultValue: CALL_DIRECTION.outgoing,
      width: 'half',
      options: [
        { value: CALL_DIRECTION.outgoing, label: f('directionOutgoing') },
        { value: CALL_DIRECTION.incoming, label: f('directionIncoming') },
      ],
    },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer' },
    // A contact of that customer (the picker filters by customer); chosen alone, it brings its customer.
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter', copies: { customerId: 'customerId' } },
    { name: 'clueId', type: 'relation', label: f('clueId'), relation: 'crmClue' },
    { name: 'startTime', type: 'datetime', label: f('startTime'), required: true, defaultValue: '$now', width: 'half' },
    // Seconds, shown as minutes and seconds ("2分35秒"); the form reads the typed seconds back the same way.
    {
      name: 'durationSeconds',
      type: 'number',
      shows: 'duration',
      label: f('durationSeconds'),
      placeholder: f('durationPlaceholder'),
      required: true,
      defaultValue: 0,
      width: 'half',
    },
    { name: 'outcome', type: 'dict', label: f('outcome'), dict: 'call_outcome', required: true, width: 'half' },
    { name: 'note', type: 'textarea', label: f('note'), maxLength: 1000 },
  ],
  titleField: 'phone',
  subtitleFields: ['customerId', 'startTime', 'durationSeconds', 'outcome'],
  searchFields: ['phone', 'note'],
  filterFields: ['outcome', 'direction', 'customerId', 'clueId', 'startTime', 'createTime'],
  defaultSort: { field: 'startTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  features: { owner: true, comments: true },
});
