import {
  columnOf,
  computeLine,
  findEntity,
  lineDefaults,
  lineInputFields,
  lineIssueKey,
  linesFieldsOf,
  lineTotals,
  parseLineIssueKey,
  translate,
  validateLines,
  type EntityDef,
  type FieldDef,
  type FieldIssue,
  type Lang,
  type LineInput,
  type RecordRow,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { linesChangeText, type FieldChange, type LoggedLine } from './change-log.ts';
import type { Viewer } from './data-scope.ts';
import { addDisplayTexts, fieldLabel } from './display-texts.ts';
import { LINE_ORDER, storedColumn } from './field-storage.ts';
import { loose, modelOf, type Db, type RecordModel } from './record-model.ts';
import { toColumns, toRecordRow, type StoredRow } from './record-rows.ts';
import { databaseIssues, fieldErrors } from './record-validation.ts';
import { selectVisible } from './record-visibility.ts';

/**
 * A record's lines (ENGINE-II section 1, OBJECTS section 4): rows of a line object in its own
 * table, one row per line, linked to the record by the line object's `parent.via` field and kept
 * in order by `sort_order`. They are written with the record in its transaction, after its
 * version check, so a stale edit changes no line; they have no owner and are seen by whoever sees
 * the record. Row formulas, copied values and the record's totals are computed here, whatever a
 * client sent.
 */

/** The lines a write carries, checked and computed, by lines field name. */
export type PreparedLines = Map<string, LineInput[]>;

const lineModels = new WeakMap<EntityDef, RecordModel>();

/** A line object's model: the registry's fields only (administrators add custom fields to objects, not to lines). */
function lineModel(line: EntityDef, tenantId: string): RecordModel {
  let model = lineModels.get(line);
  if (!model) {
    model = modelOf(line, '', []);
    lineModels.set(line, model);
  }
  return { ...model, tenantId };
}

const viaColumn = (line: EntityDef) => storedColumn(line.parent!.via);

/**
 * Labels of line issues (`details.2.quantity` → "Details, line 3: Quantity"), so the 422 names
 * the row as the phone shows it.
 */
export function lineLabels(lang: Lang, model: RecordModel) {
  return {
    field(key: string): FieldDef | undefined {
      const place = parseLineIssueKey(key);
      if (!place) return model.field(key);
      const lines = model.field(place.lines);
      const field = lines?.lines?.object.fields.find((f) => f.name === place.field);
      if (!lines || !field) return undefined;
      const label = translate(lang, 'server.lineField', { lines: fieldLabel(lang, lines), row: String(place.row + 1), field: fieldLabel(lang, field) });
      return { ...field, label, custom: true };
    },
  };
}

/** The picked records' values a line copies (`copies`), by picked id. */
async function copiedValues(db: Db, viewer: Viewer, pick: FieldDef, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const target = pick.copies && pick.relation ? findEntity(pick.relation) : undefined;
  if (!target || ids.length === 0) return new Map();
  const targetModel = modelOf(target, viewer.tenantId, []);
  const rows = (await selectVisible(db, viewer, target)
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute()) as StoredRow[];
  return new Map(rows.map((row) => [row.id, toRecordRow(targetModel, row) as Record<string, unknown>]));
}

/** The line's fields copied from the picked record: all of them for a new draft, the fixed ones on every save. */
function applyCopies(
  pick: FieldDef,
  source: Record<string, unknown> | undefined,
  line: EntityDef,
  values: Record<string, unknown>,
  only: 'fixed' | 'all',
): void {
  if (!source || !pick.copies) return;
  for (const [to, from] of Object.entries(pick.copies)) {
    const field = line.fields.find((f) => f.name === to);
    if (!field || (only === 'fixed' && field.editable !== false)) continue;
    values[to] = source[from] ?? null;
  }
}

/**
 * Checks and computes the lines a write carries (values under a lines field's name, shape
 * already checked): each row against the line object's fields and the database (a product of
 * another tenant is no product), the fixed copies from the picked records, the row formulas.
 * Throws the 422 naming every bad row and field. The lines fields are taken out of `values`, and
 * the record's totals over them put in.
 */
export async function prepareLines(db: Db, viewer: Viewer, lang: Lang, model: RecordModel, values: Record<string, unknown>): Promise<PreparedLines> {
  const prepared: PreparedLines = new Map();
  const issues: FieldIssue[] = [];
  for (const field of linesFieldsOf(model.entity)) {
    if (!(field.name in values)) continue;
    const rows = (values[field.name] ?? []) as Record<string, unknown>[];
    delete values[field.name];
    const line = field.lines!.object;
    const checked = validateLines(field, rows);
    issues.push(...checked.issues);
    const linesModel = lineModel(line, viewer.tenantId);
    for (const [index, row] of checked.lines.entries()) {
      if (checked.issues.some((issue) => parseLineIssueKey(issue.field)?.row === index)) continue;
      for (const issue of await databaseIssues(db, viewer, linesModel, row.values, null))
        issues.push({ ...issue, field: lineIssueKey(field.name, index, issue.field) });
    }
    const pick = field.lines!.pick ? line.fields.find((f) => f.name === field.lines!.pick) : undefined;
    const sources = pick ? await copiedValues(db, viewer, pick, checked.lines.map((row) => String(row.values[pick.name] ?? '')).filter(Boolean)) : new Map();
    const restricted = model.lineRestrictions?.get(line.apiName);
    const kept = restricted ? await keptLineValues(db, linesModel, checked.lines, restricted) : undefined;
    const computed = checked.lines.map((row) => {
      const source = sources.get(String(row.values[pick?.name ?? ''] ?? ''));
      if (pick) applyCopies(pick, source, line, row.values, 'fixed');
      if (restricted) keepRestricted(row, restricted, kept!, pick, source);
      return { id: row.id, values: computeLine(line, row.values) };
    });
    prepared.set(field.name, computed);
  }
  if (issues.length > 0) throw fieldErrors(lang, lineLabels(lang, model), issues);
  const totals = lineTotals(model.entity, Object.fromEntries([...prepared].map(([name, rows]) => [name, rows.map((row) => row.values)])));
  Object.assign(values, totals);
  return prepared;
}

/**
 * Detail-field permissions: a line field the writer may not change keeps what the line held (a
 * row of the record, by id), or what the picked record gives a new row (the product's price), or
 * its default; whatever else a row carries is the writer's.
 */
async function keptLineValues(db: Db, linesModel: RecordModel, rows: readonly LineInput[], restricted: ReadonlyMap<string, string>) {
  const ids = rows.map((row) => row.id).filter((id): id is string => id !== null);
  const kept = new Map<string, Record<string, unknown>>();
  if (ids.length === 0 || restricted.size === 0) return kept;
  const stored = (await loose(db)
    .selectFrom(linesModel.entity.table)
    .selectAll()
    .where('tenant_id', '=', linesModel.tenantId)
    .where('id', 'in', ids)
    .execute()) as StoredRow[];
  for (const row of stored) kept.set(row.id, toRecordRow(linesModel, row));
  return kept;
}

function keepRestricted(
  row: LineInput,
  restricted: ReadonlyMap<string, string>,
  kept: ReadonlyMap<string, Record<string, unknown>>,
  pick: FieldDef | undefined,
  source: Record<string, unknown> | undefined,
): void {
  const before = row.id === null ? undefined : kept.get(row.id);
  for (const name of restricted.keys()) {
    if (before) row.values[name] = before[name] ?? null;
    else if (source && pick?.copies?.[name]) row.values[name] = source[pick.copies[name]] ?? null;
  }
}

/** The system columns of a new line, added by `viewer` at `at`. */
function newLineRow(viewer: Viewer, id: string, at: string) {
  return {
    id,
    tenant_id: viewer.tenantId,
    company_code: viewer.companyCode,
    create_by: viewer.userId,
    create_time: at,
    update_by: viewer.userId,
    update_time: at,
    version: 1,
    lock_status: '0',
    tags: '[]',
    ext: '{}',
  };
}

/**
 * Writes a record's lines as the whole new set (ENGINE-II section 1): rows with one of the
 * record's line ids are updated, rows without an id added, the record's other rows removed. An id
 * that is not one of the record's lines is refused (422), never moved from another record.
 */
export async function saveLines(
  trx: Transaction<Database>,
  viewer: Viewer,
  lang: Lang,
  model: RecordModel,
  parentId: string,
  prepared: PreparedLines,
): Promise<void> {
  const at = nowText();
  for (const [name, rows] of prepared) {
    const line = model.field(name)!.lines!.object;
    const linesModel = lineModel(line, viewer.tenantId);
    const table = loose(trx);
    const existing = new Set(
      (await table.selectFrom(line.table).select('id').where('tenant_id', '=', viewer.tenantId).where(viaColumn(line), '=', parentId).execute()).map(
        (row) => row.id as string,
      ),
    );
    const foreign = rows.findIndex((row) => row.id !== null && !existing.has(row.id));
    if (foreign >= 0) throw fieldErrors(lang, lineLabels(lang, model), [{ field: lineIssueKey(name, foreign, 'id'), rule: 'invalid' }]);
    const kept = new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length > 0) await table.deleteFrom(line.table).where('tenant_id', '=', viewer.tenantId).where('id', 'in', gone).execute();
    for (const [index, row] of rows.entries()) {
      const columns = { ...toColumns(linesModel, row.values), [viaColumn(line)]: parentId, [LINE_ORDER]: index };
      if (row.id) {
        await table
          .updateTable(line.table)
          .set({ ...columns, update_by: viewer.userId, update_time: at, version: (eb: any) => eb('version', '+', 1) })
          .where('tenant_id', '=', viewer.tenantId)
          .where('id', '=', row.id)
          .execute();
        continue;
      }
      await table
        .insertInto(line.table)
        .values({
          ...newLineRow(viewer, randomUUID(), at),
          ...columns,
        })
        .execute();
    }
  }
}

