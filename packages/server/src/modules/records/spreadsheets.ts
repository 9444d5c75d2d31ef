import {
  acceptsInput,
  columnOf,
  findEntity,
  holdsIdList,
  isSpreadsheetField,
  LANGS,
  lineInputFields,
  linesFieldsOf,
  translate,
  type EntityDef,
  type FieldDef,
  type ImportResult,
  type Lang,
  type RecordRow,
} from '@crm/domain';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { excerpt, excerptedVars } from '../../http/excerpt.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { linesOf } from './child-records.ts';
import { addDisplayTexts, dictionaryTexts, fieldLabel } from './display-texts.ts';
import { storedColumn } from './field-storage.ts';
import { selectVisible } from './record-visibility.ts';
import { loose, storeOf, type RecordModel } from './record-model.ts';
import { toRecordRow, type StoredRow } from './record-rows.ts';
import { addRecordIn, modelReadBy, objectRestrictions, scopedQuery, type RecordCall } from './record-service.ts';
import { writableModel } from './field-access.ts';
import { fieldErrors } from './record-validation.ts';
import { fieldNames, sortOf, type ListRequest } from './list-query.ts';
import { checkedWorkbook } from './xlsx-archive.ts';

/**
 * Import and export as xlsx (spec section 9: a row limit each way). Cells hold what people read:
 * labels in the header, dictionary and option texts, names of users, departments and related
 * records; import maps them back, in any of the three languages. An export of an object with
 * lines has one more sheet per lines field, its rows the lines of the exported records; import
 * reads the first sheet only. An imported file is small (import-file.ts), its archive checked
 * before anything is inflated (xlsx-archive.ts), and its sheet read as a stream that stops at the
 * row limit.
 */

export const EXPORT_ROW_LIMIT = 10_000;
export const IMPORT_ROW_LIMIT = 5_000;
const EXPORT_CHUNK = 1_000;

function sheetFields(model: RecordModel): FieldDef[] {
  return model.fields.filter(isSpreadsheetField);
}

function cellOf(lang: Lang, field: FieldDef, record: RecordRow): string | number | null {
  const text = record[`${field.name}_dictText`];
  if (typeof text === 'string') return text;
  const value = record[field.name];
  if (value === null || value === undefined) return null;
  if (field.type === 'boolean') return translate(lang, value ? 'server.yes' : 'server.no');
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') return 'text' in value ? value.text : null;
  return value as string | number;
}

/**
 * A sheet's name as Excel takes it: at most 31 characters, none of : \ / ? * [ ], no quote at
 * either end, not "History", and unlike the workbook's other sheets' (letter case aside).
 */
export function sheetName(workbook: ExcelJS.Workbook, text: string, fallback: string): string {
  const clean = (name: string) =>
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .replace(/^['\s]+|['\s]+$/g, '');
  const base = clean(text) || clean(fallback) || 'Sheet';
  const taken = new Set(['history', ...workbook.worksheets.map((sheet) => sheet.name.toLowerCase())]);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
  return name;
}

export function addHeader(sheet: ExcelJS.Worksheet, labels: string[]): void {
  sheet.addRow(labels);
  sheet.getRow(1).font = { bold: true };
}

/** A sheet of the exported records' lines of one lines field: the record's title, then the line's fields. */
interface LinesSheet {
  field: FieldDef;
  columns: FieldDef[];
  sheet: ExcelJS.Worksheet;
}

/**
 * Refuses, as the records' own sheet does, when the lines of the records exported (the same
 * scoped, filtered query) are more than a sheet may hold; counted before anything is written.
 */
