import { columnOf, isNumericField, type FieldDef, type FilterOperator, type SceneCondition } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { badRequest } from '../../http/http-error.ts';
import type { Viewer } from './data-scope.ts';
import { isJsonField, isSystemField, SYSTEM_COLUMNS, textColumnOf, toStored } from './field-storage.ts';
import type { Db, RecordModel } from './record-model.ts';
import { searchCandidates } from './search-index.ts';
import { kept } from './kept.ts';

/** The query of GET /M/E/list and exportXls (RecordListQuery), after schema coercion. */
export interface ListRequest {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  sceneId?: string;
  filters?: string;
  relatedField?: string;
  relatedId?: string;
  /** Only these fields in the answer (comma-separated API names); every field when absent. */
  fields?: string;
}

export const OPERATORS: readonly FilterOperator[] = ['eq', 'ne', 'in', 'like', 'gt', 'ge', 'lt', 'le', 'empty', 'notEmpty', 'withinDays', 'olderThanDays'];
const DAY_MS = 86_400_000;

/** Date-time system columns (the rest are ids or codes). */
const SYSTEM_TIMES = new Set(['createTime', 'updateTime']);

interface Operand {
  expr: RawBuilder<unknown>;
  field: FieldDef | null;
  /** Values held as a JSON array (multi-select, tags): equality means "contains". */
  array: boolean;
  /** Compared as scaled integers (registry numeric columns). */
  scaled: boolean;
  date: boolean;
}

/** A filterable, sortable operand: a system column, a field's column or a custom field inside `ext`. */
function operandOf(db: Db, model: RecordModel, table: string, name: string): Operand | null {
  if (isSystemField(name)) {
    return { expr: sql`${sql.ref(`${table}.${SYSTEM_COLUMNS[name]}`)}`, field: null, array: name === 'tags', scaled: false, date: SYSTEM_TIMES.has(name) };
  }
  const field = model.field(name);
  // A lines field has no column to filter or sort on.
  if (!field || field.type === 'lines') return null;
  const date = field.type === 'date' || field.type === 'datetime';
  // An address is searched, filtered and sorted by its text, beside its JSON (field-storage.ts).
  if (!field.custom && field.type === 'address') return { expr: sql`${sql.ref(`${table}.${textColumnOf(field)}`)}`, field, array: false, scaled: false, date };
  if (!field.custom) {
    return {
      expr: sql`${sql.ref(`${table}.${columnOf(field.name)}`)}`,
      field,
      array: isJsonField(field),
      scaled: isNumericField(field) || field.type === 'boolean',
      date,
    };
  }
  const text = isPostgres(db)
    ? sql`(${sql.ref(`${table}.ext`)}::jsonb ->> ${field.name})`
    : sql`json_extract(${sql.ref(`${table}.ext`)}, ${`$."${field.name}"`})`;
  if (isNumericField(field)) {
    return { expr: isPostgres(db) ? sql`(${text})::numeric` : sql`cast(${text} as real)`, field, array: false, scaled: false, date };
  }
  // JSON arrays inside ext come out as their JSON text on both databases.
  return { expr: text, field, array: isJsonField(field), scaled: false, date };
}

