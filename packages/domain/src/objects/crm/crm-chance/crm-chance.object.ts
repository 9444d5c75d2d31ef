import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { crmChanceCompetitor, crmChanceProduct, crmChanceStage } from './crm-chance.lines.ts';

const f = (name: string) => `entity.crmChance.${name}`;

/** Opportunity statuses (spec section 4: ongoing, won, lost, invalid). */
export const CHANCE_STATUS = { ongoing: '1', won: '2', lost: '3', invalid: '4' } as const;

const closedMessages = {
  [CHANCE_STATUS.won]: 'server.chanceClosed',
  [CHANCE_STATUS.lost]: 'server.chanceClosed',
  [CHANCE_STATUS.invalid]: 'server.chanceClosed',
};

/**
 * Opportunities (spec section 3: name, number, amount, win rate %, expected transaction date,
 * sales process, stage, stage duration, status, loss reason): a deal a salesperson works toward,
 * stage by stage along a sales process of the tenant (crmProcess). Entering a stage sets the win
 * rate; expected transaction = amount × win rate / 100 (spec section 9). The server keeps the
 * stage fields and the stage history (`stageLog`, with the days spent in each): they change only
 * through the actions, and advancing past a stage with unfinished tasks needs the user's
 * confirmation (spec section 5). Its products become a quote's lines (toQuote).
 */
