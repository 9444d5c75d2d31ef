import { columnOf, entityOf, findEntity, formatDate, hourIn, LOCK_STATUS, translate, type EntityDef, type Lang } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { isPostgres, nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { RunSummary, ScheduledJob } from '../jobs/scheduler.ts';
import { deliverMessage } from '../notification-settings/repository.ts';
import { markTableChanged } from '../records/list-totals.ts';
import { loose } from '../records/record-model.ts';
import { DEFAULT_TIME_ZONE } from '../records/record-validation.ts';
import { logMoves } from './pool-moves.ts';
import { poolById, type PoolRow } from './pool-reach.ts';
import { closeRecordReminders, REMIND_TYPE, titleColumns } from '../reminders/record-todos.ts';

/**
 * The nightly recycling of lead and customer pools (spec section 9): once a day per tenant, at
 * its first run between 2:00 and 6:00 in the tenant's time zone (its administrator's), each pool
 * takes back the records its members neglected: no follow-up for its days, or (customers) no deal
 * for its days since they were claimed or made. Their owners get a to-do on each record the
 * pool's reminder days before, and a message when it went. A record belongs to its pool, or to
 * the default pool of its object when it has none; locked records stay where they are.
 * Records move in batches, each its own short transaction that re-checks them, so no write lock
 * is held for long and a follow-up written meanwhile keeps its record.
 */

const WINDOW = { from: 2, to: 6 } as const;
const BATCH = 500;
const DAY_MS = 86_400_000;
/** Who the change log names for the job's moves (no user: the reader sees no name). */
const SYSTEM_USER = 'system';

interface Tenant {
  id: string;
  timeZone: string;
}

/** Told how long each batch's transaction took, its write lock included (the bench's longest write lock). */
type BatchObserver = (ms: number) => void;

/** Each tenant with its administrator's time zone. */
async function tenants(db: Kysely<Database>): Promise<Tenant[]> {
  const rows = await db
    .selectFrom('tenants')
    .leftJoin('users', (join) => join.onRef('users.tenant_id', '=', 'tenants.id').on('users.is_admin', '=', 1))
    .select(['tenants.id', 'users.time_zone'])
    .orderBy('tenants.id')
    .orderBy('users.created_at')
    .execute();
  const zones = new Map<string, string>();
  for (const row of rows) if (!zones.has(row.id)) zones.set(row.id, row.time_zone || DEFAULT_TIME_ZONE);
  return [...zones].map(([id, timeZone]) => ({ id, timeZone }));
}

/** Claims the tenant's local day: true for exactly one run, on any instance. */
async function claimDay(db: Kysely<Database>, tenantId: string, day: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('pool_recycle_days')
    .values({ tenant_id: tenantId, day, started_at: nowText(now) })
    .onConflict((oc) => oc.columns(['tenant_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The later of two stored instants (ISO text sorts as time), either falling back to the record's creation. */
function later(db: Kysely<Database>, a: string, b: string) {
  const [x, y] = [sql`coalesce(${sql.ref(a)}, create_time)`, sql`coalesce(${sql.ref(b)}, create_time)`];
  return isPostgres(db) ? sql<string>`greatest(${x}, ${y})` : sql<string>`max(${x}, ${y})`;
}

/**
 * The owned records of the pool that its rules take back as of `at`: idle since their last
 * follow-up (or claim) for the pool's days, or (with a deal status) without a deal since claimed.
 */
function neglected(db: Kysely<Database>, entity: EntityDef, pool: PoolRow, at: Date) {
  const field = (name: string) => entity.fields.some((f) => f.name === name);
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const reasons: Expression<SqlBool>[] = [];
    if (pool.recycleNoFollowDays !== null) {
      const cutoff = nowText(new Date(at.getTime() - pool.recycleNoFollowDays * DAY_MS));
      reasons.push(eb(later(db, columnOf('lastFollowTime'), columnOf('receiveTime')), '<', cutoff));
    }
    if (pool.recycleNoDealDays !== null && field('dealStatus')) {
      const cutoff = nowText(new Date(at.getTime() - pool.recycleNoDealDays * DAY_MS));
      reasons.push(eb.and([eb(columnOf('dealStatus'), '=', '0'), eb(sql`coalesce(${sql.ref(columnOf('receiveTime'))}, create_time)`, '<', cutoff)]));
    }
    const inPool = pool.isDefault ? eb.or([eb(columnOf('poolId'), '=', pool.id), eb(columnOf('poolId'), 'is', null)]) : eb(columnOf('poolId'), '=', pool.id);
    const conditions = [eb('owner_id', 'is not', null), inPool, reasons.length > 0 ? eb.or(reasons) : sql<SqlBool>`1 = 0`];
    if (entity.features.lock) conditions.push(eb('lock_status', '<>', LOCK_STATUS.locked));
    if (entity.pool?.returnableStatus && entity.status) conditions.push(eb(columnOf(entity.status.field), 'in', [...entity.pool.returnableStatus]));
    return eb.and(conditions);
  };
}

function recordsOf(db: Kysely<Database>, tenantId: string, entity: EntityDef) {
  return loose(db).selectFrom(entity.table).where('tenant_id', '=', tenantId);
}

/** What the owners are told, in their language: how many records of which pool went, and why. */
async function tellOwners(db: Kysely<Database>, tenantId: string, entity: EntityDef, pool: PoolRow, day: string, owners: Map<string, number>): Promise<void> {
  if (owners.size === 0) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'lang'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...owners.keys()])
    .execute();
  for (const user of users) {
    const lang = user.lang as Lang;
    const vars = { count: owners.get(user.id)!, object: translate(lang, entity.label), pool: pool.name };
    await deliverMessage(db, {
      // One message per owner, pool and day, however often the day is worked on.
      id: `recycle:${tenantId}:${day}:${pool.id}:${user.id}`,
      tenantId,
      toUserId: user.id,
      type: 'remind',
      title: translate(lang, 'server.poolRecycled.title', vars),
      content: translate(lang, 'server.poolRecycled.content', vars),
      publisher: translate(lang, 'server.poolRecycled.publisher'),
    });
  }
}

/** Moves one batch back into the pool in one transaction; answers whose records moved. */
async function recycleBatch(
  db: Kysely<Database>,
  tenantId: string,
  entity: EntityDef,
  pool: PoolRow,
  ids: string[],
  now: Date,
  onBatch?: BatchObserver,
): Promise<Map<string, number>> {
  const owners = new Map<string, number>();
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    // Read again inside the transaction: a record followed up or moved since is left alone.
    const rows = (await recordsOf(trx, tenantId, entity)
      .select(['id', 'owner_id'])
      .where('id', 'in', ids)
      .where(neglected(db, entity, pool, now))
      .execute()) as {
      id: string;
      owner_id: string;
    }[];
    if (rows.length === 0) return;
    const moved = rows.map((row) => row.id);
    const sets = Object.fromEntries(Object.entries(entity.pool!.returned).map(([name, value]) => [columnOf(name), value]));
    const counted = entity.fields.some((f) => f.name === 'returnCount')
      ? { [columnOf('returnCount')]: sql`coalesce(${sql.ref(columnOf('returnCount'))}, 0) + 1` }
      : {};
    await loose(trx)
      .updateTable(entity.table)
      .set({ ...sets, ...counted, owner_id: null, depart_id: null, [columnOf('poolId')]: pool.id, version: sql`version + 1`, update_time: nowText(now) })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', moved)
      .execute();
    if (entity.features.team) {
      await trx.deleteFrom('team_members').where('tenant_id', '=', tenantId).where('table_name', '=', entity.table).where('data_id', 'in', moved).execute();
    }
    // The former owner's follow-up and warning of these records are over: they are the pool's now.
    await closeRecordReminders(trx, tenantId, entity.apiName, moved, [REMIND_TYPE.followUp, REMIND_TYPE.poolRecycle]);
    await logMoves(
      trx,
      rows.map((row) => ({ tenantId, pool: pool.id, entity, recordId: row.id, kind: 'recycle' as const, userId: row.owner_id, by: null, at: now })),
    );
    for (const row of rows) owners.set(row.owner_id, (owners.get(row.owner_id) ?? 0) + 1);
    await trx
      .insertInto('change_logs')
      .values(
        rows.map((row) => ({
          id: randomUUID(),
          tenant_id: tenantId,
          table_name: entity.table,
          data_id: row.id,
          user_id: SYSTEM_USER,
          action: 'recycle',
          changes: JSON.stringify([{ field: 'poolId', label: `entity.${entity.apiName}.poolId`, from: null, to: pool.name }]),
          created_at: nowText(now),
        })),
      )
      .execute();
    await markTableChanged(trx, tenantId, entity.table);
  });
  onBatch?.(performance.now() - started);
  return owners;
}

