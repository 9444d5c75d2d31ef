import {
  actionLabel,
  actionsOf,
  canRun,
  LOCK_STATUS,
  translate,
  type ActionDef,
  type ActionValue,
  type ActionVerdict,
  type EntityDef,
  type FieldDef,
  type Lang,
  type RecordRow,
} from '@crm/domain';
import type { Transaction } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { poolPartOf } from '../pools/pool-reach.ts';
import { keepFollowUpTodos } from '../reminders/record-todos.ts';
import { describeChanges, writeChangeLog } from './change-log.ts';
import { fieldLabel } from './display-texts.ts';
import { engineHandlerOf } from './engine-actions.ts';
import { markTableChanged } from './list-totals.ts';
import { messageAboutRecord } from './record-messages.ts';
import { actionHandlerOf, hooksOf } from './object-registry.ts';
import type { HookContext } from './record-hooks.ts';
import { loose, modelOf, storeOf, type Db, type RecordModel } from './record-model.ts';
import { extOf, toColumns, toRecordRow, type StoredRow } from './record-rows.ts';
import { hookContext, holdsActionPermission, readBack, writeRight, type RecordCall } from './record-service.ts';
import { applyFormulas, validateInput } from './record-validation.ts';
import { refreshRollups } from './rollups.ts';
import { followStock } from '../stock/stock-ledger.ts';

/**
 * The one path every named action takes (ENGINE-II section 3, OBJECTS section 4): permission →
 * visible row → version → guard (canRun, the function the client's `_access.actions` comes from)
 * → input validation → `sets` and the handler → the write, change log, message and table version,
 * all in the caller's transaction. The generic routes, the batch route and the older wire routes
 * (transfer, lock, lead conversion) all run it.
 */

/** What the user gave an action. */
export interface ActionInput {
  /** The declared input fields, validated and normalised. */
  values: Record<string, unknown>;
  /** The body as sent: a handler may read what its own screen sends beside the declared fields. */
  body: Readonly<Record<string, unknown>>;
}

export interface ActionContext extends HookContext {
  /** The caller, inside the action's transaction. */
  call: RecordCall;
  name: string;
  action: ActionDef;
}

export interface ActionOutcome {
  /** More values to set on the record beside the action's `sets` (and logged with them). */
  set?: Record<string, unknown>;
  /** What an older wire route of the action answers (the conversion's new customer and contact). */
  result?: unknown;
}

/** An action's effect beyond its declared `sets`: the object's own (object-registry) or the engine's. */
export type ActionHandler = (ctx: ActionContext, record: RecordRow, input: ActionInput) => Promise<ActionOutcome | void>;

/** How a run departs from a user's own call of the action (a handover of a leaver's records). */
export interface RunOptions {
  /**
   * Runs whatever the record's lock and status: a lock keeps a record's content, and an ended
   * visit what was done, not their owner, who may be leaving.
   */
  anyState?: boolean;
  /** Sends no message to the user the action names: a handover tells its receiver once, not per record. */
  quiet?: boolean;
}

export interface ActionRun {
  /** The record after the action. */
  record: RecordRow;
  result: unknown;
}

/** Body keys the routes read themselves. */
const ROUTE_KEYS = new Set(['id', 'version', 'ids']);

/** The action `name` of an object, or 404 (an action the object does not have is not a route). */
export function actionOf(entity: EntityDef, name: string): ActionDef {
  const actions = actionsOf(entity);
  if (!Object.hasOwn(actions, name)) throw notFound();
  return actions[name]!;
}

/** 403 unless the caller holds the action's permission and the codes it requires. */
export async function requireActionPermission(call: RecordCall, entity: EntityDef, name: string): Promise<ActionDef> {
  const action = actionOf(entity, name);
  if (!(await holdsActionPermission(call, entity, name, action))) throw forbidden();
  return action;
}

function messageKey(key: string): string {
  return key.replace(/^server\./, '');
}

