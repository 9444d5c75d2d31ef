import { describe, expect, it } from 'vitest';
import { actionPermission, actionsOf, canRun, type ActionViewer } from './actions.ts';
import { defineObject } from './define-object.ts';
import { ALL_OBJECTS, CLUE_STATUS, entityOf, fieldOf } from '../index.ts';
import { LOCK_STATUS, SYSTEM_FIELDS } from './types.ts';

const me = 'u1';
const writer: ActionViewer = { userId: me, canWrite: true };
const reader: ActionViewer = { userId: me, canWrite: false };

/** A work order as OBJECTS.md sketches it: actions on statuses, on the assigned engineer, and on a field. */
const WO = { toAllocate: '0', pendingAccept: '1', accepted: '2' } as const;
const workOrder = defineObject({
  module: 'crm',
  apiName: 'crmWorkOrder',
  fields: [
    { name: 'name', type: 'text', label: 'x' },
    { name: 'engineerId', type: 'user', label: 'x', editable: false },
    { name: 'amount', type: 'money', label: 'x' },
    {
      name: 'status',
      type: 'dict',
      label: 'x',
      options: Object.values(WO).map((value) => ({ value, label: `entity.crmWorkOrder.status${value}` })),
    },
  ],
  titleField: 'name',
  subtitleFields: [],
  searchFields: [],
  filterFields: [],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: { field: 'status', initial: WO.toAllocate, transitions: {} },
  features: { owner: true, lock: true },
  actions: {
    assign: {
      when: { status: [WO.toAllocate] },
      input: [{ name: 'engineerId', type: 'user', label: 'x', required: true }],
      sets: { engineerId: '$input.engineerId' },
    },
    accept: { when: { status: [WO.pendingAccept], actor: 'field:engineerId' }, sets: { status: WO.accepted } },
    close: { when: { actor: 'owner', fields: [{ field: 'amount', op: 'gt', value: 0 }] }, permission: 'edit' },
  },
});

const order = (values: Record<string, unknown>) => ({ id: 'r1', ownerId: 'owner', lockStatus: LOCK_STATUS.unlocked, ...values });

