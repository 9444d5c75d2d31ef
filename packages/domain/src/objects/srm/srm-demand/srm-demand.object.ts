import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';
import { srmDemandDetail } from './srm-demand.lines.ts';

const f = (name: string) => `entity.srmDemand.${name}`;

/**
 * Where a purchase requirement stands: open, being inquired about (an inquiry names it), ordered
 * (an inquiry of it became a purchase order), or closed by hand. Only the purchase flow and the
 * close and reopen actions move it.
 */
export const DEMAND_STATUS = { open: '1', inquiring: '2', ordered: '3', closed: '4' } as const;

const S = DEMAND_STATUS;

/**
 * Purchase requirements (spec /srm/srmDemand*): what a colleague needs bought, product by
 * product, by when and why. Its owner is the requester (and their department the requesting
 * one). Approved before anything is bought: an inquiry may only serve an approved requirement
 * (srm-inquiry's server), and once approved its lines and budget stay as approved.
 */
export const srmDemand = defineObject({
  module: 'srm',
  apiName: 'srmDemand',
  fields: [
    { name: 'demandNo', type: 'autoNumber', label: f('demandNo'), autoNumber: { prefix: 'XQ', digits: 6 }, editable: false, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.open, label: f('statusOpen'), color: 'orange' },
        { value: S.inquiring, label: f('statusInquiring'), color: 'blue' },
        { value: S.ordered, label: f('statusOrdered'), color: 'green' },
        { value: S.closed, label: f('statusClosed'), color: '#969799' },
      ],
    },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'neededBy', type: 'date', label: f('neededBy'), required: true, width: 'half' },
    // What the requester expects it to cost: the amount an approval flow's steps compare.
    { name: 'budget', type: 'money', label: f('budget'), width: 'half' },
    { name: 'reason', type: 'textarea', label: f('reason'), maxLength: 2000 },
    { name: 'details', type: 'lines', label: f('details'), lines: { object: srmDemandDetail, minItems: 1, pick: 'productId' } },
    // Set by the close action; cleared when it is reopened.
    { name: 'closeReason', type: 'textarea', label: f('closeReason'), maxLength: 500, editable: false, hideOnAdd: true },
  ],
  titleField: 'title',
  subtitleFields: ['demandNo', 'neededBy', 'status'],
  searchFields: ['title', 'demandNo', 'reason'],
  filterFields: ['status', 'neededBy', 'ownerId', 'departId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  // Ordered and closed are over: what was bought, or why not, stays as it was.
  status: { field: 'status', initial: S.open, transitions: {}, editable: [S.open, S.inquiring] },
  relatedLists: [{ entity: 'srmInquiry', field: 'demandId' }],
  presetScenes: [...OWNED_SCENES, { key: 'unbought', label: f('sceneUnbought'), conditions: [{ field: 'status', op: 'in', value: [S.open, S.inquiring] }] }],
  auditAmount: 'budget',
  features: { owner: true, team: true, audit: true, attachments: true, comments: true },
  actions: {
    close: {
      when: { status: [S.open, S.inquiring], statusMessages: { [S.ordered]: 'server.srmDemandOrdered' } },
      input: [{ name: 'closeReason', type: 'textarea', label: f('closeReason'), required: true, maxLength: 500 }],
      sets: { status: S.closed, closeReason: '$input.closeReason' },
      danger: true,
    },
    reopen: { when: { status: [S.closed] }, sets: { status: S.open, closeReason: null }, confirm: f('action.reopenConfirm') },
  },
});
