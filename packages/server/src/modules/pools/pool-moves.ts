import { formatDate, translate, type EntityDef, type Lang, type RecordRow } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isPostgres, nowText } from '../../db/dialect.ts';
import type { PoolMoveTable } from '../../db/schema.ts';
import { HttpError, messageOf } from '../../http/http-error.ts';
import { endOfDayIn } from '../reminders/repository.ts';
import type { ActionContext, ActionHandler } from '../records/record-actions.ts';
import { loose, storeOf, type Db } from '../records/record-model.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { poolById, poolOfRecord, type PoolRow } from './pool-reach.ts';

/**
 * The pool's moves (the engine-provided actions toPool, receive and allocate of objects with a
 * pool): what each does beyond its declared `sets`, the pool's rules on claiming (spec section 9),
 * and the log the rules read (pool_moves).
 */

const DAY_MS = 86_400_000;

type MoveKind = PoolMoveTable['kind'];

interface Move {
  tenantId: string;
  pool: string | null;
  entity: EntityDef;
  recordId: string;
  kind: MoveKind;
  userId: string | null;
  by: string | null;
  reason?: string | null;
  at: Date;
}

/** Logs moves, in one statement (the recycling job logs a batch at a time). */
export async function logMoves(db: Db, moves: readonly Move[]): Promise<void> {
  if (moves.length === 0) return;
  await db
    .insertInto('pool_moves')
    .values(
      moves.map((move) => ({
        id: randomUUID(),
        tenant_id: move.tenantId,
        pool_id: move.pool,
        table_name: move.entity.table,
        record_id: move.recordId,
        kind: move.kind,
        user_id: move.userId,
        by_user_id: move.by,
        reason: move.reason ?? null,
        created_at: nowText(move.at),
      })),
    )
    .execute();
}

const logMove = (db: Db, move: Move) => logMoves(db, [move]);

/** The count a record keeps of a move (a customer's received and returned counts), one more, where the object has it. */
function counted(ctx: ActionContext, record: RecordRow, field: string): Record<string, unknown> {
  return ctx.model.field(field) ? { [field]: Number(record[field] ?? 0) + 1 } : {};
}

function objectName(lang: Lang, entity: EntityDef): string {
  return translate(lang, entity.label);
}

async function requirePool(ctx: ActionContext, record: RecordRow): Promise<PoolRow> {
  const pool = await poolOfRecord(ctx.db, ctx.viewer.tenantId, ctx.model.entity, record.poolId);
  // The guard let the caller act as the pool's member, so the pool exists; a default pool deleted meanwhile is a stale record.
  if (!pool) throw new HttpError(409, 'recordStale');
  return pool;
}