describe('actionsOf', () => {
  it('gives transfer to objects with owners and lock and unlock to objects with the lock, beside their own', () => {
    expect(Object.keys(actionsOf(workOrder))).toEqual(['transfer', 'lock', 'unlock', 'assign', 'accept', 'close']);
    expect(Object.keys(actionsOf(entityOf('crmClue')))).toEqual(['transfer', 'toPool', 'receive', 'allocate', 'toCustomer']);
    expect(Object.keys(actionsOf(entityOf('crmCustomer')))).toEqual(['transfer', 'lock', 'unlock', 'toPool', 'receive', 'allocate']);
    expect(Object.keys(actionsOf(entityOf('crmRecord')))).not.toContain('lock');
    // Only objects with teams are asked whether the previous owner stays in it.
    expect(actionsOf(entityOf('crmCustomer')).transfer!.input!.map((f) => f.name)).toEqual(['ownerId', 'keepAsTeam']);
    expect(actionsOf(entityOf('crmClue')).transfer!.input!.map((f) => f.name)).toEqual(['ownerId']);
  });

  it('keeps the owner of a record its status no longer lets be edited: an ended visit is not transferred', () => {
    const visit = entityOf('crmVisit');
    const viewer = { userId: 'u1', canWrite: true };
    expect(canRun(visit, 'transfer', { ownerId: 'u1', status: '1' }, viewer).allowed).toBe(true);
    expect(canRun(visit, 'transfer', { ownerId: 'u1', status: '2' }, viewer)).toMatchObject({ allowed: false, reason: 'status' });
    // Objects without such statuses transfer in any.
    expect(actionsOf(entityOf('crmCustomer')).transfer!.when).toEqual({ pending: true });
  });

  it('gives a plan with dates changePeriod and a record with a doer appoint, each while its status allows', () => {
    const activity = entityOf('crmMarketActivity');
    const { changePeriod, appoint } = actionsOf(activity);
    // The plan's own fields, with their labels and types; the start required, the end not.
    expect(changePeriod!.input!.map((f) => [f.name, f.type, f.required])).toEqual([
      ['startTime', 'datetime', true],
      ['endTime', 'datetime', false],
    ]);
    expect(changePeriod).toMatchObject({ permission: 'edit', screen: '/common/changePeriod', handler: true });
    expect(changePeriod!.sets).toEqual({ startTime: '$input.startTime', endTime: '$input.endTime' });
    // Handing the owner's part on is a transfer's right, and tells the new one.
    expect(appoint).toMatchObject({ permission: 'transfer', screen: '/common/appoint', notify: 'owner', batch: true, sets: { ownerId: '$input.ownerId' } });
    const viewer = { userId: 'u1', canWrite: true };
    expect(canRun(activity, 'changePeriod', { ownerId: 'u1', status: '1' }, viewer).allowed).toBe(true);
    expect(canRun(activity, 'appoint', { ownerId: 'u1', status: '3' }, viewer)).toMatchObject({ allowed: false, reason: 'status' });
    expect(Object.keys(actionsOf(entityOf('crmCustomer')))).not.toContain('changePeriod');
  });

  it("gives objects with a pool its moves: returning by whoever may change the record, claiming by the pool's members, allocating by its administrators", () => {
    const customer = entityOf('crmCustomer');
    const owned = { ownerId: 'u1', poolStatus: '2', lockStatus: '0' };
    const pooled = { ownerId: null, poolStatus: '0', poolId: 'p1', lockStatus: '0' };
    const owner = { userId: 'u1', canWrite: true };
    const member = { userId: 'u2', canWrite: false, pool: 'member' as const };
    const admin = { userId: 'u3', canWrite: false, pool: 'admin' as const };
    expect(canRun(customer, 'toPool', owned, owner).allowed).toBe(true);
    expect(canRun(customer, 'toPool', pooled, admin)).toMatchObject({ allowed: false, reason: 'actor' });
    expect(canRun(customer, 'receive', pooled, member).allowed).toBe(true);
    expect(canRun(customer, 'receive', pooled, { userId: 'u4', canWrite: false })).toMatchObject({ allowed: false, message: 'server.actionNotYours' });
    expect(canRun(customer, 'receive', { ...pooled, ownerId: 'u2' }, member)).toMatchObject({ allowed: false, reason: 'field', field: 'ownerId' });
    expect(canRun(customer, 'allocate', pooled, member)).toMatchObject({ allowed: false, reason: 'actor' });
    expect(canRun(customer, 'allocate', pooled, admin).allowed).toBe(true);
    // What each move sets beside the owner: the customer's pool status, the lead's status.
    expect(actionsOf(customer).toPool!.sets).toEqual({ poolStatus: '0', ownerId: null, poolId: '$input.poolId' });
    expect(actionsOf(entityOf('crmClue')).receive!.sets).toEqual({ status: '1', ownerId: '$me', receiveTime: '$now' });
    // A converted or invalid lead is not returned.
    const lead = entityOf('crmClue');
    expect(canRun(lead, 'toPool', { ownerId: 'u1', status: '3' }, owner)).toMatchObject({ allowed: false, reason: 'status' });
    expect(canRun(lead, 'toPool', { ownerId: 'u1', status: '2' }, owner).allowed).toBe(true);
  });

  it('names the permission after the action unless it says otherwise', () => {
    const actions = actionsOf(workOrder);
    expect(actionPermission(workOrder, 'assign', actions.assign!)).toBe('crm:crmWorkOrder:assign');
    expect(actionPermission(workOrder, 'close', actions.close!)).toBe('crm:crmWorkOrder:edit');
    expect(actionPermission(workOrder, 'lock', actions.lock!)).toBe('crm:crmWorkOrder:edit');
  });

  it('declares only what the engine can do: sets name a field, ownerId, lockStatus or an audited object’s auditStatus, $input names an input, a screen or inputs for handlers', () => {
    for (const entity of [...ALL_OBJECTS, workOrder]) {
      for (const [name, action] of Object.entries(actionsOf(entity))) {
        const inputs = new Set((action.input ?? []).map((f) => f.name));
        for (const [field, value] of Object.entries(action.sets ?? {})) {
          const system = field === 'ownerId' || field === 'lockStatus' || (field === 'auditStatus' && entity.features.audit);
          expect(Boolean(fieldOf(entity, field)) || system, `${entity.apiName}.${name} sets ${field}`).toBe(true);
          if (typeof value === 'string' && value.startsWith('$input.')) expect(inputs.has(value.slice(7)), `${entity.apiName}.${name} ${value}`).toBe(true);
        }
        // An input named like a system field is one the action sets itself (transfer's ownerId).
        for (const input of inputs) if ((SYSTEM_FIELDS as readonly string[]).includes(input)) expect(action.sets?.[input]).toBe(`$input.${input}`);
      }
    }
  });
});

