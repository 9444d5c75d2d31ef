import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Dialect, type Expression, type SqlBool } from 'kysely';
import pg from 'pg';
import { databaseMemory } from './database-memory.ts';
import type { Database } from './schema.ts';
import { readsCommitStamp } from './table-versions.ts';

/**
 * The two supported databases, chosen by URL:
 * `sqlite:<path>` / `sqlite::memory:` (embedded default) or `postgres://...` / `postgresql://...`.
 */
export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(url: string): DatabaseKind {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`Unsupported DATABASE_URL "${url}": use sqlite:<path> or postgres://...`);
}

const PREPARED_STATEMENTS = 2000;

function sqliteDialect(url: string): { dialect: Dialect; commitStamp: () => string } {
  const location = url.slice('sqlite:'.length);
  const file = location === ':memory:' ? ':memory:' : resolve(location);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; busy_timeout waits for a lock instead of failing.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Durability: in WAL mode with synchronous=NORMAL a commit is written to the WAL file before
  // the answer goes out, and fsync'd only at checkpoints. A killed or crashed server process
  // loses nothing acknowledged (the written pages are in the operating system's cache; the crash
  // test kills it with SIGKILL under load). A power loss or kernel crash may lose the last
  // commits, never the file's consistency; synchronous=FULL (an fsync per commit) is the setting
  // for that, at a cost on every write.
  database.pragma('synchronous = NORMAL');
  // Page reads from memory rather than a read() call each: 64 MiB of page cache per connection,
  // and the file mapped (up to 1 GiB of address space, shared with the OS page cache).
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 1073741824');
  database.pragma('temp_store = MEMORY');
  // Kysely prepares every statement it runs; the same few hundred SQL texts come back on every
  // request, so their prepared statements are kept (a third of a list request's time otherwise).
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = database.prepare(text);
      statements.set(text, statement);
      if (statements.size > PREPARED_STATEMENTS) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };
  // Two statements prepared once: the pragma as a table-valued function prepares it anew on
  // every call (under load that cost more than the versions statement it stands in for).
  const [changes, dataVersion] = [database.prepare('select total_changes()').pluck(), database.prepare('pragma data_version').pluck()];
  return {
    dialect: new SqliteDialect({ database: { prepare, close: () => database.close() } }),
    commitStamp: () => `${changes.get() as number}:${dataVersion.get() as number}`,
  };
}

/**
 * Connections per instance. PostgreSQL does most work with a few busy connections per core (each
 * is a process; more of them than cores only contend): on 2 cores shared with the API server, 8
 * connections served 50 concurrent lists 10–20% faster than 12 or 20, and 4 were too few.
 * PG_POOL_MAX sets it for a larger database server, or lower when many instances share one
 * (their sum must stay under its max_connections, 100 by default).
 */
const PG_POOL_MAX = Number(process.env.PG_POOL_MAX) > 0 ? Number(process.env.PG_POOL_MAX) : 8;

/** Distinct statement texts given a name; past it new texts run unnamed (parsed every time). */
const NAMED_STATEMENTS = 2000;
/** The name of each statement text seen, or null for a text never named. */
const statementNames = databaseMemory<string, string | null>();

/**
 * The name a statement is prepared under on every connection, or none. A `*` column list is
 * never named: a prepared statement's result columns are fixed, and a table that gains a column
 * (another instance starting on a newer registry) would make it fail. The name is the text's
 * digest, so a connection never meets one name for two texts, even after this is forgotten.
 */
function statementName(text: string): string | null {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_STATEMENTS) {
    name = /(select|returning|\.)\s*\*/i.test(text) ? null : `s${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name ?? null;
}

/**
 * Kysely sends every statement unnamed, which PostgreSQL parses and plans anew each time (for a
 * list page that is more work than running it). A named statement is parsed once per connection
 * and, once PostgreSQL finds a generic plan as good as the custom ones, planned once too.
 */
class PreparingClient extends pg.Client {
  override query(...args: any[]): any {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
      const name = statementName(text);
      if (name) return super.query({ text, values, name });
    }
    return (super.query as (...a: any[]) => any)(...args);
  }
}

function postgresDialect(url: string): Dialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: PG_POOL_MAX, Client: PreparingClient }) });
}

export function createDatabase(url: string): Kysely<Database> {
  if (databaseKind(url) === 'postgres') return new Kysely<Database>({ dialect: postgresDialect(url) });
  const { dialect, commitStamp } = sqliteDialect(url);
  const db = new Kysely<Database>({ dialect });
  readsCommitStamp(db, commitStamp);
  return db;
}

/**
 * Keeps the query planner's statistics in step with the data. SQLite gathers none by itself:
 * without them it takes `tenant_id = ?` for a selective condition and, for a keyword search, walks
 * a whole tenant's index in list order instead of the few rows the trigram table found (100,000
 * customers: 30 ms a search instead of 1). `PRAGMA optimize` analyses the tables that were never
 * analysed or have changed much since, within a bounded effort. PostgreSQL's autovacuum analyses
 * on its own.
 */
export async function refreshPlannerStatistics(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`pragma optimize = 0x10002`.execute(db);
}

/** Which of the two databases a connection (or a transaction on it) talks to, where their SQL differs. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Now as stored: ISO-8601 UTC text, which sorts and compares correctly as text. */
export function nowText(date: Date = new Date()): string {
  return date.toISOString();
}

/** COUNT(*) comes back as a number from SQLite and as a bigint string from PostgreSQL. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

/**
 * `column in (list)` with the whole list as one parameter (its value from textListParameter), so
 * the query's text does not change with the list's length and can be built once (reusableQueries).
 */
export function inTextList(db: Kysely<any>, column: string, parameter: unknown): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} = any(cast(${parameter} as text[]))`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${parameter}))`;
}

/** A list of texts as the one parameter of inTextList: an array for PostgreSQL, JSON text for SQLite. */
export function textListParameter(db: Kysely<any>, values: readonly string[]): unknown {
  return isPostgres(db) ? [...values] : JSON.stringify(values);
}

/** Case-insensitive "contains" that behaves the same on both databases (LIKE differs). */
export function containsIgnoringCase(column: string, keyword: string): Expression<SqlBool> {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/**
 * A write refused by a unique index: PostgreSQL's unique_violation (23505), SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (better-sqlite3 puts the extended code in `code`).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: string } | null)?.code ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
