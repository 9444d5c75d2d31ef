import { isLang, translate, DEFAULT_LANG, type Lang, type UserInfo, type UserSummary, type UserType } from '@crm/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { containsIgnoringCase, nowText, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';
import { rolesOfUser } from '../roles/repository.ts';

export interface LoginUser {
  id: string;
  tenantId: string;
  username: string;
  passwordHash: string;
  status: string;
  companyCode: string;
  /** Decides the door: staff log in at /sys/login, partners and customers at their own. */
  userType: UserType;
}

export async function findLoginUser(db: Kysely<Database>, username: string): Promise<LoginUser | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'tenant_id as tenantId', 'username', 'password_hash as passwordHash', 'status', 'company_code as companyCode', 'user_type as userType'])
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? { ...row, userType: row.userType as UserType } : null;
}

export async function companyName(db: Kysely<Database>, tenantId: string, companyCode: string): Promise<string> {
  const row = await db
    .selectFrom('departments')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('org_code', '=', companyCode)
    .where('org_type', '=', '1')
    .executeTakeFirst();
  return row?.name ?? '';
}

/** Built-in roles answer in the request's language; custom roles keep the name their creator gave. */
export function roleDisplayName(lang: Lang, role: { roleCode: string; name: string; builtIn: boolean }): string {
  return role.builtIn ? translate(lang, `common.role.${role.roleCode}`) : role.name;
}

/** The user-info of spec section 3, acting under `companyCode` (the session's company). */
export async function loadUserInfo(db: Kysely<Database>, lang: Lang, tenantId: string, userId: string, companyCode: string): Promise<UserInfo | null> {
  const user = await db
    .selectFrom('users')
    .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.depart_id').onRef('departments.tenant_id', '=', 'users.tenant_id'))
    .select([
      'users.id',
      'users.username',
      'users.realname',
      'users.avatar',
      'users.phone',
      'users.email',
      'users.tenant_id as tenantId',
      'users.is_admin as isAdmin',
      'users.depart_id as departId',
      'departments.name as departName',
      'users.lang',
      'users.time_zone as timeZone',
      'users.user_type as userType',
    ])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const roles = await rolesOfUser(db, tenantId, userId);
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    phone: user.phone,
    email: user.email,
    accountId: user.tenantId,
    isAdmin: user.isAdmin === 1 ? 1 : 0,
    companyCode,
    companyCode_dictText: await companyName(db, tenantId, companyCode),
    departId: user.departId,
    departName: user.departName ?? null,
    lang: isLang(user.lang) ? user.lang : DEFAULT_LANG,
    timeZone: user.timeZone,
    userType: user.userType as UserType,
    roleNames: roles.map((role) => roleDisplayName(lang, role)),
  };
}

export interface UserListFilter {
  keyword?: string;
  departIds?: string[];
  status?: string;
  /** Only people of this company (user_companies): pickers follow the company the session acts under. */
  companyCode?: string;
  /** Only these people. */
  ids?: string[];
}

function userSummaryQuery(db: Kysely<Database>, tenantId: string, filter: UserListFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.depart_id').onRef('departments.tenant_id', '=', 'users.tenant_id'))
    .where('users.tenant_id', '=', tenantId)
    // Colleagues only: channel partners and self-service customers are accounts of the tenant, not
    // people to pick as an owner, a team member or a contact in the address book.
    .where('users.user_type', '=', 'staff');
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('users.username', keyword), containsIgnoringCase('users.realname', keyword), containsIgnoringCase('users.phone', keyword)]),
    );
  }
  if (filter.departIds) query = filter.departIds.length ? query.where('users.depart_id', 'in', filter.departIds) : query.where(sql<SqlBool>`1 = 0`);
  if (filter.status) query = query.where('users.status', '=', filter.status);
  if (filter.ids) query = query.where('users.id', 'in', filter.ids);
  if (filter.companyCode) {
    const companyCode = filter.companyCode;
    query = query.where('users.id', 'in', (eb) =>
      eb
        .selectFrom('user_companies')
        .select('user_companies.user_id')
        .where('user_companies.tenant_id', '=', tenantId)
        .where('user_companies.company_code', '=', companyCode),
    );
  }
  return query;
}

export async function countUsers(db: Kysely<Database>, tenantId: string, filter: UserListFilter): Promise<number> {
  const row = await userSummaryQuery(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listUsers(db: Kysely<Database>, tenantId: string, filter: UserListFilter, window?: PageWindow): Promise<UserSummary[]> {
  let query = userSummaryQuery(db, tenantId, filter)
    .select([
      'users.id',
      'users.username',
      'users.realname',
      'users.avatar',
      'users.phone',
      'users.email',
      'users.depart_id as departId',
      'departments.name as departName',
      'users.status',
      'users.position',
    ])
    .orderBy('users.created_at')
    .orderBy('users.username');
  if (window) query = query.limit(window.size).offset(window.offset);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, departName: row.departName ?? null }));
}

export async function userCompanies(db: Kysely<Database>, tenantId: string, userId: string): Promise<{ companyCode: string; name: string }[]> {
  return db
    .selectFrom('user_companies')
    .innerJoin('departments', (join) =>
      join.onRef('departments.org_code', '=', 'user_companies.company_code').onRef('departments.tenant_id', '=', 'user_companies.tenant_id'),
    )
    .select(['user_companies.company_code as companyCode', 'departments.name as name'])
    .where('user_companies.tenant_id', '=', tenantId)
    .where('user_companies.user_id', '=', userId)
    .where('departments.org_type', '=', '1')
    .orderBy('departments.sort')
    .orderBy('departments.org_code')
    .execute();
}

export interface UserChanges {
  realname?: string;
  avatar?: string | null;
  phone?: string | null;
  email?: string | null;
  lang?: Lang;
  time_zone?: string;
  company_code?: string;
}

export async function updateUser(db: Kysely<Database>, tenantId: string, userId: string, changes: UserChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowText() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}
