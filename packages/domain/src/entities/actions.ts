import type { FieldDeclaration } from './define-object.ts';
import { AUDIT_STATUS, LOCK_STATUS, type AppointDef, type EntityDef, type PeriodDef, type PoolDef, type SceneCondition } from './types.ts';

/**
 * Named actions (ENGINE-II section 3): operations on one record with their own permission, guard,
 * inputs and effects, declared by the object as data. The server runs them through one generic
 * route (`POST /<module>/<apiName>/<action>`) and answers per record whether each may run
 * (`_access.actions`); both sides decide with `canRun`, so the phone offers exactly what the
 * server accepts.
 */

/**
 * Who may run an action on a record: anyone with the write right on it, its owner, the user a
 * field names, or a member (an administrator) of the pool the record waits in. The user a field
 * names (an engineer a work order is assigned to, the salesperson a coaching was for) is whom the
 * action is for: they need to see the record, not the right to change the rest of it. `viewer`:
 * whoever sees the record and holds the action's button, for an act of another team on it (the
 * warehouse delivering a salesperson's order), which changes nothing else of the record.
 */
export type ActionActor = 'write' | 'owner' | `field:${string}` | 'poolMember' | 'poolAdmin' | 'viewer';

/** A condition on the record's values (the scene operators; date presets count days back from now). */
export type FieldCondition = SceneCondition;

export interface ActionGuard {
  /** The status values (of the object's status flow) the action runs from; any when absent. */
  status?: readonly string[];
  /** Default 'write': every action changes the record, so it needs the right to change it. */
  actor?: ActionActor;
  /** Every condition must hold on the record. */
  fields?: readonly FieldCondition[];
  /**
   * It runs on a locked record too (unlocking does). Every other action is refused on one, as
   * edit and delete are (spec section 4: "locked records cannot be edited or deleted").
   */
  locked?: boolean;
  /**
   * It runs on a record pending approval too (transfer, lock). Every other action is refused on
   * one, as edit and delete are: what the approvers look at does not change under them.
   */
  pending?: boolean;
  /** The refusal's message key for a record in one of the other statuses (default `server.actionStatus`). */
  statusMessages?: Readonly<Record<string, string>>;
  /** The refusal's message key when the condition on a field fails, by field (default `server.actionCondition`). */
  fieldMessages?: Readonly<Record<string, string>>;
}

/** A value an action sets: the time, the caller, one of its inputs, or a literal. */
export type ActionValue = '$now' | '$me' | `$input.${string}` | string | null;

export interface ActionDef {
  /** i18n key of the button; default `entity.<apiName>.action.<name>`. */
  label?: string;
  /** Permission code suffix, `<prefix>:<permission>`; default the action's name. */
  permission?: string;
  /** Whole permission codes it needs besides its own (a conversion that adds a customer needs `crm:crmCustomer:add`). */
  requires?: readonly string[];
  when?: ActionGuard;
  /** What the user gives (the action sheet on the phone); validated like any record input. */
  input?: readonly FieldDeclaration[];
  /**
   * Declarative effect: field → value. `ownerId` also moves the record to the new owner's
   * department; `lockStatus` locks; `auditStatus` (an audited object's) voids its approval.
   */
  sets?: Readonly<Record<string, ActionValue>>;
  /** Anything more is done by a handler: the object's (registered by its server folder) or the engine's own. */
  handler?: true;
  /** Offered on several records at once: `POST /<module>/<apiName>/<action>Batch`. */
  batch?: boolean;
  /** i18n key of the question asked before an action without input runs. */
  confirm?: string;
  danger?: boolean;
  /** A page of its own (a form too large for a sheet): the phone opens `<screen>?id=<id>&tableName=<table>`. */
  screen?: string;
  /** A message to this user once it ran (unless they ran it themselves). */
  notify?: 'owner' | `field:${string}`;
  /** Run from the object's own panel on its detail screen (a stage's check list), not offered in the action bar. */
  panel?: true;
}

