import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.crmPool.${name}`;
const m = (name: string) => `entity.crmPool.member.${name}`;

/** Whom a pool serves: its members claim its records, its administrators also allocate them. */
export const POOL_ROLE = { member: '1', admin: '2' } as const;

/** A pool's people (its members lines): each a member or an administrator of the pool. */
export const crmPoolMember = defineObject({
  module: 'crm',
  apiName: 'crmPoolMember',
  label: m('label'),
  parent: { object: 'crmPool', via: 'poolId' },
  fields: [
    { name: 'poolId', type: 'relation', label: m('poolId'), relation: 'crmPool', editable: false, hideOnAdd: true },
    { name: 'userId', type: 'user', label: m('userId'), required: true, width: 'half' },
    {
      name: 'role',
      type: 'dict',
      label: m('role'),
      required: true,
      defaultValue: POOL_ROLE.member,
      width: 'half',
      options: [
        { value: POOL_ROLE.member, label: m('roleMember'), color: 'blue' },
        { value: POOL_ROLE.admin, label: m('roleAdmin'), color: 'orange' },
      ],
    },
  ],
  titleField: 'userId',
  subtitleFields: ['role'],
  searchFields: [],
  filterFields: ['role'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});

/**
 * Lead pools and customer pools (spec sections 2, 4 and 9): tenant data an administrator keeps.
 * Unowned leads or customers wait in one for its members to claim or its administrators to
 * allocate; its rules limit claiming, and the nightly recycling job (modules/pools) takes back
 * what its members neglect. A record without a pool of its own is the default pool's.
 */
export const crmPool = defineObject({
  module: 'crm',
  apiName: 'crmPool',
  fields: [
    { name: 'name', type: 'text', label: f('name'), required: true, unique: true, maxLength: 50 },
    {
      name: 'poolType',
      type: 'dict',
      label: f('poolType'),
      required: true,
      defaultValue: 'crmCustomer',
      width: 'half',
      options: [
        { value: 'crmCustomer', label: f('typeCustomer'), color: 'blue' },
        { value: 'crmClue', label: f('typeClue'), color: 'green' },
      ],
    },
    { name: 'isDefault', type: 'boolean', label: f('isDefault'), width: 'half' },
    // Recycling (the nightly job): days an owner may hold a record without a follow-up, or (customers) without a deal.
    { name: 'recycleNoFollowDays', type: 'number', label: f('recycleNoFollowDays'), width: 'half', group: f('rules') },
    { name: 'recycleNoDealDays', type: 'number', label: f('recycleNoDealDays'), width: 'half', group: f('rules') },
    { name: 'remindDays', type: 'number', label: f('remindDays'), width: 'half', group: f('rules') },
    // Claiming: no claiming back what one returned for N days, a daily cap, a most held.
    { name: 'lockoutDays', type: 'number', label: f('lockoutDays'), width: 'half', group: f('rules') },
    { name: 'dailyClaimCap', type: 'number', label: f('dailyClaimCap'), width: 'half', group: f('rules') },
    { name: 'maxHeld', type: 'number', label: f('maxHeld'), width: 'half', group: f('rules') },
    { name: 'members', type: 'lines', label: f('members'), lines: { object: crmPoolMember, minItems: 1 } },
    { name: 'remark', type: 'textarea', label: f('remark'), maxLength: 500 },
  ],
  titleField: 'name',
  subtitleFields: ['poolType', 'isDefault'],
  searchFields: ['name'],
  filterFields: ['poolType', 'isDefault'],
  defaultSort: { field: 'createTime', order: 'asc' },
  presetScenes: [],
  features: {},
});
