import {
  columnOf,
  entityOf,
  SMART_SEARCH_LIMIT,
  SMART_SEARCH_NEAR,
  SMART_SEARCH_OBJECTS,
  translate,
  type EntityDef,
  type FieldDef,
  type Lang,
  type SmartSearchMatch,
} from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { holdsButton } from '../permissions/repository.ts';
import type { Viewer } from '../records/data-scope.ts';
import { restrictionsOf } from '../records/field-access.ts';
import { textColumnOf } from '../records/field-storage.ts';
import { loose, type Db } from '../records/record-model.ts';
import { selectVisible } from '../records/record-visibility.ts';
import { containsText } from '../records/list-query.ts';
import { searchColumns, searchTableOf, searchTermsOf, trigramSchemaOf } from '../records/search-index.ts';
import { normalisePhone } from '../verification/codes.ts';

/**
 * Smart customer search (issue 21): a keyword against the search fields of customers, leads and
 * contacts in the caller's scope and pools, tolerant of a mistyped character. The trigram indexes
 * of the lists' keyword search (records/search-index.ts) find the candidates: the rows holding any
 * of the keyword's runs of three characters. Each candidate is then scored here, alike on both
 * databases: 1 when a field holds the keyword, else the share of the keyword's runs of two
 * characters the best field holds (a wrong character in the middle of a Chinese name breaks
 * three of its trigrams but only two of its pairs).
 */

/** The app that opens the page and its route (menu catalogue). */
export const SMART_SEARCH_APP = 'hk:searchCustomer:list';

/** Candidates read per object and query, scored afterwards. */
const CANDIDATES_PER_OBJECT = 200;
/** Near candidates the SQLite trigram table ranks before the scope is applied. */
const RANKED_NEAR_CANDIDATES = 1000;

/** Rows holding the keyword's runs a near search reads at most, added up over the runs (withinBudget). */
const NEAR_POSTINGS = 5000;

/** Trigrams sent to the index at most: evenly spread over a long keyword, they still find its near matches. */
const MAX_TRIGRAMS = 16;

/** Text as typed and stored: lower case, runs of spaces as one. */
const typedForm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** Text as compared: also without the spaces and separators people type into names and numbers. */
const comparable = (text: string) => typedForm(text).replace(/[\s\-()（）]+/g, '');

/** A text's runs of `size` characters, each once (by code point: a Chinese character is one). */
export function gramsOf(text: string, size: number): string[] {
  const characters = [...text];
  const grams = new Set<string>();
  for (let i = 0; i + size <= characters.length; i += 1) grams.add(characters.slice(i, i + size).join(''));
  return [...grams];
}

/** How well a value matches a keyword: 1 when it holds it, else the share of the keyword's pairs of characters it holds. */
export function matchScore(value: string, keyword: string): number {
  const text = comparable(value);
  const wanted = comparable(keyword);
  if (wanted === '') return 0;
  if (typedForm(value).includes(typedForm(keyword)) || text.includes(wanted)) return 1;
  const pairs = gramsOf(wanted, 2);
  if (pairs.length === 0) return 0;
  return pairs.filter((pair) => text.includes(pair)).length / pairs.length;
}

/** The forms a keyword is looked for in: as typed, without separators, and a phone number as phones are kept. */
function keywordForms(keyword: string): string[] {
  const phone = normalisePhone(keyword);
  return [...new Set([typedForm(keyword), comparable(keyword), ...(phone ? [phone] : [])])].filter((form) => form !== '');
}

/** What the index is asked for a near match: the forms' trigrams, a few evenly spread over a long keyword. */
function trigramProbes(forms: readonly string[]): string[] {
  const probes = new Set<string>();
  for (const form of forms) {
    const grams = gramsOf(form, 3);
    const step = Math.max(1, grams.length / MAX_TRIGRAMS);
    for (let i = 0; i < grams.length; i += step) probes.add(grams[Math.floor(i)]!);
  }
  return [...probes];
}

const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Whether a field holds a text (in lower case). */
const fieldHolds = (table: string, field: FieldDef, text: string) => containsText(sql.ref(`${table}.${textColumnOf(field)}`), text);

/** The rows the object's FTS5 trigram table (SQLite) finds for a query; with `limit`, the best ranked that many. */
function ftsHits(entity: EntityDef, query: string, limit?: number) {
  const search = sql.table(searchTableOf(entity));
  const ranked = limit ? sql` order by rank limit ${sql.lit(limit)}` : sql``;
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb(sql.ref(`${entity.table}.rowid`), 'in', sql`(select rowid from ${search} where ${search} match ${query}${ranked})`);
}

/** Whether SQLite's trigram table answers for these texts (each of three characters or more). */
const ftsAnswers = (db: Db, entity: EntityDef, texts: readonly string[]) =>
  !isPostgres(db) && searchColumns(entity) !== null && texts.every((text) => [...text].length >= 3);