/** To-dos for the owners of records the pool will take back within its reminder days, one open to-do per record. */
async function remindOwners(db: Kysely<Database>, tenantId: string, entity: EntityDef, pool: PoolRow, timeZone: string, now: Date): Promise<number> {
  if (pool.remindDays === null || pool.recycleNoFollowDays === null) return 0;
  const soon = new Date(now.getTime() + pool.remindDays * DAY_MS);
  const rows = (await recordsOf(db, tenantId, entity)
    .select(['id', 'owner_id', `${columnOf(entity.titleField)} as name`, later(db, columnOf('lastFollowTime'), columnOf('receiveTime')).as('idle')])
    // The follow-up rule's: a deal is no matter of days an owner can make up.
    .where(neglected(db, entity, { ...pool, recycleNoDealDays: null }, soon))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminders')
            .select('reminders.id')
            .where('reminders.tenant_id', '=', tenantId)
            .where('reminders.type', '=', REMIND_TYPE.poolRecycle)
            .where('reminders.done', '=', 0)
            .whereRef('reminders.record_id', '=', sql.ref(`${entity.table}.id`)),
        ),
      ),
    )
    .limit(BATCH * 10)
    .execute()) as { id: string; owner_id: string; name: string; idle: string }[];
  if (rows.length === 0) return 0;
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'lang']).where('tenant_id', '=', tenantId).execute()).map((user) => [user.id, user.lang as Lang]),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('reminders')
      .values(
        rows.slice(start, start + BATCH).map((row) => {
          const due = new Date(Math.max(now.getTime(), Date.parse(row.idle) + pool.recycleNoFollowDays! * DAY_MS));
          const vars = { name: row.name, date: formatDate(due, timeZone), pool: pool.name };
          return {
            id: randomUUID(),
            tenant_id: tenantId,
            user_id: row.owner_id,
            type: REMIND_TYPE.poolRecycle,
            ...titleColumns(users.get(row.owner_id) ?? 'zh-CN', { key: 'server.poolRecycleSoon', vars }),
            due_time: nowText(now),
            done: 0,
            created_at: nowText(now),
            announced_at: null,
            object_name: entity.apiName,
            record_id: row.id,
            note: null,
          };
        }),
      )
      .execute();
  }
  return rows.length;
}

