import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Issue 25. A version per tenant of the texts lists show for ids and codes (the "directory":
 * users' names, departments' names, dictionaries' items), kept as the table_versions row named
 * 'directory'. Each server instance remembers those texts per tenant and version
 * (modules/records/directory-texts.ts); triggers raise the version in the changing transaction,
 * so a change made by any code, on any instance or by hand, reaches every instance's next list.
 * Updates of columns no text depends on (a password, a login's time) leave it alone: they are
 * frequent, and each raise makes every instance read the tenant's texts anew.
 * Frozen once released.
 */

/** The tables watched, and the columns whose update changes a text; null: any update. */
const WATCHED = [
  { table: 'users', columns: ['realname', 'tenant_id'] },
  { table: 'departments', columns: ['name', 'parent_id', 'tenant_id'] },
  { table: 'dict_items', columns: null },
  { table: 'dicts', columns: ['dict_code', 'tenant_id'] },
] as const;

const FUNCTION = 'raise_directory_version';

/**
 * The upsert raising the directory version of the tenants `tenantIds` names (the changed row's
 * old tenant, new tenant or both), of those that still exist: deleting a tenant deletes its users
 * through the foreign key, and a version row for the deleted tenant would fail that deletion.
 */
function raiseVersion(tenantIds: string): string {
  return `insert into table_versions (tenant_id, table_name, version)
    select id, 'directory', 1 from tenants where id in (${tenantIds})
    on conflict (tenant_id, table_name) do update set version = table_versions.version + 1`;
}

/** A real change of one of the columns: an update writing the same name again changes no text. */
function changedCondition(columns: readonly string[]): string {
  const distinct = (column: string) => `old.${column} is distinct from new.${column}`;
  return columns.map(distinct).join(' or ');
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const { table, columns } of WATCHED) {
    const update = columns ? `update of ${columns.join(', ')} on ${table} when ${changedCondition(columns)}` : `update on ${table}`;
    const triggers = [
      [`${table}_directory_insert`, `insert on ${table}`, 'new.tenant_id'],
      [`${table}_directory_delete`, `delete on ${table}`, 'old.tenant_id'],
      [`${table}_directory_update`, update, 'old.tenant_id, new.tenant_id'],
    ];
    for (const [name, event, tenantIds] of triggers) {
      await sql.raw(`create trigger ${name} after ${event} begin ${raiseVersion(tenantIds!)}; end`).execute(db);
    }
  }
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  // OLD is null in an insert's trigger and NEW in a delete's (PostgreSQL 11 and later).
  await sql
    .raw(
      `create function ${FUNCTION}() returns trigger language plpgsql as $$
      begin
        ${raiseVersion('old.tenant_id, new.tenant_id')};
        return null;
      end
      $$`,
    )
    .execute(db);
  for (const { table, columns } of WATCHED) {
    const change = columns ? 'insert or delete' : 'insert or update or delete';
    await sql.raw(`create trigger ${table}_directory_change after ${change} on ${table} for each row execute function ${FUNCTION}()`).execute(db);
    // A trigger's condition may name OLD only when it fires on updates alone.
    if (columns) {
      await sql
        .raw(
          `create trigger ${table}_directory_update after update of ${columns.join(', ')} on ${table}
          for each row when (${changedCondition(columns)}) execute function ${FUNCTION}()`,
        )
        .execute(db);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await (isPostgres(db) ? createPostgresTriggers(db) : createSqliteTriggers(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The triggers go with the function.
    await sql.raw(`drop function ${FUNCTION}() cascade`).execute(db);
    return;
  }
  for (const { table } of WATCHED) {
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_directory_${event}`).execute(db);
  }
}