/**
 * The rows holding a form of the keyword whole in one of the fields: the trigram indexes narrow
 * (SQLite's table, PostgreSQL's pg_trgm index of each field) and the LIKE decides.
 */
function holdsKeyword(db: Db, entity: EntityDef, fields: readonly FieldDef[], forms: readonly string[]) {
  const likes = (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.or(fields.flatMap((field) => forms.map((form) => fieldHolds(entity.table, field, form))));
  if (!ftsAnswers(db, entity, forms)) return likes;
  const narrowed = ftsHits(entity, forms.map(ftsPhrase).join(' OR '));
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => eb.and([narrowed(eb), likes(eb)]);
}

interface Candidate {
  entity: EntityDef;
  row: Record<string, string | null>;
  field: FieldDef;
  score: number;
}

/** An object's search: its search fields the caller may read (a match on a hidden one would tell its value). */
interface ObjectSearch {
  entity: EntityDef;
  fields: FieldDef[];
}

/** The object's rows in the caller's scope and pools, with what a match shows and is scored on. */
function scopedRows(db: Db, viewer: Viewer, { entity, fields }: ObjectSearch) {
  const table = entity.table;
  const columns = [`${table}.id as id`, `${table}.owner_id as owner_id`, `${table}.${columnOf(entity.titleField)} as title`];
  if (entity.pool) columns.push(`${table}.pool_id as pool_id`);
  return selectVisible(db, viewer, entity).select([...columns, ...fields.map((f) => `${table}.${textColumnOf(f)} as ${f.name}`)]);
}

/** Each row scored by its best field; those below a near match left out. */
function scored({ entity, fields }: ObjectSearch, rows: Record<string, string | null>[], keyword: string): Candidate[] {
  return rows.flatMap((row) => {
    let best: Candidate | null = null;
    for (const field of fields) {
      const value = row[field.name];
      if (!value) continue;
      const score = matchScore(value, keyword);
      if (score > (best?.score ?? 0)) best = { entity, row, field, score };
    }
    return best && best.score >= SMART_SEARCH_NEAR ? [best] : [];
  });
}

/** The rows holding the keyword whole, most recently changed first. */
async function wholeMatches(db: Db, viewer: Viewer, search: ObjectSearch, keyword: string): Promise<Candidate[]> {
  const table = search.entity.table;
  const rows: Record<string, string | null>[] = await scopedRows(db, viewer, search)
    .where(holdsKeyword(db, search.entity, search.fields, keywordForms(keyword)))
    .orderBy(`${table}.update_time`, 'desc')
    .orderBy(`${table}.id`, 'desc')
    .limit(CANDIDATES_PER_OBJECT)
    .execute();
  return scored(search, rows, keyword);
}

/** Of the runs, those few enough rows hold to rank on, rarest first, while the rows holding them, added up, stay within NEAR_POSTINGS. */
function withinBudget(probes: readonly string[], held: ReadonlyMap<string, number>): string[] {
  const kept: string[] = [];
  let budget = NEAR_POSTINGS;
  for (const probe of probes.filter((p) => (held.get(p) ?? 0) > 0).sort((a, b) => held.get(a)! - held.get(b)!)) {
    budget -= held.get(probe)!;
    if (budget < 0) break;
    kept.push(probe);
  }
  return kept;
}

/**
 * How many rows hold each run, for leaving out the runs most rows hold (有限公, or 压测客 in the
 * bench's names): ranking on them would read every row for nothing, since they tell the rows
 * apart no better. SQLite's trigram table counts its terms (fts5vocab); on PostgreSQL each run is
 * counted through the fields' trigram indexes, up to just past the budget. (The planner's
 * estimates were cheaper, but right after a bulk load, before the statistics, they called every
 * run rare: the bench's searches took 740 ms instead of 300.)
 */
async function rowsHolding(db: Db, { entity, fields }: ObjectSearch, probes: readonly string[]): Promise<Map<string, number>> {
  if (!isPostgres(db)) {
    const terms = sql.table(searchTermsOf(entity));
    const { rows } = await sql<{ term: string; doc: number }>`select term, doc from ${terms} where term in (${sql.join(probes)})`.execute(db);
    return new Map(rows.map((row) => [row.term, Number(row.doc)]));
  }
  const table = sql.table(entity.table);
  const counts = probes.map((probe) => {
    const holds = sql.join(
      fields.map((field) => fieldHolds(entity.table, field, probe)),
      sql` or `,
    );
    return sql`select cast(${probe} as text) as term, (select count(*) from (select 1 from ${table} where ${holds} limit ${sql.lit(NEAR_POSTINGS + 1)}) held) as doc`;
  });
  const { rows } = await sql<{ term: string; doc: number | string }>`${sql.join(counts, sql` union all `)}`.execute(db);
  return new Map(rows.map((row) => [row.term, Number(row.doc)]));
}

/** Whether the object's search fields have trigram indexes: SQLite's table, PostgreSQL's pg_trgm ones. */
const trigramIndexed = async (db: Db, entity: EntityDef) => searchColumns(entity) !== null && (!isPostgres(db) || (await trigramSchemaOf(db)) !== null);

/**
 * The rows sharing runs of three characters with the keyword, those sharing the most first: on
 * SQLite as its trigram table ranks them (bm25), elsewhere by how many of the runs they hold.
 * Where the fields are indexed, only the runs few rows hold are asked (rowsHolding). Whole
 * matches are wholeMatches' to answer.
 */
async function nearMatches(db: Db, viewer: Viewer, search: ObjectSearch, keyword: string): Promise<Candidate[]> {
  const { entity, fields } = search;
  const table = entity.table;
  let probes = trigramProbes(keywordForms(keyword));
  if (probes.length === 0) return [];
  if (await trigramIndexed(db, entity)) {
    probes = withinBudget(probes, await rowsHolding(db, search, probes));
    if (probes.length === 0) return [];
  }
  let query = scopedRows(db, viewer, search);
  if (ftsAnswers(db, entity, probes)) {
    query = query.where(ftsHits(entity, probes.map(ftsPhrase).join(' OR '), RANKED_NEAR_CANDIDATES)).limit(RANKED_NEAR_CANDIDATES);
  } else {
    const held = fields.flatMap((field) => probes.map((probe) => fieldHolds(table, field, probe)));
    const shared = sql.join(
      held.map((holds) => sql`case when ${holds} then 1 else 0 end`),
      sql` + `,
    );
    query = query
      .where((eb) => eb.or(held))
      .orderBy(sql`${shared}`, 'desc')
      .limit(CANDIDATES_PER_OBJECT);
  }
  const rows: Record<string, string | null>[] = await query.orderBy(`${table}.update_time`, 'desc').orderBy(`${table}.id`, 'desc').execute();
  return scored(search, rows, keyword).filter((candidate) => candidate.score < 1);
}

/** The owners' names of the matches, in one statement. */
async function ownerNames(db: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'realname']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.realname]));
}

