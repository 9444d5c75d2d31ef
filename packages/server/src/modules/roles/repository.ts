import { DATA_SCOPES, type DataScope } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';
import { buttonPermissionId } from '../permissions/catalogue.ts';

export const ADMIN_ROLE = 'admin';

export interface RoleRecord {
  id: string;
  roleCode: string;
  name: string;
  builtIn: boolean;
  dataScope: DataScope;
  rwOthers: 'r' | 'rw';
}

type Db = Kysely<Database> | Transaction<Database>;

const roleColumns = [
  'roles.id as id',
  'roles.role_code as roleCode',
  'roles.name as name',
  'roles.built_in as builtIn',
  'roles.data_scope as dataScope',
  'roles.rw_others as rwOthers',
] as const;

function toRole(row: { id: string; roleCode: string; name: string; builtIn: number; dataScope: string; rwOthers: string }): RoleRecord {
  return {
    ...row,
    builtIn: row.builtIn === 1,
    dataScope: row.dataScope as DataScope,
    rwOthers: row.rwOthers === 'rw' ? 'rw' : 'r',
  };
}

/** Every request with a token asks it: built once (reusableQuery). */
const rolesOfUserQuery = reusableQuery(['tenantId', 'userId'], (db, p) =>
  db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(roleColumns)
    .where('user_roles.tenant_id', '=', p.tenantId)
    .where('roles.tenant_id', '=', p.tenantId)
    .where('user_roles.user_id', '=', p.userId)
    .orderBy('roles.built_in', 'desc')
    .orderBy('roles.role_code'),
);

export async function rolesOfUser(db: Db, tenantId: string, userId: string): Promise<RoleRecord[]> {
  return (await rolesOfUserQuery(db, { tenantId, userId })).map(toRole);
}

/** A user with several roles sees as widely as the widest of them. */
export function widestDataScope(scopes: string[]): DataScope {
  const known = scopes.filter((s): s is DataScope => (DATA_SCOPES as readonly string[]).includes(s));
  return known.length === 0 ? '4' : (known.sort()[0] as DataScope);
}

export async function countRoles(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listRoles(db: Db, tenantId: string, window: PageWindow): Promise<RoleRecord[]> {
  const rows = await db
    .selectFrom('roles')
    .select(roleColumns)
    .where('tenant_id', '=', tenantId)
    .orderBy('built_in', 'desc')
    .orderBy('data_scope')
    .orderBy('created_at')
    .orderBy('role_code')
    .limit(window.size)
    .offset(window.offset)
    .execute();
  return rows.map(toRole);
}

export async function findRole(db: Db, tenantId: string, id: string): Promise<RoleRecord | null> {
  const row = await db.selectFrom('roles').select(roleColumns).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return row ? toRole(row) : null;
}

export async function findRoleByCode(db: Db, tenantId: string, roleCode: string): Promise<RoleRecord | null> {
  const row = await db.selectFrom('roles').select(roleColumns).where('tenant_id', '=', tenantId).where('role_code', '=', roleCode).executeTakeFirst();
  return row ? toRole(row) : null;
}

export interface RoleInput {
  roleCode: string;
  name: string;
  dataScope: DataScope;
  rwOthers: 'r' | 'rw';
  builtIn?: boolean;
}

export async function insertRole(db: Db, tenantId: string, input: RoleInput): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('roles')
    .values({
      id,
      tenant_id: tenantId,
      role_code: input.roleCode,
      name: input.name,
      built_in: input.builtIn ? 1 : 0,
      data_scope: input.dataScope,
      rw_others: input.rwOthers,
      created_at: nowText(),
    })
    .execute();
  return id;
}

export async function updateRole(db: Db, tenantId: string, id: string, changes: Partial<Pick<RoleInput, 'name' | 'dataScope' | 'rwOthers'>>): Promise<void> {
  const set: { name?: string; data_scope?: string; rw_others?: string } = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.dataScope !== undefined) set.data_scope = changes.dataScope;
  if (changes.rwOthers !== undefined) set.rw_others = changes.rwOthers;
  if (Object.keys(set).length === 0) return;
  await db.updateTable('roles').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** How many users hold a role: one still held cannot be deleted. */
export async function countRoleHolders(db: Db, tenantId: string, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Deletes a role nobody holds (the caller checked countRoleHolders), with its grants and field permissions. */
export async function deleteRole(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('role_permissions').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
  await db.deleteFrom('role_field_permissions').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
  await db.deleteFrom('roles').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/**
 * Gives role `toRoleId` the field permissions of role `fromRoleId`; answers how many rows were
 * copied. The caller raises the tenant's field-access version in the same transaction.
 */
export async function copyFieldPermissions(db: Db, tenantId: string, fromRoleId: string, toRoleId: string): Promise<number> {
  const rows = await db
    .selectFrom('role_field_permissions')
    .select(['api_name', 'field_name', 'access'])
    .where('tenant_id', '=', tenantId)
    .where('role_id', '=', fromRoleId)
    .execute();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('role_field_permissions')
      .values(rows.slice(i, i + 200).map((row) => ({ tenant_id: tenantId, role_id: toRoleId, ...row })))
      .execute();
  }
  return rows.length;
}

/** The tenant's roles of the given ids (unknown ids are left out). */
export async function rolesByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<RoleRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('roles')
    .select(roleColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toRole);
}

/** Replaces the grants of a role by the given button codes (all known to the catalogue). */
export async function setRoleGrants(db: Db, tenantId: string, roleId: string, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('role_permissions').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
  const unique = [...new Set(codes)];
  for (let i = 0; i < unique.length; i += 200) {
    await db
      .insertInto('role_permissions')
      .values(unique.slice(i, i + 200).map((code) => ({ tenant_id: tenantId, role_id: roleId, permission_id: buttonPermissionId(code) })))
      .execute();
  }
}

/** Button codes granted to the given roles (the admin role's implicit grant is not stored). */
export async function grantedCodesByRole(db: Db, tenantId: string, roleIds: readonly string[]): Promise<Map<string, string[]>> {
  const byRole = new Map<string, string[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id as roleId', 'permissions.perms as code'])
    .where('role_permissions.tenant_id', '=', tenantId)
    .where('role_permissions.role_id', 'in', roleIds)
    .where('permissions.menu_type', '=', '2')
    .orderBy('permissions.perms')
    .execute();
  for (const row of rows) {
    if (!row.code) continue;
    const list = byRole.get(row.roleId) ?? [];
    list.push(row.code);
    byRole.set(row.roleId, list);
  }
  return byRole;
}
