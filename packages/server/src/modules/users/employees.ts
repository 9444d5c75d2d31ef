import { EMPLOYEE_STATUS, type EmployeeStatus, type EmployeeView, type Lang } from '@crm/domain';
import type { Kysely, Transaction } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { ADMIN_ROLE, rolesOfUser } from '../roles/repository.ts';
import { roleDisplayName } from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const ACTIVE: EmployeeStatus = EMPLOYEE_STATUS.active;
export const FROZEN: EmployeeStatus = EMPLOYEE_STATUS.frozen;

/** An employee (staff account) as the management routes check it. */
export interface StaffRow {
  id: string;
  username: string;
  realname: string;
  status: string;
  isAdminFlag: boolean;
  departId: string | null;
  companyCode: string;
  phone: string | null;
  email: string | null;
  jobNo: string | null;
  position: string | null;
  superiorId: string | null;
}

function staffQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'realname',
      'status',
      'is_admin as isAdmin',
      'depart_id as departId',
      'company_code as companyCode',
      'phone',
      'email',
      'job_id as jobNo',
      'position',
      'superior_id as superiorId',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_type', '=', 'staff');
}

function toStaff({ isAdmin, ...row }: Omit<StaffRow, 'isAdminFlag'> & { isAdmin: number }): StaffRow {
  return { ...row, isAdminFlag: isAdmin === 1 };
}

export async function findStaff(db: Db, tenantId: string, id: string): Promise<StaffRow | undefined> {
  const row = await staffQuery(db, tenantId).where('id', '=', id).executeTakeFirst();
  return row && toStaff(row);
}

export async function staffByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  return (
    await staffQuery(db, tenantId)
      .where('id', 'in', [...ids])
      .execute()
  ).map(toStaff);
}

/** The users of a tenant who hold the administrator role (administrators also by the is_admin flag). */
function adminRoleHolders(db: Db, tenantId: string) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .where('user_roles.tenant_id', '=', tenantId)
    .where('roles.tenant_id', '=', tenantId)
    .where('roles.role_code', '=', ADMIN_ROLE);
}

/** Of the given users, those who are administrators (the flag, or the administrator role). */
export async function administratorsAmong(db: Db, tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('is_admin', '=', 1), eb('id', 'in', adminRoleHolders(db, tenantId))]))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Active administrators of the tenant other than the given users: a company always keeps one. */
export async function otherActiveAdministrators(db: Db, tenantId: string, exceptIds: readonly string[]): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_type', '=', 'staff')
    .where('status', '=', ACTIVE)
    .where((eb) => eb.or([eb('is_admin', '=', 1), eb('id', 'in', adminRoleHolders(db, tenantId))]));
  if (exceptIds.length > 0) query = query.where('id', 'not in', [...exceptIds]);
  return toCount((await query.executeTakeFirst())?.n);
}

/** The seats a company has: its cap (null: none) and its active employees now. */
export async function seatsOf(db: Db, tenantId: string): Promise<{ limit: number | null; active: number }> {
  const [tenant, active] = await Promise.all([
    db.selectFrom('tenants').select('seat_limit').where('id', '=', tenantId).executeTakeFirst(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_type', '=', 'staff')
      .where('status', '=', ACTIVE)
      .executeTakeFirst(),
  ]);
  const limit = tenant?.seat_limit;
  return { limit: limit === null || limit === undefined ? null : Number(limit), active: toCount(active?.n) };
}

/** Whether a username is anyone's, in any tenant: login is by username alone. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) !== undefined;
}

/** Whether another employee of the tenant has this job number. */
export async function jobNoTaken(db: Db, tenantId: string, jobNo: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('job_id', '=', jobNo);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether `superiorId`'s chain of superiors reaches `userId` (which would make the two each other's superior). */
export async function superiorChainReaches(db: Db, tenantId: string, superiorId: string, userId: string): Promise<boolean> {
  let current: string | null = superiorId;
  // A chain of superiors is short; the bound only guards against a cycle already in the data.
  for (let depth = 0; current && depth < 50; depth += 1) {
    if (current === userId) return true;
    const row: { superiorId: string | null } | undefined = await db
      .selectFrom('users')
      .select('superior_id as superiorId')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.superiorId ?? null;
  }
  return false;
}

/** GET /sys/user/queryById: one employee with every field the administrator's screens show. */
export async function employeeView(db: Db, lang: Lang, tenantId: string, id: string): Promise<EmployeeView | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.depart_id').onRef('departments.tenant_id', '=', 'users.tenant_id'))
    .leftJoin('users as superior', (join) => join.onRef('superior.id', '=', 'users.superior_id').onRef('superior.tenant_id', '=', 'users.tenant_id'))
    .select([
      'users.id',
      'users.username',
      'users.realname',
      'users.job_id as jobNo',
      'users.position',
      'users.superior_id as superiorId',
      'superior.realname as superiorName',
      'users.depart_id as departId',
      'departments.name as departName',
      'users.phone',
      'users.email',
      'users.status',
      'users.is_admin as isAdmin',
      'users.created_at as createdAt',
    ])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', id)
    .where('users.user_type', '=', 'staff')
    .executeTakeFirst();
  if (!row) return null;
  const roles = await rolesOfUser(db, tenantId, id);
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    jobNo: row.jobNo,
    position: row.position,
    superiorId: row.superiorId,
    superiorId_dictText: row.superiorName ?? null,
    departId: row.departId,
    departId_dictText: row.departName ?? null,
    roleIds: roles.map((role) => role.id),
    roleNames: roles.map((role) => roleDisplayName(lang, role)),
    mobile: row.phone,
    email: row.email,
    status: row.status === FROZEN ? FROZEN : ACTIVE,
    isAdmin: row.isAdmin === 1 || roles.some((role) => role.roleCode === ADMIN_ROLE) ? 1 : 0,
    createdAt: row.createdAt,
  };
}

/** Replaces a user's roles. */
export async function setUserRoles(db: Db, tenantId: string, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('user_roles')
    .values(unique.map((roleId) => ({ tenant_id: tenantId, user_id: userId, role_id: roleId })))
    .execute();
}

/**
 * Moves a user's home company (their department moved to another company): the membership of
 * the old home company becomes one of the new (other memberships of a multi-organisation user
 * stay), and their open sessions acting under the old company act under the new one.
 */
export async function moveHomeCompany(db: Db, tenantId: string, userId: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  await db.deleteFrom('user_companies').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('company_code', '=', from).execute();
  await db
    .insertInto('user_companies')
    .values({ tenant_id: tenantId, user_id: userId, company_code: to })
    .onConflict((oc) => oc.columns(['user_id', 'company_code']).doNothing())
    .execute();
  await db
    .updateTable('sessions')
    .set({ company_code: to })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('company_code', '=', from)
    .where('revoked_at', 'is', null)
    .execute();
}