/**
 * The matches of a keyword (SMART_SEARCH_KEYWORD_MIN characters or more, checked by the route)
 * among the objects whose list the caller holds: best first, then a match on the record's title
 * before one on another field, then customers, leads, contacts, each most recently changed first.
 */
export async function smartSearch(db: Db, viewer: Viewer, lang: Lang, keyword: string): Promise<SmartSearchMatch[]> {
  const restrictions = await restrictionsOf(db, viewer);
  const searches: ObjectSearch[] = [];
  for (const apiName of SMART_SEARCH_OBJECTS) {
    const entity = entityOf(apiName);
    if (!(await holdsButton(loose(db), viewer.auth, `${entity.permissionPrefix}:list`))) continue;
    const hidden = restrictions.get(apiName);
    const fields = entity.searchFields.map((name) => entity.fields.find((f) => f.name === name)!).filter((field) => hidden?.get(field.name) !== 'hidden');
    if (fields.length > 0) searches.push({ entity, fields });
  }
  const found: Candidate[] = [];
  for (const search of searches) found.push(...(await wholeMatches(db, viewer, search, keyword)));
  // Near matches rank below every whole one: looked for only while the answer has room.
  if (found.length < SMART_SEARCH_LIMIT) for (const search of searches) found.push(...(await nearMatches(db, viewer, search, keyword)));
  const order = (c: Candidate) => SMART_SEARCH_OBJECTS.indexOf(c.entity.apiName as (typeof SMART_SEARCH_OBJECTS)[number]);
  const onTitle = (c: Candidate) => Number(c.field.name === c.entity.titleField);
  const best = found
    .map((candidate, index) => ({ candidate, index }))
    .sort(
      (a, b) =>
        b.candidate.score - a.candidate.score || onTitle(b.candidate) - onTitle(a.candidate) || order(a.candidate) - order(b.candidate) || a.index - b.index,
    )
    .slice(0, SMART_SEARCH_LIMIT)
    .map(({ candidate }) => candidate);
  const owners = await ownerNames(db, viewer.tenantId, [...new Set(best.flatMap(({ row }) => (row.owner_id ? [row.owner_id] : [])))]);
  return best.map(({ entity, row, field, score }) => ({
    entity: entity.apiName,
    id: row.id!,
    title: row.title ?? '',
    field: translate(lang, field.label),
    value: row[field.name] ?? '',
    ownerName: row.owner_id ? (owners.get(row.owner_id) ?? null) : null,
    inPool: !row.owner_id && Boolean(row.pool_id),
    score: Math.round(score * 100) / 100,
  }));
}
