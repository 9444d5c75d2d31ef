import { sql, type Expression, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { reusableQueries } from './reusable-query.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A tenant's version of `name` (a table_versions row: a record table's rows or fields, the
 * directory, field access, the auth of its sessions) as a subquery, to select beside a request's
 * other look-ups in one statement; null before its first raise.
 */
export function tenantVersion(eb: ExpressionBuilder<Database, never>, tenantId: string | Expression<string>, name: string) {
  return eb
    .selectFrom('table_versions')
    .select(sql<string>`cast(version as text)`.as('version'))
    .where('table_versions.tenant_id', '=', tenantId)
    .where('table_versions.table_name', '=', name);
}

/**
 * How far a SQLite database has been changed, as its connection can tell without reading a table:
 * `total_changes()` counts every row this connection has inserted, changed or deleted (triggers'
 * included), and `data_version` moves whenever another connection, in this process or another,
 * commits. Equal readings mean no committed change in between, so no version moved.
 */
type CommitStamp = () => string;

/**
 * The versions a database connection (or pool) last read per tenant and names, with the commit
 * stamp read before them (null where there is none: PostgreSQL, or versions a page's statement
 * read beside its rows). Kept per database by its adapter, which a Kysely made withPlugin
 * shares: another connection's reading means nothing to this one.
 */
interface VersionsMemory {
  stamp?: CommitStamp;
  read: Map<string, { stamp: string | null; versions: Map<string, string> }>;
}
const memories = new WeakMap<object, VersionsMemory>();
const REMEMBERED_VERSION_READS = 1000;

function memoryOf(db: Kysely<Database>): VersionsMemory {
  const adapter = db.getExecutor().adapter;
  let memory = memories.get(adapter);
  if (!memory) {
    memory = { read: new Map() };
    memories.set(adapter, memory);
  }
  return memory;
}

/** Registers how `db` (a SQLite database) reads its commit stamp; createDatabase calls it. */
export function readsCommitStamp(db: Kysely<Database>, stamp: CommitStamp): void {
  memoryOf(db).stamp = stamp;
}

const keyOf = (tenantId: string, names: readonly string[]) => `${tenantId}\u0000${names.join('\u0000')}`;

function remember(memory: VersionsMemory, key: string, stamp: string | null, versions: Map<string, string>): void {
  memory.read.delete(key);
  memory.read.set(key, { stamp, versions });
  if (memory.read.size > REMEMBERED_VERSION_READS) memory.read.delete(memory.read.keys().next().value!);
}

const versionQueries = reusableQueries<{ name: string; version: string }>(50);

async function readVersions(db: Db, tenantId: string, names: readonly string[]): Promise<Map<string, string>> {
  const values: Record<string, unknown> = { tenantId };
  names.forEach((name, index) => (values[`v${index}`] = name));
  const rows = await versionQueries(db, `versions:${names.length}`, values, (param) =>
    db
      .selectFrom('table_versions')
      .select(['table_name as name', sql<string>`cast(version as text)`.as('version')])
      .where('tenant_id', '=', param('tenantId'))
      .where(
        'table_name',
        'in',
        names.map((_, index) => param(`v${index}`)),
      ),
  );
  return new Map(rows.map((row) => [row.name, String(row.version)]));
}

/**
 * The tenant's versions of `names` (a search of table_versions' primary key), by name; a version
 * never raised is absent. Every request reads some (its session's auth version, the versions its
 * remembered answers go by). On SQLite, outside a transaction, a read is answered again while the
 * database's commit stamp stands still: under load that statement cost 64 µs of a list request's
 * 690, the stamp 3 µs. A moved stamp (any commit anywhere, the rule in every busy tenant's minute)
 * reads them again.
 */
export async function versionsOf(db: Db, tenantId: string, names: readonly string[]): Promise<Map<string, string>> {
  // In a transaction the versions are read: its own changes are not yet anyone's.
  if (db.isTransaction) return readVersions(db, tenantId, names);
  const memory = memoryOf(db as Kysely<Database>);
  const key = keyOf(tenantId, names);
  // The stamp first: a commit between it and the read makes the next stamp differ.
  const stamp = memory.stamp?.() ?? null;
  const known = memory.read.get(key);
  if (stamp !== null && known?.stamp === stamp) return known.versions;
  const versions = await readVersions(db, tenantId, names);
  remember(memory, key, stamp, versions);
  return versions;
}

/**
 * The versions of `names` this database last read for the tenant, to be assumed by a route that
 * reads them again in the statement of its answer and compares (the customer list's page:
 * one statement a request instead of two); undefined when never read.
 */
export function versionsLastRead(db: Kysely<Database>, tenantId: string, names: readonly string[]): Map<string, string> | undefined {
  return memoryOf(db).read.get(keyOf(tenantId, names))?.versions;
}

/** Versions a statement read beside its answer: the next request assumes them. */
export function noteVersionsRead(db: Kysely<Database>, tenantId: string, names: readonly string[], versions: Map<string, string>): void {
  remember(memoryOf(db), keyOf(tenantId, names), null, versions);
}
