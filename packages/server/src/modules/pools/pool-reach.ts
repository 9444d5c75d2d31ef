import { columnOf, entityOf, POOL_ROLE, type EntityDef } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Viewer } from '../records/data-scope.ts';
import { loose, type Db } from '../records/record-model.ts';

/**
 * Who sees what waits in a pool: its members and administrators (crmPool's members lines), beyond
 * their data scope, while nobody owns it; a tenant administrator sees everything anyway. Claiming
 * (receive) is a member's, allocating an administrator's (the actors poolMember and poolAdmin).
 */

const POOL = () => entityOf('crmPool');
/** A pool's members lines (a line object: not in the registry of objects with routes). */
const MEMBERS = () => POOL().fields.find((field) => field.name === 'members')!.lines!.object;

/** The unowned rows of `table`, of the company the viewer acts under, waiting in a pool they are a member or administrator of, as SQL. */
export function poolReach(viewer: Viewer, table: string) {
  const members = MEMBERS().table;
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and([
      eb(sql.ref(`${table}.owner_id`), 'is', null),
      eb(sql.ref(`${table}.company_code`), '=', viewer.companyCode),
      eb(
        sql.ref(`${table}.${columnOf('poolId')}`),
        'in',
        eb
          .selectFrom(members)
          .select(`${members}.${columnOf('poolId')}`)
          .where(`${members}.tenant_id`, '=', viewer.tenantId)
          .where(`${members}.${columnOf('userId')}`, '=', viewer.userId),
      ),
    ]);
}

export interface PoolRow {
  id: string;
  name: string;
  poolType: string;
  isDefault: boolean;
  recycleNoFollowDays: number | null;
  recycleNoDealDays: number | null;
  remindDays: number | null;
  lockoutDays: number | null;
  dailyClaimCap: number | null;
  maxHeld: number | null;
}

/** A pool's rules, each a number of days or records; empty is off. */
export const POOL_RULES = ['recycleNoFollowDays', 'recycleNoDealDays', 'remindDays', 'lockoutDays', 'dailyClaimCap', 'maxHeld'] as const;

function toPool(row: Record<string, unknown>): PoolRow {
  const rule = (name: string) => {
    const value = row[columnOf(name)];
    return value === null || value === undefined || value === '' ? null : Number(value);
  };
  return {
    id: String(row.id),
    name: String(row.name),
    poolType: String(row[columnOf('poolType')]),
    isDefault: Number(row[columnOf('isDefault')]) === 1,
    ...(Object.fromEntries(POOL_RULES.map((name) => [name, rule(name)])) as Pick<PoolRow, (typeof POOL_RULES)[number]>),
  };
}

function pools(db: Db, tenantId: string) {
  return loose(db).selectFrom(POOL().table).selectAll().where('tenant_id', '=', tenantId);
}

/** A pool of the tenant by id. */
export async function poolById(db: Db, tenantId: string, id: string): Promise<PoolRow | undefined> {
  const row = await pools(db, tenantId).where('id', '=', id).executeTakeFirst();
  return row ? toPool(row) : undefined;
}

/** The pool a record of `entity` belongs to: its own, or the tenant's default pool of the object. */
export async function poolOfRecord(db: Db, tenantId: string, entity: EntityDef, poolId: unknown): Promise<PoolRow | undefined> {
  if (typeof poolId === 'string' && poolId !== '') return poolById(db, tenantId, poolId);
  const row = await pools(db, tenantId)
    .where(columnOf('poolType'), '=', entity.apiName)
    .where(columnOf('isDefault'), '=', 1)
    .orderBy('create_time')
    .executeTakeFirst();
  return row ? toPool(row) : undefined;
}

/**
 * The pools of `entity`'s records the viewer claims from, with their part in each, the default
 * first: every pool of the type for a tenant administrator (as its administrator), else those
 * naming them among their members.
 */
export async function poolsOf(db: Db, viewer: Viewer, entity: EntityDef): Promise<(PoolRow & { role: 'member' | 'admin' })[]> {
  const all = (await pools(db, viewer.tenantId).where(columnOf('poolType'), '=', entity.apiName).orderBy('create_time').execute()).map(toPool);
  const ordered = [...all.filter((pool) => pool.isDefault), ...all.filter((pool) => !pool.isDefault)];
  if (viewer.admin) return ordered.map((pool) => ({ ...pool, role: 'admin' as const }));
  const members = MEMBERS().table;
  const rows = await loose(db)
    .selectFrom(members)
    .select([columnOf('poolId'), columnOf('role')])
    .where('tenant_id', '=', viewer.tenantId)
    .where(columnOf('userId'), '=', viewer.userId)
    .execute();
  const roles = new Map<string, 'member' | 'admin'>();
  for (const row of rows) {
    const id = String(row[columnOf('poolId')]);
    if (roles.get(id) !== 'admin') roles.set(id, row[columnOf('role')] === POOL_ROLE.admin ? 'admin' : 'member');
  }
  return ordered.flatMap((pool) => (roles.has(pool.id) ? [{ ...pool, role: roles.get(pool.id)! }] : []));
}

/** The viewer's part in the pool a record waits in, for the guard of the pool's moves (ActionViewer.pool). */
export async function poolPartOf(
  db: Db,
  viewer: Viewer,
  entity: EntityDef,
  record: Readonly<Record<string, unknown>>,
): Promise<'member' | 'admin' | undefined> {
  if (!entity.pool || record.ownerId) return undefined;
  if (viewer.admin) return 'admin';
  const pool = await poolOfRecord(db, viewer.tenantId, entity, record.poolId);
  if (!pool) return undefined;
  const members = MEMBERS().table;
  const roles = await loose(db)
    .selectFrom(members)
    .select(columnOf('role'))
    .where('tenant_id', '=', viewer.tenantId)
    .where(columnOf('poolId'), '=', pool.id)
    .where(columnOf('userId'), '=', viewer.userId)
    .execute();
  if (roles.some((row) => row[columnOf('role')] === POOL_ROLE.admin)) return 'admin';
  return roles.length > 0 ? 'member' : undefined;
}