async function checkLineCounts(call: RecordCall, model: RecordModel, query: Awaited<ReturnType<typeof scopedQuery>>): Promise<void> {
  const ids = query.select(`${storeOf(model.entity).table}.id`);
  for (const field of linesFieldsOf(model.entity)) {
    const line = field.lines!.object;
    const counted = await loose(call.db)
      .selectFrom(line.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', model.tenantId)
      .where(storedColumn(line.parent!.via), 'in', ids)
      .executeTakeFirst();
    if (Number(counted?.n ?? 0) > EXPORT_ROW_LIMIT) throw badRequest('exportTooMany', { max: EXPORT_ROW_LIMIT });
  }
}

async function addLinesSheets(call: RecordCall, workbook: ExcelJS.Workbook, model: RecordModel): Promise<LinesSheet[]> {
  const { lang } = call;
  const sheets: LinesSheet[] = [];
  for (const field of linesFieldsOf(model.entity).filter((f) => model.field(f.name))) {
    const line = field.lines!.object;
    const restrictions = await objectRestrictions(call, line.apiName);
    const columns = lineInputFields(line).filter((f) => isSpreadsheetField(f) && restrictions.get(f.name) !== 'hidden');
    const via = line.fields.find((f) => f.name === line.parent?.via);
    const sheet = workbook.addWorksheet(sheetName(workbook, fieldLabel(lang, field), field.name));
    addHeader(sheet, [via ? fieldLabel(lang, via) : translate(lang, model.entity.label), ...columns.map((f) => fieldLabel(lang, f))]);
    sheets.push({ field, columns, sheet });
  }
  return sheets;
}

/** The lines of a chunk of exported records (one read per lines field), record by record, in the records' order. */
async function addLineRows(call: RecordCall, model: RecordModel, sheets: LinesSheet[], records: RecordRow[]): Promise<void> {
  if (sheets.length === 0 || records.length === 0) return;
  const ids = records.map((record) => record.id);
  const lines = await linesOf(call.db, call.lang, model, ids);
  const title = model.field(model.entity.titleField);
  for (const { field, columns, sheet } of sheets) {
    for (const record of records) {
      // The record as its own sheet names it: its title field's cell there.
      const parent = title ? cellOf(call.lang, title, record) : null;
      for (const line of lines.get(record.id)?.[field.name] ?? []) sheet.addRow([parent, ...columns.map((f) => cellOf(call.lang, f, line))]);
    }
  }
}

export async function exportWorkbook(call: RecordCall, stored: RecordModel, request: ListRequest): Promise<Buffer> {
  // What the caller's roles hide is not in their workbook: no column, not blanked.
  const model = await modelReadBy(call, stored);
  const available = sheetFields(model);
  const wanted = fieldNames(request.fields);
  const fields = wanted.length ? wanted.map((name) => available.find((f) => f.name === name)).filter((f): f is FieldDef => f !== undefined) : available;
  if (fields.length === 0) throw badRequest('filterInvalid', { field: 'fields' });

  const query = await scopedQuery(call, model, request);
  const count = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  if (count > EXPORT_ROW_LIMIT) throw badRequest('exportTooMany', { max: EXPORT_ROW_LIMIT });
  if (count > 0) await checkLineCounts(call, model, query);

  const workbook = new ExcelJS.Workbook();
  // The records' sheet comes first: import reads it and only it.
  const sheet = workbook.addWorksheet(sheetName(workbook, translate(call.lang, model.entity.label), model.entity.apiName));
  const labels = fields.map((f) => fieldLabel(call.lang, f));
  addHeader(sheet, labels);
  const linesSheets = await addLinesSheets(call, workbook, model);
  const sort = sortOf(call.db, model, model.entity.table, request);
  for (let offset = 0; offset < count; offset += EXPORT_CHUNK) {
    const rows = (await query
      .selectAll()
      .orderBy(sort.expr, sort.order)
      .orderBy(`${model.entity.table}.id`)
      .limit(EXPORT_CHUNK)
      .offset(offset)
      .execute()) as StoredRow[];
    const records = await addDisplayTexts(
      call.db,
      call.lang,
      model,
      rows.map((row) => toRecordRow(model, row)),
    );
    for (const record of records) sheet.addRow(fields.map((f) => cellOf(call.lang, f, record)));
    await addLineRows(call, model, linesSheets, records);
  }
  for (const each of workbook.worksheets) each.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    return '';
  }
  return String(value).trim();
}

/** Every label a field may have in a header: its label in each language and its API name. */
function headerIndex(model: RecordModel): Map<string, FieldDef> {
  const index = new Map<string, FieldDef>();
  for (const field of sheetFields(model)) {
    index.set(field.name.toLowerCase(), field);
    for (const lang of LANGS) index.set(fieldLabel(lang, field).toLowerCase(), field);
  }
  return index;
}

/** Maps display texts of a column back to stored values (dictionary texts, names, titles) in any language. */
async function reverseLookups(call: RecordCall, fields: FieldDef[], texts: Map<string, Set<string>>): Promise<Map<string, Map<string, string>>> {
  const lookups = new Map<string, Map<string, string>>();
  const { tenantId } = call.viewer;
  for (const field of fields) {
    const wanted = [...(texts.get(field.name) ?? [])];
    const map = new Map<string, string>();
    if (field.type === 'dict' || field.type === 'dictMulti') {
      for (const lang of LANGS) {
        for (const option of field.options ?? []) map.set(field.custom ? option.label : translate(lang, option.label), option.value);
        if (field.dict && !field.options) {
          for (const [value, text] of (await dictionaryTexts(call.db, tenantId, lang, [field.dict])).get(field.dict) ?? []) map.set(text, value);
        }
      }
    } else if (field.type === 'boolean') {
      for (const lang of LANGS) {
        map.set(translate(lang, 'server.yes'), 'true');
        map.set(translate(lang, 'server.no'), 'false');
      }
    } else if ((field.type === 'user' || field.type === 'department') && wanted.length > 0) {
      const rows =
        field.type === 'user'
          ? await call.db.selectFrom('users').select(['id', 'realname as text']).where('tenant_id', '=', tenantId).where('realname', 'in', wanted).execute()
          : await call.db.selectFrom('departments').select(['id', 'name as text']).where('tenant_id', '=', tenantId).where('name', 'in', wanted).execute();
      for (const row of rows) map.set(row.text, row.id);
    } else if (field.type === 'relation' && field.relation && wanted.length > 0) {
      const target: EntityDef | undefined = findEntity(field.relation);
      if (target) {
        const title = columnOf(target.titleField);
        const rows: { id: string; title: string }[] = await selectVisible(call.db, call.viewer, target)
          .select(['id', `${title} as title`])
          .where(title, 'in', wanted)
          .execute();
        for (const row of rows) map.set(row.title, row.id);
      }
    }
    lookups.set(field.name, map);
  }
  return lookups;
}

