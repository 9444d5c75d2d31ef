import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaWorkLog.${name}`;

/** What a work report covers (spec section 3: daily, weekly or monthly). */
export const WORK_LOG_TYPE = { daily: '1', weekly: '2', monthly: '3' } as const;

/**
 * Work reports (spec sections 2 and 3: oaWorkLogList|View|Add; type, reporter, time): a day's,
 * week's or month's report of what was done and what comes next, sent to the colleagues chosen as
 * its recipients, who are told, read it (the reporter sees who has) and comment on it. The
 * numbers of the reporter's period (follow-ups written, visits made, customers added, orders
 * signed and their amount) are filled in by the server from their records when it is written.
 * Only its reporter changes it; its recipients and whoever's data scope covers the reporter read it.
 */
export const oaWorkLog = defineObject({
  module: 'oa',
  apiName: 'oaWorkLog',
  fields: [
    {
      name: 'logType',
      type: 'dict',
      label: f('logType'),
      required: true,
      defaultValue: WORK_LOG_TYPE.daily,
      width: 'half',
      options: [
        { value: WORK_LOG_TYPE.daily, label: f('typeDaily'), color: 'blue' },
        { value: WORK_LOG_TYPE.weekly, label: f('typeWeekly'), color: 'green' },
        { value: WORK_LOG_TYPE.monthly, label: f('typeMonthly'), color: 'orange' },
      ],
    },
    // The day reported on; for a week or a month, a day in it.
    { name: 'reportDate', type: 'date', label: f('reportDate'), required: true, defaultValue: '$today', width: 'half' },
    { name: 'content', type: 'textarea', label: f('content'), required: true, maxLength: 2000 },
    { name: 'plan', type: 'textarea', label: f('plan'), maxLength: 2000 },
    { name: 'problems', type: 'textarea', label: f('problems'), maxLength: 1000 },
    { name: 'recipientIds', type: 'user', label: f('recipientIds'), multiple: true, required: true },
    // The reporter's period in numbers, from their records (the server's, on every save).
    { name: 'followUpCount', type: 'number', label: f('followUpCount'), editable: false, hideOnAdd: true, width: 'half', group: f('groupFigures') },
    { name: 'visitCount', type: 'number', label: f('visitCount'), editable: false, hideOnAdd: true, width: 'half', group: f('groupFigures') },
    { name: 'customerCount', type: 'number', label: f('customerCount'), editable: false, hideOnAdd: true, width: 'half', group: f('groupFigures') },
    { name: 'orderCount', type: 'number', label: f('orderCount'), editable: false, hideOnAdd: true, width: 'half', group: f('groupFigures') },
    { name: 'orderAmount', type: 'money', label: f('orderAmount'), editable: false, hideOnAdd: true, width: 'half', group: f('groupFigures') },
  ],
  titleField: 'reportDate',
  subtitleFields: ['logType', 'ownerId', 'content'],
  searchFields: ['content', 'plan', 'problems'],
  filterFields: ['logType', 'reportDate', 'ownerId', 'createTime'],
  defaultSort: { field: 'reportDate', order: 'desc' },
  relatedLists: [],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'received', label: f('sceneReceived'), conditions: [{ field: 'recipientIds', op: 'eq', value: '$me' }] },
    ...Object.entries(WORK_LOG_TYPE).map(([key, value]) => ({
      key,
      label: f(`type${key[0]!.toUpperCase()}${key.slice(1)}`),
      conditions: [{ field: 'logType', op: 'eq' as const, value }],
    })),
  ],
  features: { owner: true, attachments: true, comments: true },
});
