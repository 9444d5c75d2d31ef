import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import {
  changedCondition,
  changedRows,
  createFunction,
  createStatementTriggers,
  raiseVersion,
  statementTriggerFunctions,
  type VersionedTable,
} from './statement-version-triggers.ts';

/**
 * Issue 25. A version per tenant of everything a session look-up answers (the table_versions row
 * named 'auth'): whether a token still opens a session (revoked, moved to another company,
 * deleted), who its user is (frozen, administrator, department, kind of user, tenant), the
 * tenant's status and end time, the user's roles with their scopes and rights, and the buttons
 * the roles grant (role_permissions, and the permission catalogue every tenant shares). Each
 * server instance remembers the sessions it has looked up with the version they were read at
 * (modules/session/session-memory.ts) and reads only the version on the next request; triggers
 * raise it in the changing transaction, so a logout, a freeze or a role change made by any code,
 * on any instance or by hand, reaches every instance's next request.
 * New sessions raise nothing: a token is remembered only once it has been read whole.
 * Frozen once released.
 */

const AUTH = 'auth';

/** Tables whose rows carry the tenant, and the columns whose update changes a look-up; null: any update. */
const WATCHED = [
  { table: 'sessions', columns: null, insert: false },
  { table: 'users', columns: ['status', 'is_admin', 'depart_id', 'user_type', 'tenant_id'], insert: false },
  { table: 'user_roles', columns: null, insert: true },
  { table: 'roles', columns: null, insert: false },
  { table: 'role_permissions', columns: null, insert: true },
] as const satisfies readonly VersionedTable[];

/** The tenant's own row: its status and end time block its users. */
const TENANT_COLUMNS = ['status', 'end_time'] as const;

/** The permission catalogue: a button it starts to list becomes controlled by roles in every tenant. */
const CATALOGUE_COLUMNS = ['id', 'perms', 'menu_type', 'status'] as const;

const TENANT_FUNCTION = 'raise_tenant_auth_version';
const CATALOGUE_FUNCTION = 'raise_every_auth_version';
const CATALOGUE_UPDATE_FUNCTION = 'raise_every_auth_version_of_updates';

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const create = (name: string, event: string, tenants: string) =>
    sql.raw(`create trigger ${name} after ${event} begin ${raiseVersion(AUTH, tenants)}; end`).execute(db);
  for (const { table, columns, insert } of WATCHED) {
    if (insert) await create(`${table}_auth_insert`, `insert on ${table}`, 'id = new.tenant_id');
    await create(`${table}_auth_delete`, `delete on ${table}`, 'id = old.tenant_id');
    const update = columns ? `update of ${columns.join(', ')} on ${table} when ${changedCondition(columns)}` : `update on ${table}`;
    await create(`${table}_auth_update`, update, 'id in (old.tenant_id, new.tenant_id)');
  }
  await create('tenants_auth_update', `update of ${TENANT_COLUMNS.join(', ')} on tenants when ${changedCondition(TENANT_COLUMNS)}`, 'id = new.id');
  await create('permissions_auth_insert', 'insert on permissions', '1 = 1');
  await create('permissions_auth_delete', 'delete on permissions', '1 = 1');
  await create('permissions_auth_update', `update of ${CATALOGUE_COLUMNS.join(', ')} on permissions when ${changedCondition(CATALOGUE_COLUMNS)}`, '1 = 1');
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await createStatementTriggers(db, AUTH, WATCHED);
  const trigger = (text: string) => sql.raw(text).execute(db);
  // A tenant is changed one row at a time.
  await createFunction(db, TENANT_FUNCTION, raiseVersion(AUTH, 'id = new.id'));
  await trigger(
    `create trigger tenants_auth_update after update of ${TENANT_COLUMNS.join(', ')} on tenants
    for each row when (${changedCondition(TENANT_COLUMNS)}) execute function ${TENANT_FUNCTION}()`,
  );
  // The catalogue is written by migrations, many buttons at a time: once per statement, for every tenant.
  await createFunction(db, CATALOGUE_FUNCTION, raiseVersion(AUTH, 'true'));
  await trigger(`create trigger permissions_auth_change after insert or delete on permissions for each statement execute function ${CATALOGUE_FUNCTION}()`);
  await createFunction(db, CATALOGUE_UPDATE_FUNCTION, raiseVersion(AUTH, `exists (select 1 from ${changedRows(CATALOGUE_COLUMNS)})`));
  await trigger(
    `create trigger permissions_auth_update after update on permissions referencing old table as old_rows new table as new_rows
    for each statement execute function ${CATALOGUE_UPDATE_FUNCTION}()`,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await (isPostgres(db) ? createPostgresTriggers(db) : createSqliteTriggers(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The triggers go with their functions.
    for (const name of [...statementTriggerFunctions(AUTH, WATCHED), TENANT_FUNCTION, CATALOGUE_FUNCTION, CATALOGUE_UPDATE_FUNCTION]) {
      await sql.raw(`drop function ${name}() cascade`).execute(db);
    }
    return;
  }
  const names = [
    ...WATCHED.flatMap(({ table, insert }) => [...(insert ? [`${table}_auth_insert`] : []), `${table}_auth_delete`, `${table}_auth_update`]),
    'tenants_auth_update',
    'permissions_auth_insert',
    'permissions_auth_delete',
    'permissions_auth_update',
  ];
  for (const name of names) await sql.raw(`drop trigger ${name}`).execute(db);
}