/**
 * Excel itself holds at most 32,767 characters in a cell: a longer one was not typed into a
 * spreadsheet, and is refused before it reaches a lookup or a field.
 */
export const IMPORT_CELL_MAX_CHARS = 32_767;

interface ImportSheet {
  columns: (FieldDef | null)[];
  rows: { number: number; cells: Map<string, string> }[];
  /** The distinct texts of each column, for the lookups of display texts. */
  texts: Map<string, Set<string>>;
}

function headerColumns(model: RecordModel, row: ExcelJS.Row): (FieldDef | null)[] {
  const index = headerIndex(model);
  const columns: (FieldDef | null)[] = [];
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    const header = cellText(cell.value);
    const field = index.get(header.toLowerCase());
    if (header && !field) throw new HttpError(400, 'importHeaderUnknown', { header: excerpt(header) });
    columns[column] = field ?? null;
  });
  return columns;
}

/** Whether a field's cell holds several values, joined by ',' as the export writes them: a multi-select's, a relation's to several records, several people. */
const holdsSeveral = (field: FieldDef) => field.type === 'dictMulti' || holdsIdList(field);
const partsOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

function addDataRow(lang: Lang, sheet: ImportSheet, row: ExcelJS.Row): void {
  const cells = new Map<string, string>();
  row.eachCell((cell, column) => {
    const field = sheet.columns[column];
    if (!field || !acceptsInput(field, 'add')) return;
    const text = cellText(cell.value);
    if (text === '') return;
    if (text.length > IMPORT_CELL_MAX_CHARS)
      throw badRequest('importCellTooLong', { row: row.number, column: fieldLabel(lang, field), max: IMPORT_CELL_MAX_CHARS });
    cells.set(field.name, text);
    const set = sheet.texts.get(field.name) ?? new Set<string>();
    for (const part of holdsSeveral(field) ? partsOf(text) : [text]) set.add(part);
    sheet.texts.set(field.name, set);
  });
  if (cells.size > 0) sheet.rows.push({ number: row.number, cells });
}

/**
 * Reads the first sheet as a stream, row by row, and stops at the first row past the limit:
 * a sheet of a million rows costs no more than one of 5,001. The first row is the header.
 */
async function readSheet(lang: Lang, model: RecordModel, workbook: Readable): Promise<ImportSheet> {
  const sheet: ImportSheet = { columns: [], rows: [], texts: new Map() };
  // Styles tell a date from a number; hyperlinks are read as their text.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(workbook, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let dataRows = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (row.number === 1) {
          sheet.columns = headerColumns(model, row);
          continue;
        }
        dataRows++;
        if (dataRows > IMPORT_ROW_LIMIT || row.number - 1 > IMPORT_ROW_LIMIT) throw badRequest('importTooMany', { max: IMPORT_ROW_LIMIT });
        addDataRow(lang, sheet, row);
      }
      // Only the first sheet is imported.
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('importWorkbookDamaged');
  } finally {
    workbook.destroy();
  }
  return sheet;
}

export async function importWorkbook(call: RecordCall, stored: RecordModel, content: Buffer): Promise<ImportResult> {
  const { columns, rows, texts } = await readSheet(call.lang, stored, await checkedWorkbook(content));
  const fields = columns.filter((f): f is FieldDef => f !== null && acceptsInput(f, 'add'));
  // A column of a field the caller's roles do not let them change refuses the file, before any row.
  const restrictions = await objectRestrictions(call, stored.entity.apiName);
  const refused = fields.filter((f) => restrictions.has(f.name));
  if (refused.length > 0)
    throw fieldErrors(
      call.lang,
      stored,
      refused.map((f) => ({ field: f.name, rule: 'notEditable' as const })),
    );
  const model = writableModel(stored, restrictions);

  const lookups = await reverseLookups(call, fields, texts);
  const result: ImportResult = { imported: 0, failed: 0, errors: [] };
  for (const row of rows) {
    const input: Record<string, unknown> = {};
    for (const [name, text] of row.cells) {
      const field = model.field(name)!;
      const map = lookups.get(name);
      if (holdsSeveral(field)) input[name] = partsOf(text).map((part) => map?.get(part) ?? part);
      else if (field.type === 'address') input[name] = { text, lat: null, lng: null };
      else input[name] = map?.get(text) ?? text;
    }
    try {
      await call.db.transaction().execute((trx) => addRecordIn(trx, call, model, input));
      result.imported++;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.failed++;
      const detail = (error.result as { fields?: Record<string, string> } | null)?.fields;
      result.errors.push({
        row: row.number,
        message: detail ? Object.values(detail).join('; ') : translate(call.lang, `server.${error.messageKey}`, excerptedVars(error.vars)),
      });
    }
  }
  return result;
}
