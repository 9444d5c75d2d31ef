import {
  formatDate,
  columnOf,
  compileFormula,
  decimalsOf,
  EMPLOYEE_STATUS,
  fieldValueSchema,
  findEntity,
  isHttpUrl,
  roundTo,
  translate,
  validateRecordInput,
  type FieldDef,
  type FieldIssue,
  type FileRef,
  type Lang,
} from '@crm/domain';
import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { HttpError } from '../../http/http-error.ts';
import { sanitizeRichText } from '../configuration/rich-text.ts';
import { isPicture } from '../files/upload-purposes.ts';
import type { Viewer } from './data-scope.ts';
import { fieldLabel } from './display-texts.ts';
import { toStored } from './field-storage.ts';
import { selectVisible } from './record-visibility.ts';
import { selectRows, type Db, type RecordModel } from './record-model.ts';
import { toRecordRow, type StoredRow } from './record-rows.ts';

/** A field issue, possibly with extra words for its message (status names of a refused move). */
export type ServerFieldIssue = FieldIssue & { vars?: Record<string, string> };

/** The 422 of spec section 5: `result.fields` names every bad field, the message the first. */
export function fieldErrors(lang: Lang, model: { field(name: string): FieldDef | undefined }, issues: readonly ServerFieldIssue[]): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (fields[issue.field]) continue;
    const field = model.field(issue.field);
    const label = field ? fieldLabel(lang, field) : issue.field;
    fields[issue.field] = translate(lang, `server.validation.${issue.rule}`, { field: label, limit: String(issue.limit ?? ''), ...issue.vars });
  }
  const first = Object.values(fields)[0] ?? '';
  return new HttpError(422, 'validationFailed', { detail: first }, { fields });
}

/**
 * The checks that need the database, after the shape checks of the domain schema: dictionary
 * values exist in the tenant's dictionary, relation targets exist in the tenant and are visible
 * to the caller, users and departments exist in the tenant, files were uploaded to the tenant,
 * and unique fields are not taken by another record.
 */