/** One pool of one tenant: its records taken back batch by batch, then the reminders of those next in line. */
async function recyclePool(
  db: Kysely<Database>,
  tenant: Tenant,
  pool: PoolRow,
  day: string,
  now: Date,
  summary: { recycled: number; reminded: number },
  onBatch?: BatchObserver,
): Promise<void> {
  const entity = findEntity(pool.poolType);
  if (!entity?.pool) return;
  const owners = new Map<string, number>();
  let after = '';
  for (;;) {
    const ids = (
      await recordsOf(db, tenant.id, entity)
        .select('id')
        .where('id', '>', after)
        .where(neglected(db, entity, pool, now))
        .orderBy('id')
        .limit(BATCH)
        .execute()
    ).map((row) => String(row.id));
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    for (const [owner, count] of await recycleBatch(db, tenant.id, entity, pool, ids, now, onBatch)) owners.set(owner, (owners.get(owner) ?? 0) + count);
  }
  const moved = [...owners.values()].reduce((sum, n) => sum + n, 0);
  summary.recycled += moved;
  await tellOwners(db, tenant.id, entity, pool, day, owners);
  summary.reminded += await remindOwners(db, tenant.id, entity, pool, tenant.timeZone, now);
}

/** The recycling of every tenant whose window `now` is in and whose day no run has claimed yet. */
export async function recycleTenants(db: Kysely<Database>, now: Date, onBatch?: BatchObserver): Promise<RunSummary> {
  const summary = { tenants: 0, recycled: 0, reminded: 0 };
  for (const tenant of await tenants(db)) {
    const hour = hourIn(now, tenant.timeZone);
    if (hour < WINDOW.from || hour >= WINDOW.to) continue;
    const day = formatDate(now, tenant.timeZone);
    if (!(await claimDay(db, tenant.id, day, now))) continue;
    summary.tenants += 1;
    const pools = await loose(db).selectFrom(entityOf('crmPool').table).select('id').where('tenant_id', '=', tenant.id).orderBy('create_time').execute();
    for (const { id } of pools) {
      const pool = await poolById(db, tenant.id, String(id));
      if (pool) await recyclePool(db, tenant, pool, day, now, summary, onBatch);
    }
  }
  return summary;
}

export const poolRecyclingJob: ScheduledJob = {
  name: 'poolRecycling',
  // Every quarter of an hour: each tenant's first run in its window does its day.
  pattern: '*/15 * * * *',
  run: (db, now) => recycleTenants(db, now),
};
