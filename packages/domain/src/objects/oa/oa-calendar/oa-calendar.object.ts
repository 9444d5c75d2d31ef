import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaCalendar.${name}`;

/** How long before an event its owner is reminded (minutes; none: '0'). */
export const CALENDAR_REMIND = { none: '0', atStart: '1', minutes15: '2', hour: '3', day: '4' } as const;

/** Each reminder choice's lead time in minutes. */
export const CALENDAR_REMIND_MINUTES: Readonly<Record<string, number>> = { '1': 0, '2': 15, '3': 60, '4': 24 * 60 };

/**
 * Calendar events (spec section 2: oaCalendarList|Add|View): a meeting, a call or an appointment
 * with its time, place and the colleagues taking part, who are told and see it; its owner is
 * reminded before it starts (a to-do, a message when it comes). The month view (/oa/oaCalendar)
 * shows them beside the owner's other dated work: follow-ups due, visits, tasks and receipt plans.
 */
export const oaCalendar = defineObject({
  module: 'oa',
  apiName: 'oaCalendar',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'startTime', type: 'datetime', label: f('startTime'), required: true, defaultValue: '$now', width: 'half' },
    { name: 'endTime', type: 'datetime', label: f('endTime'), width: 'half' },
    { name: 'place', type: 'text', label: f('place'), maxLength: 200 },
    { name: 'participantIds', type: 'user', label: f('participantIds'), multiple: true },
    {
      name: 'remind',
      type: 'dict',
      label: f('remind'),
      defaultValue: CALENDAR_REMIND.minutes15,
      width: 'half',
      options: [
        { value: CALENDAR_REMIND.none, label: f('remindNone') },
        { value: CALENDAR_REMIND.atStart, label: f('remindAtStart') },
        { value: CALENDAR_REMIND.minutes15, label: f('remind15') },
        { value: CALENDAR_REMIND.hour, label: f('remindHour') },
        { value: CALENDAR_REMIND.day, label: f('remindDay') },
      ],
    },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 2000 },
  ],
  titleField: 'title',
  subtitleFields: ['startTime', 'place', 'ownerId'],
  searchFields: ['title', 'place', 'description'],
  filterFields: ['startTime', 'ownerId', 'createTime'],
  defaultSort: { field: 'startTime', order: 'desc' },
  relatedLists: [],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'takingPart', label: f('sceneTakingPart'), conditions: [{ field: 'participantIds', op: 'eq', value: '$me' }] },
    { key: 'upcoming', label: f('sceneUpcoming'), conditions: [{ field: 'startTime', op: 'ge', value: '$now' }] },
  ],
  features: { owner: true, comments: true },
});
