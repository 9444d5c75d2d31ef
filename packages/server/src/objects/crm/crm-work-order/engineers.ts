import { ENGINEER_STATUS, entityOf, WORK_ORDER_STATUS, type EngineerItem, type EngineerState, type EngineerStatus } from '@crm/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { containsIgnoringCase, nowText, toCount } from '../../../db/dialect.ts';
import type { Database } from '../../../db/schema.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { markTableChanged } from '../../../modules/records/list-totals.ts';
import { loose, type Db } from '../../../modules/records/record-model.ts';

/**
 * The service engineers (spec section 4: free, busy, offline) and their dispatchers, as the work
 * order flow and its screens know them. An engineer is an active staff user whose roles grant
 * `crm:crmWorkOrder:accept`, a dispatcher one whose roles grant `crm:crmWorkOrder:assign`: an
 * administrator holds every button by office without being either, so is not counted (a button
 * nobody controls, status '0', is everyone's). Their status is a row of work_users; none is free.
 */

export const ENGINEER_CODE = 'crm:crmWorkOrder:accept';
/** The engineers' statuses' table, by its table_versions name. */
export const WORK_USERS = 'work_users';
export const DISPATCHER_CODE = 'crm:crmWorkOrder:assign';

const S = WORK_ORDER_STATUS;
/** A work order an engineer still has on their hands: their open load. */
const OPEN = [S.pendingAccept, S.accepted, S.pending, S.processing];
/** The dispatcher's order: free first, then busy, then offline. */
const RANK: Readonly<Record<string, number>> = { [ENGINEER_STATUS.free]: 0, [ENGINEER_STATUS.busy]: 1, [ENGINEER_STATUS.offline]: 2 };

/** `users` rows of the tenant's active staff holding `code` (see above). */
export function holding(eb: ExpressionBuilder<Database, 'users'>, tenantId: string, code: string): Expression<SqlBool> {
  return eb.and([
    eb('users.tenant_id', '=', tenantId),
    eb('users.status', '=', '1'),
    eb('users.user_type', '=', 'staff'),
    eb.or([
      eb.exists(
        eb
          .selectFrom('permissions')
          .select('permissions.id')
          .where('permissions.perms', '=', code)
          .where('permissions.menu_type', '=', '2')
          .where('permissions.status', '=', '0'),
      ),
      eb.exists(
        eb
          .selectFrom('role_permissions')
          .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('role_permissions.role_id')
          .where('role_permissions.tenant_id', '=', tenantId)
          .where('user_roles.tenant_id', '=', tenantId)
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('permissions.perms', '=', code)
          .where('permissions.menu_type', '=', '2'),
      ),
    ]),
  ]);
}

/** Whether `userId` is an engineer of the tenant: one a work order may be assigned or transferred to. */
export async function isEngineer(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where((eb) => holding(eb, tenantId, ENGINEER_CODE))
    .executeTakeFirst();
  return found !== undefined;
}

/** The tenant's dispatchers: who is told of a work order waiting for an engineer. */
export async function dispatchersOf(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => holding(eb, tenantId, DISPATCHER_CODE))
    .execute();
  return rows.map((row) => row.id);
}

export async function engineerState(db: Db, tenantId: string, userId: string): Promise<EngineerState> {
  const row = await db.selectFrom('work_users').select(['status', 'since']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();
  return row ? { status: row.status as EngineerStatus, since: row.since } : { status: ENGINEER_STATUS.free, since: null };
}

/** Sets an engineer's status; `since` moves only when it changes. */
export async function setEngineerStatus(db: Db, tenantId: string, userId: string, status: EngineerStatus, now: Date): Promise<void> {
  const current = await engineerState(db, tenantId, userId);
  if (current.status === status && current.since !== null) return;
  await db
    .insertInto('work_users')
    .values({ tenant_id: tenantId, user_id: userId, status, since: nowText(now) })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ status, since: nowText(now) }))
    .execute();
  // The service board remembers the engineers' statuses for this version (service-board.ts).
  await markTableChanged(db, tenantId, WORK_USERS);
}

/**
 * The engineer started (or resumed) a work order: busy, whatever they were. An engineer who works
 * a work order while "offline" forgot to come back on duty, and the dispatcher should not take
 * them for away while they are on site.
 */
export async function engineerStarted(db: Db, tenantId: string, userId: string, now: Date): Promise<void> {
  await setEngineerStatus(db, tenantId, userId, ENGINEER_STATUS.busy, now);
}

/**
 * A work order left the engineer's hands or stopped being processed (completed, held, returned,
 * transferred): busy becomes free unless another of their work orders is still processing. Only
 * busy moves: free stays free, and offline is the engineer's own word (off duty, on leave), which
 * the flow never overrides.
 */
export async function engineerReleased(db: Db, tenantId: string, userId: string, workOrderId: string, now: Date): Promise<void> {
  const { status } = await engineerState(db, tenantId, userId);
  if (status !== ENGINEER_STATUS.busy) return;
  const entity = entityOf('crmWorkOrder');
  const other = await loose(db)
    .selectFrom(entity.table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('engineerId'), '=', userId)
    .where(storedColumn('status'), '=', S.processing)
    .where('id', '!=', workOrderId)
    .executeTakeFirst();
  if (!other) await setEngineerStatus(db, tenantId, userId, ENGINEER_STATUS.free, now);
}

/** The engineers a dispatcher chooses from (SERVICE_API.engineers): free, busy, offline, each by open load, then by name. */
export async function engineerList(db: Db, tenantId: string, keyword: string): Promise<EngineerItem[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.depart_id').on('departments.tenant_id', '=', tenantId))
    .leftJoin('work_users', (join) => join.onRef('work_users.user_id', '=', 'users.id').on('work_users.tenant_id', '=', tenantId))
    .select(['users.id', 'users.realname', 'departments.name as departName', 'work_users.status'])
    .where((eb) => holding(eb, tenantId, ENGINEER_CODE));
  if (keyword.trim() !== '') query = query.where(containsIgnoringCase('users.realname', keyword.trim()));
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const entity = entityOf('crmWorkOrder');
  const engineer = storedColumn('engineerId');
  const loads = await loose(db)
    .selectFrom(entity.table)
    .select([engineer, (eb) => eb.fn.countAll().as('open')])
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('status'), 'in', OPEN)
    .where(
      engineer,
      'in',
      rows.map((row) => row.id),
    )
    .groupBy(engineer)
    .execute();
  const load = new Map(loads.map((row) => [String(row[engineer]), toCount(row.open as number)]));
  return rows
    .map((row): EngineerItem => ({
      id: row.id,
      realname: row.realname,
      departName: row.departName ?? null,
      status: (row.status ?? ENGINEER_STATUS.free) as EngineerStatus,
      openCount: load.get(row.id) ?? 0,
    }))
    .sort((a, b) => RANK[a.status]! - RANK[b.status]! || a.openCount - b.openCount || a.realname.localeCompare(b.realname, 'zh-CN'));
}