/** A filter value in the operand's stored form. */
function comparable(operand: Operand, value: unknown): unknown {
  const { field } = operand;
  if (field && operand.scaled) {
    if (field.type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
    return Number.isFinite(Number(value)) ? toStored(field, Number(value)) : null;
  }
  if (field && field.custom && isNumericField(field)) return Number(value);
  return typeof value === 'number' ? String(value) : value;
}

function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Whether an expression holds a text, case aside (LIKE with the text's wildcards escaped). */
export function containsText(expr: RawBuilder<unknown>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${expr}) like ${`%${escapeLike(text)}%`} escape '\\'`;
}

function cutoff(operand: Operand, days: number, now: Date): string {
  const at = new Date(now.getTime() - days * DAY_MS).toISOString();
  return operand.field?.type === 'date' ? at.slice(0, 10) : at;
}

function conditionWhere(eb: ExpressionBuilder<any, any>, operand: Operand, condition: SceneCondition, viewer: Asker, now: Date): Expression<SqlBool> {
  const raw = condition.value;
  const resolve = (v: unknown) => (v === '$me' ? viewer.userId : v === '$now' ? now.toISOString() : v);
  const value = Array.isArray(raw) ? raw.map(resolve) : resolve(raw);
  const { expr } = operand;
  const isNull = eb(expr, 'is', null);
  const blank = operand.array ? eb.or([isNull, eb(expr, '=', ''), eb(expr, '=', '[]')]) : eb.or([isNull, eb(expr, '=', '')]);
  const arrayHas = (v: unknown) => sql<SqlBool>`${expr} like ${`%${JSON.stringify(String(v)).replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

  switch (condition.op) {
    case 'eq':
      return operand.array ? arrayHas(value) : eb(expr, '=', comparable(operand, value));
    case 'ne':
      return operand.array ? eb.not(arrayHas(value)) : eb.or([isNull, eb(expr, '<>', comparable(operand, value))]);
    case 'in': {
      const list = (Array.isArray(value) ? value : String(value ?? '').split(',')).filter((v) => v !== '');
      if (list.length === 0) return sql<SqlBool>`1 = 0`;
      return operand.array
        ? eb.or(list.map(arrayHas))
        : eb(
            expr,
            'in',
            list.map((v) => comparable(operand, v)),
          );
    }
    case 'like':
      return containsText(expr, String(value ?? ''));
    case 'gt':
      return eb(expr, '>', comparable(operand, value));
    case 'ge':
      return eb(expr, '>=', comparable(operand, value));
    case 'lt':
      return eb(expr, '<', comparable(operand, value));
    case 'le':
      return eb(expr, '<=', comparable(operand, value));
    case 'empty':
      return blank;
    case 'notEmpty':
      return eb.not(blank);
    case 'withinDays':
      return eb(expr, '>=', cutoff(operand, Number(value), now));
    case 'olderThanDays':
      // "Not followed for over N days" includes records never followed up.
      return eb.or([isNull, eb(expr, '<', cutoff(operand, Number(value), now))]);
  }
}

function validCondition(condition: SceneCondition): boolean {
  if (!condition || typeof condition.field !== 'string' || !OPERATORS.includes(condition.op)) return false;
  const value = condition.value;
  if (condition.op === 'empty' || condition.op === 'notEmpty') return true;
  if (condition.op === 'withinDays' || condition.op === 'olderThanDays') return Number.isFinite(Number(value)) && Number(value) >= 0 && Number(value) <= 36_500;
  if (Array.isArray(value)) return condition.op === 'in' && value.length <= 500 && value.every((v) => typeof v === 'string');
  return typeof value === 'string' || typeof value === 'number';
}

/** Checks conditions against the object's fields and operators; answers the name of the first bad one. */
export function invalidCondition(db: Db, model: RecordModel, conditions: readonly SceneCondition[]): string | null {
  for (const condition of conditions) {
    if (!validCondition(condition) || !operandOf(db, model, 't', condition.field)) return String(condition?.field ?? '');
  }
  return null;
}

/** The API names of a `fields=a,b` parameter (list and export); none when absent. */
export function fieldNames(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** A condition's shape, whatever its field and operator: an object with a field name and an operator. */
function isConditionShape(value: unknown): value is SceneCondition {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { field, op } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof op === 'string';
}

/**
 * Parses the `filters` JSON text of a list query (SceneCondition[]): an array of condition
 * objects, every element checked here, so that nothing after (the count cache's key, the
 * where-builder) meets a null, a number or a nested array where a condition belongs.
 */
export function parseFilters(text: string | undefined): SceneCondition[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('filterInvalid', { field: 'filters' });
  }
  if (!Array.isArray(parsed) || !parsed.every(isConditionShape)) throw badRequest('filterInvalid', { field: 'filters' });
  return parsed;
}

/**
 * Every condition of a list query as one where-builder over `table`. The conditions are checked
 * ones (invalidCondition, which the list's criteria pass through as they are gathered).
 */
/** Who a condition's `$me` is: the caller of a list, nobody for the engine's own conditions (roll-ups). */
type Asker = Pick<Viewer, 'userId'>;

export function conditionsWhere(db: Db, model: RecordModel, table: string, viewer: Asker, conditions: readonly SceneCondition[], now = new Date()) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and(conditions.map((condition) => conditionWhere(eb, operandOf(db, model, table, condition.field)!, condition, viewer, now)));
}

/**
 * Keyword search over the object's search fields, case-insensitive on both databases. On SQLite
 * the trigram table narrows the rows first (search-index.ts); the substring test still decides.
 */
export function keywordWhere(db: Db, model: RecordModel, table: string, keyword: string) {
  const operands = model.entity.searchFields.map((name) => operandOf(db, model, table, name)).filter((o): o is Operand => o !== null);
  const candidates = isPostgres(db) ? null : searchCandidates(model.entity, table, keyword.toLowerCase());
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const contains = eb.or(operands.map((o) => containsText(o.expr, keyword)));
    return candidates ? eb.and([candidates(eb), contains]) : contains;
  };
}

/** The sort of a list page: the field's API name, its SQL and the direction. */
export interface ListSort {
  name: string;
  expr: RawBuilder<unknown>;
  order: 'asc' | 'desc';
}

/** The sort of a list: a real field or system column (never arbitrary SQL), then id for a stable order. */
export function sortOf(db: Db, model: RecordModel, table: string, request: ListRequest): ListSort {
  const name = request.sortField || model.entity.defaultSort.field;
  const order = (request.sortOrder ?? (request.sortField ? 'asc' : model.entity.defaultSort.order)) === 'asc' ? 'asc' : 'desc';
  // A model's sorts are few (its lists' columns; an unknown one is refused, not kept): built once.
  return kept(
    kept(sortsOfModels, model, () => new Map<string, ListSort>()),
    `${isPostgres(db)}\u0000${table}\u0000${name}\u0000${order}`,
    () => {
      const operand = operandOf(db, model, table, name);
      if (!operand || operand.array) throw badRequest('filterInvalid', { field: name });
      return { name, expr: operand.expr, order };
    },
  );
}

const sortsOfModels = new WeakMap<RecordModel, Map<string, ListSort>>();