/**
 * Transfer: every object with owners gains it (engine-provided, not declared by the object).
 * The new owner's department follows; the engine's handler keeps the previous owner in the team
 * when asked. Its page is the spec's /common/transfer, which also transfers several at once.
 */
function transferAction(entity: EntityDef): ActionDef {
  const input: FieldDeclaration[] = [{ name: 'ownerId', type: 'user', label: 'web.action.transferPage.newOwner', required: true }];
  if (entity.features.team) {
    input.push({
      name: 'keepAsTeam',
      type: 'dict',
      label: 'web.action.transferPage.keepAsTeam',
      options: [
        { value: 'r', label: 'web.action.transferPage.keepR' },
        { value: 'rw', label: 'web.action.transferPage.keepRw' },
      ],
    });
  }
  return {
    label: 'web.action.transfer',
    input,
    // A record its status no longer lets be edited (a visit ended) keeps its owner too: who did it.
    when: { pending: true, ...(entity.status?.editable ? { status: entity.status.editable } : {}) },
    sets: { ownerId: '$input.ownerId' },
    handler: true,
    batch: true,
    screen: '/common/transfer',
    notify: 'owner',
  };
}

const isLocked = (value: string): FieldCondition => ({ field: 'lockStatus', op: 'eq', value });

const UNOWNED: FieldCondition = { field: 'ownerId', op: 'empty' };

/**
 * The pool's moves (spec sections 2 and 4): every object with a pool gains them (engine-provided,
 * the engine's handlers keep the pool's rules and its log). Returning is its owner's (or whoever
 * may change it), with a reason; claiming is a member's of the pool the record waits in;
 * allocating is an administrator's of that pool. Each runs on several records at once
 * (/common/customerToPool, /common/clueToPool and the pool lists' batch bars).
 */
function poolActions(entity: EntityDef, pool: PoolDef): Readonly<Record<string, ActionDef>> {
  const returnable: FieldCondition[] = [{ field: 'ownerId', op: 'notEmpty' }];
  return {
    toPool: {
      label: 'web.action.toPool',
      input: [
        {
          name: 'poolId',
          type: 'relation',
          relation: 'crmPool',
          relationWhere: { poolType: entity.apiName },
          label: 'web.action.poolPage.pool',
          required: true,
        },
        { name: 'reason', type: 'textarea', label: 'web.action.poolPage.reason', maxLength: 500 },
      ],
      when: { fields: returnable, ...(pool.returnableStatus && entity.status ? { status: pool.returnableStatus } : {}) },
      sets: { ...pool.returned, ownerId: null, poolId: '$input.poolId' },
      handler: true,
      batch: true,
      danger: true,
    },
    receive: {
      label: 'web.action.receive',
      when: { actor: 'poolMember', fields: [UNOWNED] },
      sets: { ...pool.received, ownerId: '$me', receiveTime: '$now' },
      handler: true,
      batch: true,
      confirm: 'web.action.receiveConfirm',
    },
    allocate: {
      label: 'web.action.allocate',
      input: [{ name: 'ownerId', type: 'user', label: 'web.action.poolPage.allocateTo', required: true }],
      when: { actor: 'poolAdmin', fields: [UNOWNED] },
      sets: { ...pool.allocated, ownerId: '$input.ownerId', receiveTime: '$now' },
      handler: true,
      batch: true,
      notify: 'owner',
    },
  };
}

/**
 * Lock and unlock: every object with the lock feature gains them (engine-provided). They take the
 * edit permission, as the lock route always did; a locked record accepts only its unlocking.
 */
const LOCK_ACTIONS: Readonly<Record<string, ActionDef>> = {
  lock: {
    label: 'web.action.lock',
    permission: 'edit',
    when: { pending: true, fields: [isLocked(LOCK_STATUS.unlocked)] },
    sets: { lockStatus: LOCK_STATUS.locked },
    batch: true,
    confirm: 'web.action.lockConfirm',
  },
  unlock: {
    label: 'web.action.unlock',
    permission: 'edit',
    when: { locked: true, pending: true, fields: [isLocked(LOCK_STATUS.locked)] },
    sets: { lockStatus: LOCK_STATUS.unlocked },
    batch: true,
    confirm: 'web.action.unlockConfirm',
  },
};