describe('canRun', () => {
  it('allows an action whose guard holds', () => {
    expect(canRun(workOrder, 'assign', order({ status: WO.toAllocate }), writer)).toEqual({ allowed: true });
    expect(canRun(entityOf('crmClue'), 'toCustomer', order({ status: CLUE_STATUS.following }), writer)).toEqual({ allowed: true });
  });

  it('refuses an action the object does not have', () => {
    expect(canRun(workOrder, 'fly', order({}), writer)).toMatchObject({ allowed: false, reason: 'unknown' });
    expect(canRun(workOrder, 'toString', order({}), writer)).toMatchObject({ allowed: false, reason: 'unknown' });
    expect(canRun(entityOf('crmRecord'), 'lock', order({}), writer)).toMatchObject({ allowed: false, reason: 'unknown' });
  });

  it('refuses outside the allowed statuses, with the message the object chose for that status', () => {
    expect(canRun(workOrder, 'assign', order({ status: WO.accepted }), writer)).toEqual({
      allowed: false,
      reason: 'status',
      status: WO.accepted,
      message: 'server.actionStatus',
    });
    const lead = entityOf('crmClue');
    expect(canRun(lead, 'toCustomer', order({ status: CLUE_STATUS.converted }), writer)).toMatchObject({ reason: 'status', message: 'server.clueConverted' });
    expect(canRun(lead, 'toCustomer', order({ status: CLUE_STATUS.invalid }), writer)).toMatchObject({
      reason: 'status',
      message: 'server.clueNotConvertible',
    });
  });

  it('asks who the caller is: the write right by default, the owner, or the user a field names', () => {
    expect(canRun(workOrder, 'assign', order({ status: WO.toAllocate }), reader)).toMatchObject({ reason: 'actor', message: 'server.recordNoWrite' });
    const pending = order({ status: WO.pendingAccept, engineerId: 'someone else' });
    expect(canRun(workOrder, 'accept', pending, writer)).toMatchObject({ reason: 'actor', message: 'server.actionNotYours' });
    expect(canRun(workOrder, 'accept', { ...pending, engineerId: me }, writer)).toEqual({ allowed: true });
    // The user the field names runs it without the right to change the rest of the record; nobody else does.
    expect(canRun(workOrder, 'accept', { ...pending, engineerId: me }, reader)).toEqual({ allowed: true });
    expect(canRun(workOrder, 'accept', pending, reader)).toMatchObject({ reason: 'actor', message: 'server.actionNotYours' });
    expect(canRun(workOrder, 'close', order({ amount: 5, ownerId: me }), reader)).toMatchObject({ reason: 'actor' });
    expect(canRun(workOrder, 'close', order({ amount: 5 }), writer)).toMatchObject({ reason: 'actor' });
    expect(canRun(workOrder, 'close', order({ amount: 5, ownerId: me }), writer)).toEqual({ allowed: true });
  });

  it('checks field conditions', () => {
    expect(canRun(workOrder, 'close', order({ amount: 0, ownerId: me }), writer)).toMatchObject({
      reason: 'field',
      field: 'amount',
      message: 'server.actionCondition',
    });
    expect(canRun(workOrder, 'close', order({ amount: null, ownerId: me }), writer)).toMatchObject({ reason: 'field' });
  });

  it('refuses every action but unlocking on a locked record, and unlocking on an unlocked one', () => {
    const locked = order({ status: WO.toAllocate, lockStatus: LOCK_STATUS.locked });
    for (const name of ['assign', 'transfer', 'lock'])
      expect(canRun(workOrder, name, locked, writer)).toMatchObject({ reason: 'locked', message: 'server.recordLocked' });
    expect(canRun(workOrder, 'unlock', locked, writer)).toEqual({ allowed: true });
    expect(canRun(workOrder, 'unlock', order({}), writer)).toMatchObject({ reason: 'field', field: 'lockStatus' });
    expect(canRun(workOrder, 'lock', order({}), writer)).toEqual({ allowed: true });
    // The lock is first: a reader of a locked record hears that it is locked.
    expect(canRun(workOrder, 'assign', locked, reader)).toMatchObject({ reason: 'locked' });
  });
});