/**
 * Adds one row to a lines field the server keeps itself (a history such as an opportunity's
 * stages: `editable: false`, never input), after the record's other rows, in the caller's
 * transaction. Answers the new row's id.
 */
export async function appendLine(
  trx: Transaction<Database>,
  viewer: Viewer,
  model: RecordModel,
  parentId: string,
  fieldName: string,
  values: Record<string, unknown>,
): Promise<string> {
  const line = model.field(fieldName)!.lines!.object;
  const table = loose(trx);
  const last = (await table
    .selectFrom(line.table)
    .select((eb: any) => eb.fn.max(LINE_ORDER).as('last'))
    .where('tenant_id', '=', viewer.tenantId)
    .where(viaColumn(line), '=', parentId)
    .executeTakeFirst()) as { last: unknown } | undefined;
  const at = nowText();
  const id = randomUUID();
  await table
    .insertInto(line.table)
    .values({
      ...newLineRow(viewer, id, at),
      ...toColumns(lineModel(line, viewer.tenantId), computeLine(line, values)),
      [viaColumn(line)]: parentId,
      [LINE_ORDER]: last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1,
    })
    .execute();
  return id;
}

/** Changes values of one row of a lines field the server keeps itself (closing a history row). */
export async function updateLine(
  trx: Transaction<Database>,
  viewer: Viewer,
  model: RecordModel,
  parentId: string,
  fieldName: string,
  lineId: string,
  values: Record<string, unknown>,
): Promise<void> {
  const line = model.field(fieldName)!.lines!.object;
  await loose(trx)
    .updateTable(line.table)
    .set({
      ...toColumns(lineModel(line, viewer.tenantId), values),
      update_by: viewer.userId,
      update_time: nowText(),
      version: (eb: any) => eb('version', '+', 1),
    })
    .where('tenant_id', '=', viewer.tenantId)
    .where(viaColumn(line), '=', parentId)
    .where('id', '=', lineId)
    .execute();
}