/** The declaration of an entity's field as an action's input: the same rules, required as asked. */
function inputOf(entity: EntityDef, name: string, required: boolean): FieldDeclaration {
  const field = entity.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${entity.apiName} has no field ${name}`);
  const { hideOnAdd: _hidden, editable: _editable, defaultValue: _default, ...declaration } = field;
  return { ...declaration, required } as FieldDeclaration;
}

/** Moving a plan's dates (PeriodDef): both at once, on its own page; the engine's handler refuses an end before the start. */
function changePeriodAction(entity: EntityDef, period: PeriodDef): ActionDef {
  return {
    label: 'web.action.changePeriod',
    permission: 'edit',
    input: [inputOf(entity, period.start, true), inputOf(entity, period.end, false)],
    when: period.status ? { status: period.status } : {},
    sets: { [period.start]: `$input.${period.start}`, [period.end]: `$input.${period.end}` },
    handler: true,
    screen: period.screen ?? '/common/changePeriod',
  };
}

/** Handing a record to the person who carries it out (AppointDef), who is told; several at once from a list. */
function appointAction(appoint: AppointDef): ActionDef {
  const owner = appoint.field === 'ownerId';
  return {
    label: 'web.action.appoint',
    permission: owner ? 'transfer' : 'edit',
    input: [{ name: appoint.field, type: 'user', label: 'web.action.appointTo', required: true }],
    when: appoint.status ? { status: appoint.status } : {},
    sets: { [appoint.field]: `$input.${appoint.field}` },
    batch: true,
    screen: '/common/appoint',
    notify: owner ? 'owner' : `field:${appoint.field}`,
  };
}

const known = new WeakMap<EntityDef, Readonly<Record<string, ActionDef>>>();

/** Every action of an object: those the engine gives its features, then its own (which may replace them). */
export function actionsOf(entity: EntityDef): Readonly<Record<string, ActionDef>> {
  let actions = known.get(entity);
  if (!actions) {
    actions = {
      ...(entity.features.owner ? { transfer: transferAction(entity) } : {}),
      ...(entity.features.lock ? LOCK_ACTIONS : {}),
      ...(entity.pool ? poolActions(entity, entity.pool) : {}),
      ...(entity.period ? { changePeriod: changePeriodAction(entity, entity.period) } : {}),
      ...(entity.appoint ? { appoint: appointAction(entity.appoint) } : {}),
      ...entity.actions,
    };
    known.set(entity, actions);
  }
  return actions;
}

/** The permission code an action checks: `<prefix>:<permission or name>`. */
export function actionPermission(entity: EntityDef, name: string, action: ActionDef): string {
  return `${entity.permissionPrefix}:${action.permission ?? name}`;
}

export function actionLabel(entity: EntityDef, name: string, action: ActionDef): string {
  return action.label ?? `entity.${entity.apiName}.action.${name}`;
}

/**
 * Who asks: their id, whether they may change the record (the server's write right: owner, team,
 * shares, scope), and for a record in a pool their part in that pool (a tenant administrator is
 * every pool's administrator).
 */
export interface ActionViewer {
  userId: string;
  canWrite: boolean;
  pool?: 'member' | 'admin';
}

/**
 * Why an action may not run: no such action; the record is locked; the caller is not who may run
 * it; its status; or a field condition. `message` is the i18n key of the refusal.
 */
export type ActionRefusal =
  | { reason: 'unknown'; message: string }
  | { reason: 'locked'; message: string }
  | { reason: 'pending'; message: string }
  | { reason: 'actor'; message: string }
  | { reason: 'status'; message: string; status: string }
  | { reason: 'field'; message: string; field: string };

export type ActionVerdict = { allowed: true } | ({ allowed: false } & ActionRefusal);

const ALLOWED: ActionVerdict = { allowed: true };
const DAY_MS = 86_400_000;

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Orders numbers as numbers and anything else as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && !Number.isNaN(Number(b))) return a - Number(b);
  return text(a).localeCompare(text(b));
}

/** Whether a value meets a condition (the scene operators, evaluated in memory; date presets count days back from `now`). */
export function meetsCondition(condition: FieldCondition, value: unknown, now: number = Date.now()): boolean {
  const wanted = condition.value;
  switch (condition.op) {
    case 'eq':
      return Array.isArray(value) ? value.includes(text(wanted)) : text(value) === text(wanted);
    case 'ne':
      return Array.isArray(value) ? !value.includes(text(wanted)) : text(value) !== text(wanted);
    case 'in':
      return (Array.isArray(wanted) ? wanted : [wanted]).map(text).includes(text(value));
    case 'like':
      return text(value).toLowerCase().includes(text(wanted).toLowerCase());
    case 'empty':
      return isEmpty(value);
    case 'notEmpty':
      return !isEmpty(value);
    case 'gt':
      return !isEmpty(value) && compare(value, wanted) > 0;
    case 'ge':
      return !isEmpty(value) && compare(value, wanted) >= 0;
    case 'lt':
      return !isEmpty(value) && compare(value, wanted) < 0;
    case 'le':
      return !isEmpty(value) && compare(value, wanted) <= 0;
    case 'withinDays':
      return !isEmpty(value) && Date.parse(text(value)) >= now - Number(wanted) * DAY_MS;
    case 'olderThanDays':
      return isEmpty(value) || Date.parse(text(value)) < now - Number(wanted) * DAY_MS;
  }
}

function actorAllows(actor: ActionActor, record: Readonly<Record<string, unknown>>, viewer: ActionViewer): boolean {
  if (actor === 'write') return viewer.canWrite;
  if (actor === 'viewer') return true;
  if (actor === 'poolMember') return viewer.pool !== undefined;
  if (actor === 'poolAdmin') return viewer.pool === 'admin';
  if (actor === 'owner') return viewer.canWrite && text(record.ownerId) === viewer.userId;
  return text(record[actor.slice('field:'.length)]) === viewer.userId;
}

/**
 * The guard, the one both sides evaluate: whether `name` may run on `record` for `viewer`, or why
 * not. The permission is not its business (the server checks buttons; the client reads
 * `_access.actions`, which includes them). Checked in the order a person would be told: the lock,
 * a pending approval, who they are, the record's status, its field conditions.
 */
export function canRun(
  entity: EntityDef,
  name: string,
  record: Readonly<Record<string, unknown>>,
  viewer: ActionViewer,
  now: number = Date.now(),
): ActionVerdict {
  const action = Object.hasOwn(actionsOf(entity), name) ? actionsOf(entity)[name] : undefined;
  if (!action) return { allowed: false, reason: 'unknown', message: 'server.actionUnknown' };
  const when = action.when ?? {};
  if (entity.features.lock && record.lockStatus === LOCK_STATUS.locked && !when.locked) {
    return { allowed: false, reason: 'locked', message: 'server.recordLocked' };
  }
  if (entity.features.audit && record.auditStatus === AUDIT_STATUS.pending && !when.pending) {
    return { allowed: false, reason: 'pending', message: 'server.auditPendingLocked' };
  }
  const actor = when.actor ?? 'write';
  if (!actorAllows(actor, record, viewer)) {
    return { allowed: false, reason: 'actor', message: actor === 'write' ? 'server.recordNoWrite' : 'server.actionNotYours' };
  }
  if (when.status && entity.status) {
    const status = text(record[entity.status.field]);
    if (!when.status.includes(status)) {
      return { allowed: false, reason: 'status', status, message: when.statusMessages?.[status] ?? 'server.actionStatus' };
    }
  }
  const failed = when.fields?.find((condition) => !meetsCondition(condition, record[condition.field], now));
  if (failed) return { allowed: false, reason: 'field', field: failed.field, message: when.fieldMessages?.[failed.field] ?? 'server.actionCondition' };
  return ALLOWED;
}