function labelOf(lang: Lang, model: RecordModel, name: string): string {
  const field = model.field(name);
  return field ? fieldLabel(lang, field) : translate(lang, `server.recordField.${name}`);
}

/**
 * The guard's refusal as the client hears it: 403 when it is about who asks or the lock (as edit
 * and delete answer), 422 when it is about the record's status or values, always naming the action.
 */
function refusal(lang: Lang, model: RecordModel, name: string, action: ActionDef, verdict: Exclude<ActionVerdict, { allowed: true }>): HttpError {
  const vars = { action: translate(lang, actionLabel(model.entity, name, action)) };
  switch (verdict.reason) {
    case 'unknown':
      return notFound();
    case 'locked':
    case 'actor':
      return new HttpError(403, messageKey(verdict.message), vars);
    case 'status': {
      const field = model.field(model.entity.status?.field ?? '');
      const option = field?.options?.find((o) => o.value === verdict.status);
      const status = option ? (field?.custom ? option.label : translate(lang, option.label)) : verdict.status;
      return new HttpError(422, messageKey(verdict.message), { ...vars, status });
    }
    case 'field':
      return new HttpError(422, messageKey(verdict.message), { ...vars, field: labelOf(lang, model, verdict.field) });
    case 'pending':
      return new HttpError(422, messageKey(verdict.message), vars);
  }
}

/**
 * The action's input, validated like any record input (422 naming the fields). An action without
 * a handler takes nothing else: any other key is refused as an unknown field.
 */
export async function validateActionInput(
  db: Db,
  call: RecordCall,
  model: RecordModel,
  action: ActionDef,
  body: Readonly<Record<string, unknown>>,
  recordId: string | null,
): Promise<Record<string, unknown>> {
  const fields: readonly FieldDef[] = action.input ?? [];
  const names = new Set(fields.map((f) => f.name));
  const given = Object.fromEntries(Object.entries(body).filter(([key]) => !ROUTE_KEYS.has(key) && (names.has(key) || !action.handler)));
  if (fields.length === 0 && Object.keys(given).length === 0) return {};
  const inputModel = modelOf({ ...model.entity, fields }, model.tenantId, []);
  return validateInput(db, call.viewer, call.lang, inputModel, given, 'add', recordId);
}

function valueOf(set: ActionValue, field: FieldDef | undefined, input: Record<string, unknown>, call: RecordCall, now: Date): unknown {
  if (set === '$now') return field?.type === 'date' ? now.toISOString().slice(0, 10) : now.toISOString();
  if (set === '$me') return call.viewer.userId;
  if (typeof set === 'string' && set.startsWith('$input.')) return input[set.slice('$input.'.length)] ?? null;
  return set;
}

/** The columns of an action's changes: fields, and the system fields actions may set (the owner brings its department; voiding sets the audit status). */
async function columnsOf(trx: Transaction<Database>, call: RecordCall, model: RecordModel, row: StoredRow, changes: Record<string, unknown>) {
  const { ownerId, lockStatus, auditStatus, ...fields } = changes;
  const columns = toColumns(model, fields, extOf(row));
  if ('lockStatus' in changes) columns.lock_status = lockStatus;
  if ('auditStatus' in changes && model.entity.features.audit) columns.audit_status = auditStatus;
  if ('ownerId' in changes) {
    columns.owner_id = ownerId ?? null;
    columns.depart_id = ownerId
      ? ((await trx.selectFrom('users').select('depart_id').where('tenant_id', '=', call.viewer.tenantId).where('id', '=', String(ownerId)).executeTakeFirst())
          ?.depart_id ?? null)
      : null;
  }
  return columns;
}