/** Removes the lines of records that go (their change log stays with the record's). */
export async function deleteLines(trx: Transaction<Database>, tenantId: string, entity: EntityDef, ids: readonly string[]): Promise<void> {
  for (const field of linesFieldsOf(entity)) {
    const line = field.lines!.object;
    await loose(trx)
      .deleteFrom(line.table)
      .where('tenant_id', '=', tenantId)
      .where(viaColumn(line), 'in', [...ids])
      .execute();
  }
}

/** A line as the API answers it: its id, its values and their display texts. */
function answeredLine(line: EntityDef, row: RecordRow): RecordRow {
  const answer: Record<string, unknown> = { id: row.id };
  for (const field of lineInputFields(line)) {
    answer[field.name] = row[field.name] ?? null;
    for (const companion of [`${field.name}_dictText`, `${field.name}Currency`]) if (companion in row) answer[companion] = row[companion];
  }
  return answer as RecordRow;
}

/** The lines of records, by record id then lines field name, in order, with display texts (one query per lines field). */
export async function linesOf(db: Db, lang: Lang, model: RecordModel, ids: readonly string[]): Promise<Map<string, Record<string, RecordRow[]>>> {
  const byRecord = new Map<string, Record<string, RecordRow[]>>(ids.map((id) => [id, {}]));
  for (const field of linesFieldsOf(model.entity)) {
    const line = field.lines!.object;
    const linesModel = lineModel(line, model.tenantId);
    const rows = (await loose(db)
      .selectFrom(line.table)
      .selectAll()
      .where('tenant_id', '=', model.tenantId)
      .where(viaColumn(line), 'in', [...ids])
      .orderBy(LINE_ORDER)
      .orderBy('id')
      .execute()) as StoredRow[];
    const records = await addDisplayTexts(
      db,
      lang,
      linesModel,
      rows.map((row) => toRecordRow(linesModel, row)),
    );
    for (const id of ids) byRecord.get(id)![field.name] = [];
    records.forEach((record, index) => {
      const parent = String(rows[index]![viaColumn(line)]);
      byRecord.get(parent)?.[field.name]!.push(answeredLine(line, record));
    });
  }
  return byRecord;
}

