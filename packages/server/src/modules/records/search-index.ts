import type { EntityDef } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { columnTypeOf, isJsonField, textColumnOf } from './field-storage.ts';

/**
 * Keyword search without reading the whole scope. The list's keyword condition stays what it
 * always was (a case-insensitive substring of one of the object's search fields, re-checked on
 * every candidate row), and an index narrows the rows it is checked on:
 * - PostgreSQL: a pg_trgm GIN index on lower(<column>) per search field, which LIKE '%kw%' uses
 *   (a bitmap OR over the fields); without the extension (not permitted) the search scans, as before;
 * - SQLite: an FTS5 trigram table over the search columns, external content on the object's table,
 *   kept in step by triggers on every insert, update and delete, whatever code makes them.
 * A trigram index answers substrings of 3 characters or more; shorter keywords scan. An address is
 * searched by its text, kept in a column beside its JSON (field-storage.ts): never by the JSON's
 * keys or coordinates.
 */

/** Characters a keyword needs before the trigram index can answer it. */
const TRIGRAM = 3;

/** The search columns of a registered object, when every search field has a text column of its own table. */
export function searchColumns(entity: EntityDef): string[] | null {
  if (entity.custom || entity.searchFields.length === 0) return null;
  const fields = entity.searchFields.map((name) => entity.fields.find((f) => f.name === name));
  if (fields.some((f) => !f || f.custom || (f.type !== 'address' && (columnTypeOf(f) !== 'text' || isJsonField(f))))) return null;
  return fields.map((f) => textColumnOf(f!));
}

export const searchTableOf = (entity: EntityDef) => `${entity.table}_search`;
/** The trigram table's terms, each with how many rows hold it (SQLite's fts5vocab, 'row'). */
export const searchTermsOf = (entity: EntityDef) => `${entity.table}_search_terms`;

/** The trigram table's condition for a keyword, or null when it cannot narrow (SQLite only). */
export function searchCandidates(entity: EntityDef, table: string, keyword: string) {
  if (!searchColumns(entity) || [...keyword].length < TRIGRAM) return null;
  const search = searchTableOf(entity);
  // One FTS5 phrase: the keyword's trigrams in a row within one column, i.e. a substring of it.
  const phrase = `"${keyword.replace(/"/g, '""')}"`;
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb(sql.ref(`${table}.rowid`), 'in', sql`(select rowid from ${sql.table(search)} where ${sql.table(search)} match ${phrase})`);
}

function failedAs(error: unknown, codes: string[]): boolean {
  return codes.includes(String((error as { code?: string } | null)?.code ?? ''));
}

const findTrigramSchema = async (db: Kysely<any>) =>
  (
    await sql<{
      schema: string;
    }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  ).rows[0]?.schema ?? null;

const trigramSchemas = new WeakMap<Kysely<any>, Promise<string | null>>();

/**
 * The schema holding pg_trgm, to name its operators by (a schema's own search_path need not hold
 * it), looked up once per database handle; null without the extension.
 */
export function trigramSchemaOf(db: Kysely<any>): Promise<string | null> {
  let found = trigramSchemas.get(db);
  if (!found) trigramSchemas.set(db, (found = findTrigramSchema(db)));
  return found;
}

/** The schema holding pg_trgm, created when missing and permitted; null when unavailable. */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const find = () => findTrigramSchema(db);
  const found = await find();
  if (found) return found;
  // In public when there is one: the extension is database-wide, and a schema of its own would
  // take it (and every index using it) away when that schema is dropped.
  for (const create of [sql`create extension if not exists pg_trgm schema public`, sql`create extension if not exists pg_trgm`]) {
    try {
      await create.execute(db);
      break;
    } catch (error) {
      // insufficient_privilege, undefined_file (not installed), no public schema, or a racing instance's create.
      if (!failedAs(error, ['42501', '58P01', '0A000', '23505', '42710', '3F000'])) throw error;
    }
  }
  return find();
}

async function syncPostgres(db: Kysely<any>, entity: EntityDef, columns: string[], schema: string): Promise<void> {
  for (const column of columns) {
    await sql`create index if not exists ${sql.id(`${entity.table}_search_${column}`)} on ${sql.table(entity.table)} using gin (lower(${sql.ref(column)}) ${sql.id(schema)}.gin_trgm_ops)`
      .execute(db)
      .catch((error: unknown) => {
        // A racing instance created it first.
        if (!failedAs(error, ['42P07', '23505'])) throw error;
      });
  }
}

async function syncSqlite(db: Kysely<any>, entity: EntityDef, columns: string[]): Promise<void> {
  const search = searchTableOf(entity);
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${search})`.execute(db);
  const indexed = rows.map((row) => row.name);
  if (indexed.join() !== columns.join()) await createSqliteIndex(db, entity, columns, indexed.length > 0);
  await sql`create virtual table if not exists ${sql.table(searchTermsOf(entity))} using fts5vocab(${sql.table(search)}, 'row')`.execute(db);
}

/** Makes the object's trigram table and its triggers; `replace`: those of other search columns first dropped (an object's search fields changed). */
async function createSqliteIndex(db: Kysely<any>, entity: EntityDef, columns: string[], replace: boolean): Promise<void> {
  const search = searchTableOf(entity);
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  const values = (row: 'new' | 'old') => sql.join(columns.map((c) => sql.ref(`${row}.${c}`)));
  const table = sql.table(entity.table);
  const fts = sql.table(search);
  const created = db.transaction().execute(async (trx) => {
    if (replace) {
      for (const event of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.id(`${search}_${event}`)}`.execute(trx);
      await sql`drop table if exists ${sql.table(searchTermsOf(entity))}`.execute(trx);
      await sql`drop table ${fts}`.execute(trx);
    }
    await sql`create virtual table ${fts} using fts5(${cols}, content=${sql.lit(entity.table)}, content_rowid='rowid', tokenize='trigram')`.execute(trx);
    await sql`create trigger ${sql.id(`${search}_insert`)} after insert on ${table} begin insert into ${fts}(rowid, ${cols}) values (new.rowid, ${values('new')}); end`.execute(
      trx,
    );
    await sql`create trigger ${sql.id(`${search}_delete`)} after delete on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.rowid, ${values('old')}); end`.execute(
      trx,
    );
    await sql`create trigger ${sql.id(`${search}_update`)} after update of ${cols} on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.rowid, ${values('old')}); insert into ${fts}(rowid, ${cols}) values (new.rowid, ${values('new')}); end`.execute(
      trx,
    );
    // Rows already there (a database from before the index, or one restored by VACUUM, which may renumber rowids: drop the table to rebuild it).
    await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(trx);
  });
  await created.catch((error: unknown) => {
    // A racing instance created it first.
    if (!String((error as { message?: string } | null)?.message).includes('already exists')) throw error;
  });
}

/** Brings every registered object's search index up to date (at start, after the tables). */
export async function syncSearchIndexes(db: Kysely<any>, entities: readonly EntityDef[], postgres: boolean): Promise<void> {
  const schema = postgres ? await trigramSchema(db) : null;
  if (postgres && !schema) return;
  for (const entity of entities) {
    const columns = searchColumns(entity);
    if (!columns) continue;
    if (postgres) await syncPostgres(db, entity, columns, schema!);
    else await syncSqlite(db, entity, columns);
  }
}
