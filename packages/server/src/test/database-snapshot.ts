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

/** Every table of the current database (the current schema on PostgreSQL), except `excluded`. */
export async function snapshotDatabase(db: Kysely<any>, excluded: ReadonlySet<string> = new Set()): Promise<DatabaseSnapshot> {
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true }))
    .filter((t) => (!schema || t.schema === schema) && !excluded.has(t.name))
    .map((t) => t.name)
    .sort();
  const snapshot: DatabaseSnapshot = new Map();
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