export const crmChance = defineObject({
  module: 'crm',
  apiName: 'crmChance',
  fields: [
    { name: 'chanceName', type: 'text', label: f('chanceName'), required: true, maxLength: 100 },
    { name: 'chanceNo', type: 'autoNumber', label: f('chanceNo'), autoNumber: { prefix: 'SJ', digits: 6 }, editable: false, width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter' },
    { name: 'amount', type: 'money', label: f('amount'), required: true, width: 'half' },
    { name: 'expectedDate', type: 'date', label: f('expectedDate'), width: 'half' },
    // The tenant's default process when none is given (the opportunity's server folder).
    { name: 'processId', type: 'relation', label: f('processId'), relation: 'crmProcess', editable: false, width: 'half' },
    // The stage the opportunity is in: a stage row of its process, named here for lists and filters.
    { name: 'stageId', type: 'text', label: f('stageId'), maxLength: 36, editable: false, hideOnAdd: true, internal: true },
    { name: 'stageName', type: 'text', label: f('stageName'), maxLength: 50, editable: false, hideOnAdd: true, width: 'half' },
    { name: 'stageTime', type: 'datetime', label: f('stageTime'), editable: false, hideOnAdd: true, width: 'half' },
    // The stage's win rate on entering it; the salesperson may correct it.
    { name: 'winRate', type: 'percent', label: f('winRate'), hideOnAdd: true, width: 'half' },
    { name: 'expectedTransaction', type: 'formula', label: f('expectedTransaction'), formula: 'amount * winRate / 100', shows: 'money', width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      editable: false,
      width: 'half',
      options: [
        { value: CHANCE_STATUS.ongoing, label: 'entity.crmChance.statusOngoing', color: 'blue' },
        { value: CHANCE_STATUS.won, label: 'entity.crmChance.statusWon', color: 'green' },
        { value: CHANCE_STATUS.lost, label: 'entity.crmChance.statusLost', color: 'red' },
        { value: CHANCE_STATUS.invalid, label: 'entity.crmChance.statusInvalid', color: '#969799' },
      ],
    },
    { name: 'lossReason', type: 'textarea', label: f('lossReason'), maxLength: 500, editable: false, hideOnAdd: true },
    // The stage's tasks ticked off in the current stage (the steps panel's check list).
    // In the last stage of its process: it can only be won or lost from there, not advanced.
    { name: 'lastStage', type: 'boolean', label: f('lastStage'), editable: false, hideOnAdd: true, internal: true },
    { name: 'doneTasks', type: 'tags', label: f('doneTasks'), editable: false, hideOnAdd: true, internal: true },
    { name: 'products', type: 'lines', label: f('products'), lines: { object: crmChanceProduct, pick: 'productId' } },
    {
      name: 'productTotal',
      type: 'money',
      label: f('productTotal'),
      editable: false,
      rollup: { op: 'sum', of: 'amount', from: 'products' },
      width: 'half',
      group: 'entity.group.amounts',
    },
    { name: 'competitors', type: 'lines', label: f('competitors'), lines: { object: crmChanceCompetitor, maxItems: 20 } },
    { name: 'stageLog', type: 'lines', label: f('stageLog'), lines: { object: crmChanceStage }, editable: false, hideOnAdd: true },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 2000 },
  ],
  titleField: 'chanceName',
  subtitleFields: ['customerId', 'amount', 'stageName'],
  searchFields: ['chanceName', 'chanceNo', 'remark'],
  filterFields: ['status', 'stageName', 'customerId', 'expectedDate', 'amount', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: { field: 'status', initial: CHANCE_STATUS.ongoing, transitions: {} },
  relatedLists: [
    { entity: 'crmQuote', field: 'chanceId' },
    { entity: 'crmContract', field: 'chanceId' },
    { entity: 'crmEmpower', field: 'chanceId' },
  ],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'ongoing', label: 'entity.crmChance.sceneOngoing', conditions: [{ field: 'status', op: 'eq', value: CHANCE_STATUS.ongoing }] },
    { key: 'won', label: 'entity.crmChance.sceneWon', conditions: [{ field: 'status', op: 'eq', value: CHANCE_STATUS.won }] },
  ],
  features: { owner: true, team: true, lock: true, followUp: true, attachments: true, comments: true },
  actions: {
    // To the process's next stage; its handler refuses while the stage has unfinished tasks,
    // unless the body says `confirmed: true` (the phone asks first, with the server's message).
    advance: {
      when: { status: [CHANCE_STATUS.ongoing], statusMessages: closedMessages, fields: [{ field: 'lastStage', op: 'ne', value: 'true' }] },
      handler: true,
    },
    // Ticks a task of the current stage off, or back on (`done: false`); the steps panel's check list.
    task: {
      permission: 'advance',
      when: { status: [CHANCE_STATUS.ongoing], statusMessages: closedMessages },
      input: [{ name: 'task', type: 'text', label: 'entity.crmChance.taskName', required: true, maxLength: 200 }],
      handler: true,
      panel: true,
    },
    win: {
      when: { status: [CHANCE_STATUS.ongoing], statusMessages: closedMessages },
      sets: { status: CHANCE_STATUS.won },
      handler: true,
      confirm: 'entity.crmChance.action.winConfirm',
    },
    lose: {
      when: { status: [CHANCE_STATUS.ongoing], statusMessages: closedMessages },
      input: [{ name: 'lossReason', type: 'textarea', label: 'entity.crmChance.lossReason', required: true, maxLength: 500 }],
      sets: { status: CHANCE_STATUS.lost, lossReason: '$input.lossReason' },
      handler: true,
      danger: true,
    },
    invalidate: {
      when: { status: [CHANCE_STATUS.ongoing], statusMessages: closedMessages },
      sets: { status: CHANCE_STATUS.invalid },
      handler: true,
      confirm: 'entity.crmChance.action.invalidateConfirm',
      danger: true,
    },
    // Onto another of the tenant's sales processes (spec crmChanceProcessForm), from its first stage.
    changeProcess: {
      permission: 'advance',
      when: { status: [CHANCE_STATUS.ongoing], statusMessages: closedMessages },
      input: [{ name: 'processId', type: 'relation', relation: 'crmProcess', label: 'entity.crmChance.processId', required: true }],
      handler: true,
      screen: '/crm/crmChanceProcessForm',
    },
    // A lost or invalid opportunity taken up again, in the stage it left.
    reopen: {
      permission: 'advance',
      when: { status: [CHANCE_STATUS.lost, CHANCE_STATUS.invalid] },
      sets: { status: CHANCE_STATUS.ongoing, lossReason: null },
      handler: true,
      confirm: 'entity.crmChance.action.reopenConfirm',
    },
    // A quote for the opportunity's customer with its products as lines (the quote's server checks them as any new quote).
    toQuote: {
      requires: ['crm:crmQuote:add'],
      when: {
        status: [CHANCE_STATUS.ongoing, CHANCE_STATUS.won],
        statusMessages: { [CHANCE_STATUS.lost]: 'server.chanceClosed', [CHANCE_STATUS.invalid]: 'server.chanceClosed' },
      },
      handler: true,
      confirm: 'entity.crmChance.action.toQuoteConfirm',
    },
  },
});
