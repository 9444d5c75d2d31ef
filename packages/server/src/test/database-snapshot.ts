import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { isPostgres } from '../db/dialect.ts';

/** Row count and a hash of the contents of every table: enough to tell that nothing was written. */
export type DatabaseSnapshot = Map<string, { rows: number; hash: string }>;

/** JSON with the keys of every object sorted, so that equal rows give equal text on either database. */
function stableText(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableText((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The tables of the current database (the current schema on PostgreSQL), from the catalogue: cheaper than introspecting columns. */
async function tableNames(db: Kysely<any>): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * Every table of the current database (the current schema on PostgreSQL), except `excluded`. On
 * PostgreSQL the database hashes each table's rows itself, all tables in one statement: a snapshot
 * taken after every route must not cost more than the route's cases.
 */
export async function snapshotDatabase(db: Kysely<any>, excluded: ReadonlySet<string> = new Set()): Promise<DatabaseSnapshot> {
  const tables = (await tableNames(db)).filter((name) => !excluded.has(name));
  const snapshot: DatabaseSnapshot = new Map();
  if (isPostgres(db)) {
    const parts = tables.map(
      (table) =>
        sql`select ${table}::text as name, count(*)::int as rows, md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as hash from ${sql.table(table)} r`,
    );
    const { rows } = await sql<{ name: string; rows: number; hash: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
    for (const row of rows) snapshot.set(row.name, { rows: row.rows, hash: row.hash });
    return snapshot;
  }
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const hash = createHash('sha256');
    for (const line of rows.map(stableText).sort()) hash.update(line).update('\n');
    snapshot.set(table, { rows: rows.length, hash: hash.digest('hex') });
  }
  return snapshot;
}

/** The tables whose contents differ, with their row counts before and after. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names
    .filter((name) => before.get(name)?.hash !== after.get(name)?.hash)
    .map((name) => `${name} (${before.get(name)?.rows ?? 'absent'} rows before, ${after.get(name)?.rows ?? 'absent'} after)`);
}
