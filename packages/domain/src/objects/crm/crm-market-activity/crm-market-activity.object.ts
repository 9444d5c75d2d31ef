import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmMarketActivity.${name}`;

/** Activity statuses (spec section 4: planned, ended, terminated; and ongoing between). */
export const MARKET_ACTIVITY_STATUS = { planned: '1', ongoing: '2', ended: '3', terminated: '4' } as const;

/**
 * Market activities (the spec's crmMarketActivity screens): an exhibition, seminar, online event
 * or advertising campaign the company runs to win leads, with its time and place, what it was
 * budgeted and what it cost, and how many leads it was to bring and brought. Its members, the
 * leads, contacts and customers who took part (crmMarketMemberAdd), are a related list. Planned,
 * then ongoing, and ending ended or terminated; the server refuses an end before the start.
 */
export const crmMarketActivity = defineObject({
  module: 'crm',
  apiName: 'crmMarketActivity',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, maxLength: 100 },
    { name: 'activityType', type: 'dict', label: f('activityType'), dict: 'market_activity_type', required: true, width: 'half' },
    // Set by the engine on add (the status flow's initial value), then moved along its transitions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: MARKET_ACTIVITY_STATUS.planned, label: f('statusPlanned'), color: 'blue' },
        { value: MARKET_ACTIVITY_STATUS.ongoing, label: f('statusOngoing'), color: 'orange' },
        { value: MARKET_ACTIVITY_STATUS.ended, label: f('statusEnded'), color: 'green' },
        { value: MARKET_ACTIVITY_STATUS.terminated, label: f('statusTerminated'), color: '#969799' },
      ],
    },
    { name: 'startTime', type: 'datetime', label: f('startTime'), required: true, width: 'half' },
    { name: 'endTime', type: 'datetime', label: f('endTime'), width: 'half' },
    { name: 'place', type: 'text', label: f('place'), maxLength: 200 },
    { name: 'budgetCost', type: 'money', label: f('budgetCost'), width: 'half' },
    { name: 'actualCost', type: 'money', label: f('actualCost'), width: 'half' },
    { name: 'expectedLeads', type: 'number', label: f('expectedLeads'), width: 'half' },
    { name: 'gainedLeads', type: 'number', label: f('gainedLeads'), width: 'half' },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 2000 },
  ],
  titleField: 'name',
  subtitleFields: ['activityType', 'startTime', 'status'],
  searchFields: ['name', 'place', 'description'],
  filterFields: ['activityType', 'status', 'startTime', 'createTime'],
  defaultSort: { field: 'startTime', order: 'desc' },
  status: {
    field: 'status',
    initial: MARKET_ACTIVITY_STATUS.planned,
    // An activity entered after the fact may end at once; ended and terminated are final.
    transitions: {
      [MARKET_ACTIVITY_STATUS.planned]: [MARKET_ACTIVITY_STATUS.ongoing, MARKET_ACTIVITY_STATUS.ended, MARKET_ACTIVITY_STATUS.terminated],
      [MARKET_ACTIVITY_STATUS.ongoing]: [MARKET_ACTIVITY_STATUS.ended, MARKET_ACTIVITY_STATUS.terminated],
    },
  },
  // Until it ends, its dates move (/common/changePeriod) and it may be handed to another organiser (/common/appoint).
  period: { start: 'startTime', end: 'endTime', status: [MARKET_ACTIVITY_STATUS.planned, MARKET_ACTIVITY_STATUS.ongoing] },
  appoint: { field: 'ownerId', status: [MARKET_ACTIVITY_STATUS.planned, MARKET_ACTIVITY_STATUS.ongoing] },
  relatedLists: [{ entity: 'crmMarketMember', field: 'activityId' }],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'ongoing', label: f('sceneOngoing'), conditions: [{ field: 'status', op: 'eq', value: MARKET_ACTIVITY_STATUS.ongoing }] },
  ],
  features: { owner: true, team: true, attachments: true, comments: true },
});
