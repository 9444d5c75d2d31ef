import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { up as createRowTriggers } from './2026113001-directory-version.ts';
import { createStatementTriggers, statementTriggerFunctions, type VersionedTable } from './statement-version-triggers.ts';

/**
 * Issue 25. On PostgreSQL the directory version (migration 2026113001) is raised once per
 * statement instead of once per row: importing a thousand employees or seeding a tenant's
 * dictionaries updated the tenant's one version row a thousand times in one transaction.
 * SQLite keeps its row triggers. Frozen once released.
 */

const DIRECTORY = 'directory';

/** The same tables and columns as migration 2026113001. */
const WATCHED = [
  { table: 'users', columns: ['realname', 'tenant_id'], insert: true },
  { table: 'departments', columns: ['name', 'parent_id', 'tenant_id'], insert: true },
  { table: 'dict_items', columns: null, insert: true },
  { table: 'dicts', columns: ['dict_code', 'tenant_id'], insert: true },
] as const satisfies readonly VersionedTable[];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // The row triggers go with their function.
  await sql`drop function raise_directory_version() cascade`.execute(db);
  await createStatementTriggers(db, DIRECTORY, WATCHED);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of statementTriggerFunctions(DIRECTORY, WATCHED)) await sql.raw(`drop function ${name}() cascade`).execute(db);
  await createRowTriggers(db);
}
