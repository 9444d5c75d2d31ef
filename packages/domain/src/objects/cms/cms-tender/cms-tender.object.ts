import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsTender.${name}`;

/** Where a tender notice stands: waiting for a salesperson, claimed by one, made an opportunity, or closed. */
export const TENDER_STATUS = { unclaimed: '0', claimed: '1', converted: '2', closed: '3' } as const;

const notOpen = {
  [TENDER_STATUS.claimed]: 'server.tenderTaken',
  [TENDER_STATUS.converted]: 'server.tenderTaken',
  [TENDER_STATUS.closed]: 'server.tenderClosed',
};

/**
 * Tenders (issue 20, spec section 2: /cms/cmsTenderList, /cms/cmsTenderView, /cms/cmsTenderReceive):
 * the tender notices a company tracks (who buys what, for how much, until when), claimed by a
 * salesperson and turned into an opportunity. The company's, like articles: everyone in it sees
 * every tender (a salesperson finds the unclaimed ones and who took the others), so the claimer is
 * a field of its own, not the record's owner (an owner would hide unclaimed notices behind the data
 * scope). Its author changes it until it is claimed, then its claimer (tender.server.ts); an
 * administrator always. Claiming (`receive`) takes a notice that is still unclaimed: of two
 * salespeople at once, one wins and the other is told it is taken. `toOpportunity` makes the
 * claimer's opportunity for the buyer (their customer of that name, or a new one) and links it.
 */
export const cmsTender = defineObject({
  module: 'cms',
  apiName: 'cmsTender',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 200 },
    { name: 'tenderNo', type: 'text', label: f('tenderNo'), maxLength: 64, width: 'half' },
    { name: 'buyer', type: 'text', label: f('buyer'), required: true, maxLength: 100 },
    { name: 'region', type: 'text', label: f('region'), maxLength: 50, width: 'half' },
    { name: 'industry', type: 'dict', label: f('industry'), dict: 'industry', width: 'half' },
    { name: 'budget', type: 'money', label: f('budget'), width: 'half' },
    { name: 'publishDate', type: 'date', label: f('publishDate'), width: 'half' },
    { name: 'deadline', type: 'datetime', label: f('deadline'), width: 'half' },
    { name: 'sourceUrl', type: 'url', label: f('sourceUrl'), maxLength: 500 },
    // A notice may be its files alone, and a sheet imported brings no rich text: not required.
    { name: 'content', type: 'richText', label: f('content'), maxLength: 100_000 },
    { name: 'files', type: 'files', label: f('files'), maxCount: 9 },
    // Moved only by the actions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      hideOnAdd: true,
      editable: false,
      width: 'half',
      options: [
        { value: TENDER_STATUS.unclaimed, label: f('statusUnclaimed'), color: 'orange' },
        { value: TENDER_STATUS.claimed, label: f('statusClaimed'), color: 'blue' },
        { value: TENDER_STATUS.converted, label: f('statusConverted'), color: 'green' },
        { value: TENDER_STATUS.closed, label: f('statusClosed'), color: '#969799' },
      ],
    },
    { name: 'claimUserId', type: 'user', label: f('claimUserId'), editable: false, hideOnAdd: true, width: 'half', group: 'entity.group.system' },
    { name: 'claimTime', type: 'datetime', label: f('claimTime'), editable: false, hideOnAdd: true, width: 'half', group: 'entity.group.system' },
    { name: 'chanceId', type: 'relation', label: f('chanceId'), relation: 'crmChance', editable: false, hideOnAdd: true, group: 'entity.group.system' },
    { name: 'convertTime', type: 'datetime', label: f('convertTime'), editable: false, hideOnAdd: true, group: 'entity.group.system' },
  ],
  titleField: 'title',
  subtitleFields: ['buyer', 'budget', 'deadline'],
  searchFields: ['title', 'tenderNo', 'buyer', 'region'],
  filterFields: ['status', 'industry', 'region', 'budget', 'publishDate', 'deadline', 'claimUserId', 'createTime'],
  defaultSort: { field: 'publishDate', order: 'desc' },
  status: { field: 'status', initial: TENDER_STATUS.unclaimed, transitions: {} },
  presetScenes: [
    { key: 'unclaimed', label: f('sceneUnclaimed'), conditions: [{ field: 'status', op: 'eq', value: TENDER_STATUS.unclaimed }] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'claimUserId', op: 'eq', value: '$me' }] },
    { key: 'all', label: 'entity.scene.all', conditions: [] },
  ],
  features: { attachments: true, comments: true },
  actions: {
    // Anyone who sees an unclaimed notice and holds the button; its page is the spec's
    // /cms/cmsTenderReceive. The handler takes it only while it is still unclaimed. Claiming
    // goes by the notice's status, not by the version read (an edit of its text meanwhile does not
    // stand in the way), so the page claims through the batch route, which takes no version:
    // the one of two who comes second is told the notice is taken.
    receive: {
      label: 'web.action.receive',
      when: { actor: 'viewer', status: [TENDER_STATUS.unclaimed], statusMessages: notOpen },
      sets: { status: TENDER_STATUS.claimed, claimUserId: '$me', claimTime: '$now' },
      handler: true,
      batch: true,
      screen: '/cms/cmsTenderReceive',
    },
    // The claimer's (or an administrator's: the write right, tender.server.ts): an opportunity for the buyer.
    toOpportunity: {
      requires: ['crm:crmChance:add'],
      when: {
        status: [TENDER_STATUS.claimed],
        statusMessages: {
          [TENDER_STATUS.unclaimed]: 'server.tenderNotClaimed',
          [TENDER_STATUS.converted]: 'server.tenderConverted',
          [TENDER_STATUS.closed]: 'server.tenderClosed',
        },
      },
      sets: { status: TENDER_STATUS.converted, convertTime: '$now' },
      handler: true,
      confirm: 'entity.cmsTender.action.toOpportunityConfirm',
    },
    close: {
      when: { status: [TENDER_STATUS.unclaimed, TENDER_STATUS.claimed], statusMessages: { [TENDER_STATUS.converted]: 'server.tenderConverted' } },
      sets: { status: TENDER_STATUS.closed },
      confirm: 'entity.cmsTender.action.closeConfirm',
      danger: true,
    },
  },
});