/** Claims of one person, one at a time (PostgreSQL; SQLite writes one transaction at a time anyway), so a cap holds under concurrent claims. */
async function serialiseClaimsOf(db: Db, tenantId: string, userId: string): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtext(${`pool-claims:${tenantId}:${userId}`}))`.execute(db);
}

/** The refusal when `userId` already holds the pool's most records of the object, or null. */
async function maxHeldRefusal(db: Db, lang: Lang, tenantId: string, entity: EntityDef, pool: PoolRow, userId: string): Promise<HttpError | null> {
  if (pool.maxHeld === null) return null;
  const held = await loose(db)
    .selectFrom(storeOf(entity).table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  const count = Number(held?.n ?? 0);
  if (count < pool.maxHeld) return null;
  const user = await db.selectFrom('users').select('realname').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
  return new HttpError(422, 'poolMaxHeld', { user: user?.realname ?? '', count, object: objectName(lang, entity), pool: pool.name, max: pool.maxHeld });
}

/** Who would claim, and when. */
export interface Claimant {
  tenantId: string;
  userId: string;
  lang: Lang;
  now: Date;
}

/**
 * The pool's rules on `claimant` claiming record `recordId` of `entity` from `pool` (spec section
 * 9), in the order a person would be told: they returned it lately, they reached today's cap,
 * they hold the most. The refusal (422, its message in their language), or null when the rules
 * let them. The one check both the claim (which throws it) and the record's detail (which offers
 * the claim, or says why not: `_access.refused`) make.
 */
export async function claimRefusal(db: Db, claimant: Claimant, entity: EntityDef, pool: PoolRow, recordId: string): Promise<HttpError | null> {
  const { tenantId, userId, now } = claimant;
  if (pool.lockoutDays === null && pool.dailyClaimCap === null && pool.maxHeld === null) return null;
  const moves = () => db.selectFrom('pool_moves').where('tenant_id', '=', tenantId);
  const timeZone = await timeZoneOf(db, claimant);
  if (pool.lockoutDays !== null) {
    const since = nowText(new Date(now.getTime() - pool.lockoutDays * DAY_MS));
    const returned = await moves()
      .select('created_at')
      .where('table_name', '=', entity.table)
      .where('record_id', '=', recordId)
      .where('kind', 'in', ['return', 'recycle'])
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (returned) {
      const until = new Date(Date.parse(returned.created_at) + pool.lockoutDays * DAY_MS);
      return new HttpError(422, 'poolLockout', { days: pool.lockoutDays, date: formatDate(until, timeZone) });
    }
  }
  if (pool.dailyClaimCap !== null) {
    const dayStart = nowText(new Date(endOfDayIn(now, timeZone).getTime() - DAY_MS));
    const today = await moves()
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('pool_id', '=', pool.id)
      .where('kind', '=', 'receive')
      .where('created_at', '>=', dayStart)
      .executeTakeFirst();
    const count = Number(today?.n ?? 0);
    if (count >= pool.dailyClaimCap) return new HttpError(422, 'poolDailyCap', { count, pool: pool.name, cap: pool.dailyClaimCap });
  }
  return maxHeldRefusal(db, claimant.lang, tenantId, entity, pool, userId);
}

/**
 * Why the viewer may not claim `record` now under its pool's rules, in their language, or null:
 * what the detail screen shows in place of a claim the guard alone would offer.
 */
export async function claimRefusalOf(db: Db, claimant: Claimant, entity: EntityDef, record: Readonly<Record<string, unknown>>): Promise<string | null> {
  const pool = await poolOfRecord(db, claimant.tenantId, entity, record.poolId);
  if (!pool) return null;
  const refusal = await claimRefusal(db, claimant, entity, pool, String(record.id));
  return refusal ? messageOf(claimant.lang, refusal) : null;
}

/**
 * Returning (spec /common/customerToPool, /common/clueToPool): into a pool of the object's type,
 * with the reason; the record leaves its owner and its team, counts the return, and the lock-out
 * starts for whoever owned it.
 */
const toPool: ActionHandler = async (ctx, record, input) => {
  const { entity } = ctx.model;
  // A pool of the object's type (the input's relationWhere), read in this transaction.
  const pool = await poolById(ctx.db, ctx.viewer.tenantId, String(input.values.poolId));
  if (!pool) throw new HttpError(409, 'recordStale');
  if (entity.features.team) {
    await ctx.db
      .deleteFrom('team_members')
      .where('tenant_id', '=', ctx.viewer.tenantId)
      .where('table_name', '=', entity.table)
      .where('data_id', '=', record.id)
      .execute();
  }
  const owner = typeof record.ownerId === 'string' ? record.ownerId : null;
  const reason = typeof input.values.reason === 'string' ? input.values.reason : null;
  await logMove(ctx.db, {
    tenantId: ctx.viewer.tenantId,
    pool: pool.id,
    entity,
    recordId: record.id,
    kind: 'return',
    userId: owner,
    by: ctx.viewer.userId,
    reason,
    at: ctx.now,
  });
  return { set: counted(ctx, record, 'returnCount') };
};

/**
 * Claiming: the pool's rules first, in the order a person would be told (they returned it lately,
 * they reached today's cap, they hold the most), then the record is theirs and counts the claim.
 */
const receive: ActionHandler = async (ctx, record) => {
  const { entity } = ctx.model;
  const { tenantId, userId } = ctx.viewer;
  const pool = await requirePool(ctx, record);
  await serialiseClaimsOf(ctx.db, tenantId, userId);
  const refusal = await claimRefusal(ctx.db, { tenantId, userId, lang: ctx.lang, now: ctx.now }, entity, pool, record.id);
  if (refusal) throw refusal;
  await logMove(ctx.db, { tenantId, pool: pool.id, entity, recordId: record.id, kind: 'receive', userId, by: userId, at: ctx.now });
  return { set: { poolId: pool.id, ...counted(ctx, record, 'receiveCount') } };
};

/** Allocating, by an administrator of the pool: to an active colleague (the user field's own check), within the most they may hold. */
const allocate: ActionHandler = async (ctx, record, input) => {
  const pool = await requirePool(ctx, record);
  const to = String(input.values.ownerId);
  await serialiseClaimsOf(ctx.db, ctx.viewer.tenantId, to);
  const refusal = await maxHeldRefusal(ctx.db, ctx.lang, ctx.viewer.tenantId, ctx.model.entity, pool, to);
  if (refusal) throw refusal;
  await logMove(ctx.db, {
    tenantId: ctx.viewer.tenantId,
    pool: pool.id,
    entity: ctx.model.entity,
    recordId: record.id,
    kind: 'allocate',
    userId: to,
    by: ctx.viewer.userId,
    at: ctx.now,
  });
  return { set: { poolId: pool.id } };
};

export const POOL_HANDLERS: Readonly<Record<string, ActionHandler>> = { toPool, receive, allocate };