export async function databaseIssues(
  db: Db,
  viewer: Viewer,
  model: RecordModel,
  values: Record<string, unknown>,
  recordId: string | null,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const given = model.fields.filter((f) => values[f.name] !== null && values[f.name] !== undefined);
  const { tenantId } = viewer;
  let stored: Promise<Record<string, unknown> | null> | undefined;
  /** A field's value as the record being edited holds it now (null for a new record), read once when asked. */
  const storedValue = async (name: string): Promise<unknown> => {
    stored ??= recordId
      ? selectRows(db, model.entity)
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', '=', recordId)
          .executeTakeFirst()
          .then((row) => (row ? toRecordRow(model, row as StoredRow) : null))
      : Promise.resolve(null);
    return (await stored)?.[name] ?? null;
  };

  const dictFields = given.filter((f) => (f.type === 'dict' || f.type === 'dictMulti') && !f.options && f.dict);
  if (dictFields.length > 0) {
    const rows = await db
      .selectFrom('dict_items')
      .innerJoin('dicts', 'dicts.id', 'dict_items.dict_id')
      .select(['dicts.dict_code as code', 'dict_items.item_value as value'])
      .where('dicts.tenant_id', '=', tenantId)
      .where(
        'dicts.dict_code',
        'in',
        dictFields.map((f) => f.dict!),
      )
      .execute();
    const known = new Set(rows.map((r) => `${r.code}\u0000${r.value}`));
    for (const field of dictFields) {
      const list = Array.isArray(values[field.name]) ? (values[field.name] as string[]) : [values[field.name] as string];
      if (list.some((v) => !known.has(`${field.dict}\u0000${v}`))) issues.push({ field: field.name, rule: 'dictValue' });
    }
  }

  for (const field of given) {
    const value = values[field.name];
    if (field.type === 'relation' && field.relation) {
      const target = findEntity(field.relation);
      if (!target) continue;
      // One id, or several (a relation with `multiple`: validated as a list of distinct ids), checked in one query.
      const ids = Array.isArray(value) ? (value as string[]) : [value as string];
      if (target.apiName === model.entity.apiName && recordId !== null && ids.includes(recordId)) {
        issues.push({ field: field.name, rule: 'relation' });
        continue;
      }
      let query = selectVisible(db, viewer, target).select('id').where('id', 'in', ids);
      for (const [name, wanted] of Object.entries(field.relationWhere ?? {})) query = query.where(columnOf(name), '=', wanted);
      const found = new Set((await query.execute()).map((row) => row.id));
      if (ids.some((id) => !found.has(id))) issues.push({ field: field.name, rule: 'relation' });
    } else if (field.type === 'user') {
      // One person, or several (a user field with `multiple`: validated as a list of distinct ids), read in one query.
      const ids = Array.isArray(value) ? (value as string[]) : [value as string];
      const found = new Map(
        (
          await db
            .selectFrom('users')
            .select(['id', 'status'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .where('user_type', '=', 'staff')
            .execute()
        ).map((user) => [user.id, user.status]),
      );
      if (ids.some((id) => !found.has(id))) issues.push({ field: field.name, rule: 'user' });
      // A frozen user stays where they already are (a record saved again keeps its owner) but is never newly chosen.
      else if (ids.some((id) => found.get(id) !== EMPLOYEE_STATUS.active)) {
        const stored = await storedValue(field.name);
        const kept = new Set(Array.isArray(stored) ? (stored as string[]) : [stored]);
        if (ids.some((id) => found.get(id) !== EMPLOYEE_STATUS.active && !kept.has(id))) issues.push({ field: field.name, rule: 'userFrozen' });
      }
    } else if (field.type === 'department') {
      const found = await db
        .selectFrom('departments')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', value as string)
        .executeTakeFirst();
      if (!found) issues.push({ field: field.name, rule: 'department' });
    } else if (field.type === 'images' || field.type === 'files') {
      const paths = (value as FileRef[]).map((f) => f.path).filter((p) => !(field.type === 'images' && isHttpUrl(p)));
      if (paths.length === 0) continue;
      const rows = await db.selectFrom('files').select(['path', 'mime_type']).where('tenant_id', '=', tenantId).where('path', 'in', paths).execute();
      if (rows.length < new Set(paths).size) issues.push({ field: field.name, rule: 'file' });
      // An image field holds pictures by content (decided at upload), not files named like one.
      else if (field.type === 'images' && !rows.every((row) => isPicture(row.mime_type))) issues.push({ field: field.name, rule: 'picture' });
    }
  }

  for (const field of given.filter((f) => f.unique)) {
    const column = field.custom ? null : columnOf(field.name);
    let query = selectRows(db, model.entity).select('id').where('tenant_id', '=', tenantId);
    query = column
      ? query.where(column, '=', toStored(field, values[field.name]))
      : query.where(jsonText('ext', field.name, db), '=', String(values[field.name]));
    if (recordId) query = query.where('id', '!=', recordId);
    // A unique relation (a work order's one appraisal) says that the record chosen already has one.
    if (await query.executeTakeFirst()) issues.push({ field: field.name, rule: field.type === 'relation' ? 'uniqueRelation' : 'unique' });
  }
  return issues;
}

/** Text of one key of a JSON text column, on either database. */
export function jsonText(column: string, key: string, db: Db) {
  const postgres = isPostgres(db);
  return postgres ? sql<string>`(${sql.ref(column)}::jsonb ->> ${key})` : sql<string>`json_extract(${sql.ref(column)}, ${`$."${key}"`})`;
}

/** Rich text is stored without anything that could run, and cleaned before the checks, so a required one that held only script is refused as empty. */
function withCleanRichText(model: RecordModel, input: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const rich = model.fields.filter((f) => f.type === 'richText' && typeof input[f.name] === 'string');
  if (rich.length === 0) return input;
  return { ...input, ...Object.fromEntries(rich.map((f) => [f.name, sanitizeRichText(input[f.name] as string)])) };
}

/** Validates and normalises a request's field values; throws the 422 on any issue. */
export async function validateInput(
  db: Db,
  viewer: Viewer,
  lang: Lang,
  model: RecordModel,
  input: Readonly<Record<string, unknown>>,
  mode: 'add' | 'edit',
  recordId: string | null,
): Promise<Record<string, unknown>> {
  const { values, issues } = validateRecordInput(model.fields, withCleanRichText(model, input), mode);
  if (issues.length > 0) throw fieldErrors(lang, model, issues);
  const more = await databaseIssues(db, viewer, model, values, recordId);
  if (more.length > 0) throw fieldErrors(lang, model, more);
  return values;
}

/**
 * Value of a `defaultValue` for a new record: '$now', '$today', '$me', '$myDepartment' or a
 * literal. A date is today where the user is (`timeZone`), as their phone shows it: at 1:00 in
 * Beijing the UTC date is still yesterday's.
 */
function defaultOf(field: FieldDef, viewer: Viewer, now: Date, timeZone: string): unknown {
  const value = field.defaultValue;
  if (value === '$now' || value === '$today') return field.type === 'date' ? formatDate(now, timeZone) : now.toISOString();
  if (value === '$me') return viewer.userId;
  if (value === '$myDepartment') return viewer.departId;
  const parsed = fieldValueSchema(field).safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** A user's time zone (their profile's; Beijing time when none): today's date where they are. */
export async function timeZoneOf(db: Db, user: Pick<Viewer, 'tenantId' | 'userId'>): Promise<string> {
  const row = await db.selectFrom('users').select('time_zone').where('tenant_id', '=', user.tenantId).where('id', '=', user.userId).executeTakeFirst();
  return row?.time_zone || DEFAULT_TIME_ZONE;
}

/** Fills defaults of fields a new record was not given. */
export function applyDefaults(model: RecordModel, values: Record<string, unknown>, viewer: Viewer, now: Date, timeZone = DEFAULT_TIME_ZONE): void {
  for (const field of model.fields) {
    if (field.defaultValue === undefined || (field.name in values && values[field.name] !== null)) continue;
    values[field.name] = defaultOf(field, viewer, now, timeZone);
  }
}

/** Recomputes every formula field from the record's values (the current ones merged with the changes). */
export function applyFormulas(model: RecordModel, values: Record<string, unknown>, current: Record<string, unknown> = {}): void {
  const merged = { ...current, ...values };
  for (const field of model.fields.filter((f) => f.type === 'formula' && f.formula)) {
    const result = compileFormula(field.formula!).evaluate(merged);
    values[field.name] = result === null ? null : roundTo(result, decimalsOf(field));
    merged[field.name] = values[field.name];
  }
}

/** Allocates the next number of each auto-number field, inside the caller's transaction; numbers are never reused. */
export async function applyAutoNumbers(db: Db, model: RecordModel, values: Record<string, unknown>): Promise<void> {
  for (const field of model.fields.filter((f) => f.type === 'autoNumber' && f.autoNumber)) {
    const row = await db
      .insertInto('auto_number_counters')
      .values({ tenant_id: model.tenantId, table_name: model.entity.table, field_name: field.name, value: 1 })
      .onConflict((oc) => oc.columns(['tenant_id', 'table_name', 'field_name']).doUpdateSet({ value: sql`auto_number_counters.value + 1` }))
      .returning('value')
      .executeTakeFirstOrThrow();
    values[field.name] = `${field.autoNumber!.prefix}${String(row.value).padStart(field.autoNumber!.digits, '0')}`;
  }
}