/** The action's message to the user it names (`notify`), in their language, unless they ran it. */
async function notify(trx: Transaction<Database>, call: RecordCall, model: RecordModel, name: string, action: ActionDef, after: RecordRow): Promise<void> {
  if (!action.notify) return;
  const field = action.notify === 'owner' ? 'ownerId' : action.notify.slice('field:'.length);
  const to = after[field];
  if (typeof to !== 'string') return;
  await messageAboutRecord(trx, call.viewer.tenantId, call.viewer.userId, model.entity, after, [to], {
    type: 'task',
    title: 'server.actionNotice.title',
    content: 'server.actionNotice.content',
    vars: (lang) => ({ action: translate(lang, actionLabel(model.entity, name, action)) }),
  });
}

/**
 * Runs action `name` on a row the caller sees (read in `trx`), at `version` when the client
 * gave the one it read (409 otherwise): guard, input, effects, change log, message, all in `trx`.
 */
export async function runAction(
  trx: Transaction<Database>,
  outer: RecordCall,
  model: RecordModel,
  name: string,
  row: StoredRow,
  body: Readonly<Record<string, unknown>>,
  version: number | null,
  options: RunOptions = {},
): Promise<ActionRun> {
  const { entity } = model;
  const call: RecordCall = { ...outer, db: trx };
  const action = actionOf(entity, name);
  if (version !== null && version !== Number(row.version)) throw conflict('recordStale');
  const before = toRecordRow(model, row);
  const { write } = await writeRight(trx, call.viewer, entity, row);
  const guarded = options.anyState ? { ...before, lockStatus: LOCK_STATUS.unlocked } : before;
  const pool = await poolPartOf(trx, call.viewer, entity, before);
  const verdict = canRun(entity, name, guarded, { userId: call.viewer.userId, canWrite: write, pool });
  if (!verdict.allowed && !(options.anyState && verdict.reason === 'status')) throw refusal(call.lang, model, name, action, verdict);
  const values = await validateActionInput(trx, call, model, action, body, row.id);

  const now = new Date();
  const changes: Record<string, unknown> = {};
  for (const [field, set] of Object.entries(action.sets ?? {})) changes[field] = valueOf(set, model.field(field), values, call, now);
  // An object's own action has its own handler; one the engine gives it, the engine's.
  const own = entity.actions !== undefined && Object.hasOwn(entity.actions, name);
  const handler = action.handler ? (own ? actionHandlerOf(entity.apiName, name) : engineHandlerOf(name)) : undefined;
  if (action.handler && !handler) throw new Error(`${entity.apiName}.${name} declares a handler that nobody registered`);
  const ctx: ActionContext = { ...hookContext(trx, call, model, now), call, name, action };
  const outcome = (await handler?.(ctx, before, { values, body })) ?? {};
  Object.assign(changes, outcome.set);
  // Formulas follow what the action set (an opportunity won: its expected transaction is its amount).
  if (model.fields.some((f) => f.type === 'formula')) applyFormulas(model, changes, before);

  const result = await loose(trx)
    .updateTable(storeOf(entity).table)
    .set({ ...(await columnsOf(trx, call, model, row, changes)), version: Number(row.version) + 1, update_by: call.viewer.userId, update_time: nowText(now) })
    .where('id', '=', row.id)
    .where('tenant_id', '=', call.viewer.tenantId)
    .where('version', '=', Number(row.version))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('recordStale');
  const after = await readBack(trx, model, row.id);
  const described = (await describeChanges(trx, call.lang, model, before, after)).filter((change) => change.field in changes);
  await writeChangeLog(trx, call.viewer, entity.table, row.id, name, described);
  if (!options.quiet) await notify(trx, call, model, name, action, after);
  await hooksOf(entity.apiName).afterWrite?.({ db: trx, tenantId: call.viewer.tenantId, now }, after);
  // A transfer moves a customer's follow-up to its new owner; a return to the pool ends it.
  await keepFollowUpTodos(trx, call.viewer.tenantId, entity, after);
  await followStock(trx, call.viewer, call.lang, entity, before, after);
  await refreshRollups(trx, call.viewer.tenantId, entity, before, after);
  await markTableChanged(trx, call.viewer.tenantId, entity.table);
  return { record: after, result: outcome.result };
}
