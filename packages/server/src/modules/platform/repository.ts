import { ALL_OBJECTS, type EnterpriseAccountRow, type EnterpriseAccountView } from '@crm/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { containsIgnoringCase, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

export interface AccountFilter {
  keyword?: string;
  status?: string;
}

/** The platform's own tenant holds the operators; it is not an enterprise account to manage. */
function notPlatformTenant(eb: ExpressionBuilder<Database, 'tenants'>) {
  return eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.tenant_id', '=', 'tenants.id').where('users.user_type', '=', 'platform')));
}

/** Active employees of each account: staff accounts not frozen, what the seat limit caps. */
function activeStaff(eb: ExpressionBuilder<Database, 'tenants'>) {
  return eb
    .selectFrom('users')
    .select((u) => u.fn.countAll<number>().as('n'))
    .whereRef('users.tenant_id', '=', 'tenants.id')
    .where('users.user_type', '=', 'staff')
    .where('users.status', '=', '1')
    .as('activeStaff');
}

function accountQuery(db: Kysely<Database>, filter: AccountFilter) {
  let query = db.selectFrom('tenants').where(notPlatformTenant);
  if (filter.keyword) query = query.where(containsIgnoringCase('tenants.name', filter.keyword));
  if (filter.status) query = query.where('tenants.status', '=', filter.status);
  return query;
}

// Record tables are created from the entity registry at start-up, so they are not in the static schema.
const recordTables = () => ALL_OBJECTS.map((entity) => ({ apiName: entity.apiName, table: entity.table }));

/** Records per business object of each tenant, in one query per object. */
async function recordsByTenant(db: Kysely<Database>, tenantIds: string[]): Promise<Map<string, { apiName: string; count: number }[]>> {
  const usage = new Map<string, { apiName: string; count: number }[]>(tenantIds.map((id) => [id, []]));
  if (tenantIds.length === 0) return usage;
  const records = db as unknown as Kysely<any>;
  for (const { apiName, table } of recordTables()) {
    const rows = await records
      .selectFrom(table)
      .select(['tenant_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', 'in', tenantIds)
      .groupBy('tenant_id')
      .execute();
    const counts = new Map(rows.map((row) => [row.tenant_id as string, toCount(row.n)]));
    for (const id of tenantIds) usage.get(id)!.push({ apiName, count: counts.get(id) ?? 0 });
  }
  return usage;
}

export async function countAccounts(db: Kysely<Database>, filter: AccountFilter): Promise<number> {
  const row = await accountQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listAccounts(db: Kysely<Database>, filter: AccountFilter, window?: PageWindow): Promise<EnterpriseAccountRow[]> {
  let query = accountQuery(db, filter)
    .select([
      'tenants.id',
      'tenants.name',
      'tenants.status',
      'tenants.end_time as endTime',
      'tenants.tenant_type as tenantType',
      'tenants.created_at as createdAt',
      'tenants.seat_limit as seatLimit',
      (eb) =>
        eb
          .selectFrom('users')
          .select((u) => u.fn.countAll<number>().as('n'))
          .whereRef('users.tenant_id', '=', 'tenants.id')
          .as('usersCount'),
      activeStaff,
    ])
    .orderBy('tenants.created_at', 'desc')
    .orderBy('tenants.id');
  if (window) query = query.limit(window.size).offset(window.offset);
  const rows = await query.execute();
  const usage = await recordsByTenant(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    usersCount: toCount(row.usersCount),
    activeStaff: toCount(row.activeStaff),
    seatLimit: row.seatLimit === null ? null : Number(row.seatLimit),
    recordsCount: usage.get(row.id)!.reduce((sum, object) => sum + object.count, 0),
  }));
}

export async function viewAccount(db: Kysely<Database>, id: string): Promise<EnterpriseAccountView | null> {
  const tenant = await db
    .selectFrom('tenants')
    .select([
      'id',
      'name',
      'status',
      'end_time as endTime',
      'tenant_type as tenantType',
      'created_at as createdAt',
      'phone',
      'address',
      'seat_limit as seatLimit',
      activeStaff,
    ])
    .where('id', '=', id)
    .where(notPlatformTenant)
    .executeTakeFirst();
  if (!tenant) return null;
  const [byType, administrators, usage] = await Promise.all([
    db
      .selectFrom('users')
      .select(['user_type as userType', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', id)
      .groupBy('user_type')
      .execute(),
    db.selectFrom('users').select(['username', 'realname', 'phone']).where('tenant_id', '=', id).where('is_admin', '=', 1).orderBy('username').execute(),
    recordsByTenant(db, [id]),
  ]);
  const usersByType = byType.map((row) => ({ userType: row.userType, count: toCount(row.n) }));
  const objects = usage.get(id)!;
  return {
    ...tenant,
    seatLimit: tenant.seatLimit === null ? null : Number(tenant.seatLimit),
    activeStaff: toCount(tenant.activeStaff),
    usersCount: usersByType.reduce((sum, row) => sum + row.count, 0),
    recordsCount: objects.reduce((sum, object) => sum + object.count, 0),
    usersByType,
    administrators,
    usage: objects,
  };
}

/** Changes an enterprise account (never the platform's own); answers whether one was found. */
export async function updateAccount(
  db: Kysely<Database>,
  id: string,
  change: { status?: string; end_time?: string; seat_limit?: number | null },
): Promise<boolean> {
  const result = await db.updateTable('tenants').set(change).where('id', '=', id).where(notPlatformTenant).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every enterprise account's status, end and users: the usage report is computed from these. */
export async function accountSummaries(db: Kysely<Database>) {
  return accountQuery(db, {})
    .select([
      'tenants.id',
      'tenants.name',
      'tenants.status',
      'tenants.end_time as endTime',
      (eb) =>
        eb
          .selectFrom('users')
          .select((u) => u.fn.countAll<number>().as('n'))
          .whereRef('users.tenant_id', '=', 'tenants.id')
          .as('usersCount'),
    ])
    .orderBy('tenants.name')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, usersCount: toCount(row.usersCount) })));
}