function loggedLine(line: EntityDef, row: RecordRow): LoggedLine {
  return [line.titleField, ...line.subtitleFields]
    .map((name): [string, unknown] => [name, row[`${name}_dictText`] ?? row[name]])
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => [name, String(value)]);
}

/** The change log entries of lines that changed between two reads of a record's lines. */
export function lineChanges(model: RecordModel, before: Record<string, RecordRow[]> | null, after: Record<string, RecordRow[]>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of linesFieldsOf(model.entity)) {
    const line = field.lines!.object;
    const logged = (rows: RecordRow[] | undefined) => (rows && rows.length > 0 ? rows.map((row) => loggedLine(line, row)) : null);
    const fromLines = logged(before?.[field.name]);
    const toLines = logged(after[field.name]);
    const from = linesChangeText(fromLines);
    const to = linesChangeText(toLines);
    if (from !== to) changes.push({ field: field.name, label: field.label, from, to, fromValue: null, toValue: null, fromLines, toLines });
  }
  return changes;
}

/** Columns a line table is looked up by: its record's rows in order. */
export function lineIndexColumns(line: EntityDef): string[] {
  return ['tenant_id', columnOf(line.parent!.via), LINE_ORDER];
}

/** New lines pre-filled from picked records (GET /M/E/lineDraft), before the object's own pricing. */
export async function draftLines(db: Db, viewer: Viewer, lang: Lang, field: FieldDef, ids: readonly string[]): Promise<RecordRow[]> {
  const line = field.lines!.object;
  const pick = line.fields.find((f) => f.name === field.lines!.pick)!;
  const sources = await copiedValues(db, viewer, pick, ids);
  const drafts = ids.flatMap((id) => {
    const source = sources.get(id);
    if (!source) return [];
    const values: Record<string, unknown> = { ...lineDefaults(line), [pick.name]: id };
    applyCopies(pick, source, line, values, 'all');
    return [{ id: '', ...computeLine(line, values) } as RecordRow];
  });
  await addDisplayTexts(db, lang, lineModel(line, viewer.tenantId), drafts);
  return drafts.map((draft) => {
    const { id: _id, ...values } = draft;
    return values as RecordRow;
  });
}
