import { currencyFieldOf, isHttpUrl, type FieldDef, type RecordRow, type RecordValue } from '@crm/domain';
import { sanitizeRichText } from '../configuration/rich-text.ts';
import { addressColumnValues, currencyColumnOf, fromStored, storedColumn, SYSTEM_COLUMNS, toStored, type SystemField } from './field-storage.ts';
import type { RecordModel } from './record-model.ts';
import { kept } from './kept.ts';

/** A business table's row as the database returns it. */
export type StoredRow = Record<string, unknown> & {
  id: string;
  tenant_id: string;
  company_code: string | null;
  owner_id: string | null;
  depart_id: string | null;
  create_by: string;
  create_time: string;
  update_by: string | null;
  update_time: string;
  version: number | string;
  lock_status: string;
  audit_status: string | null;
  biz_type: string | null;
  tags: string | null;
  ext: string | null;
};

function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Custom field values of a row (the `ext` JSON column). */
export function extOf(row: StoredRow): Record<string, unknown> {
  return parseJson<Record<string, unknown>>(row.ext, {});
}

/**
 * What the client turns into markup leaves the server safe whatever the database holds (a value
 * written before input was checked, or by hand): rich text, shown as HTML, is cleaned; a link
 * that is not http(s), opened on a tap, is not answered.
 */
function answered(field: FieldDef, value: RecordValue | null): RecordValue | null {
  if (typeof value !== 'string') return value;
  if (field.type === 'richText') return sanitizeRichText(value);
  if (field.type === 'url' && !isHttpUrl(value)) return null;
  return value;
}

/** The system fields a record answers, each read from its row. */
const SYSTEM_ANSWERS = {
  ownerId: (row: StoredRow) => row.owner_id,
  departId: (row: StoredRow) => row.depart_id,
  createBy: (row: StoredRow) => row.create_by,
  createTime: (row: StoredRow) => row.create_time,
  updateBy: (row: StoredRow) => row.update_by,
  updateTime: (row: StoredRow) => row.update_time,
  version: (row: StoredRow) => Number(row.version),
  lockStatus: (row: StoredRow) => row.lock_status,
  auditStatus: (row: StoredRow) => row.audit_status ?? '0',
  bizType: (row: StoredRow) => row.biz_type,
  tags: (row: StoredRow) => parseJson<string[]>(row.tags, []),
} satisfies Partial<Record<SystemField, (row: StoredRow) => RecordValue | null>>;

type AnsweredSystemField = keyof typeof SYSTEM_ANSWERS;
const ANSWERED_SYSTEM_FIELDS = Object.keys(SYSTEM_ANSWERS) as AnsweredSystemField[];

function answeredSystemFields(model: RecordModel): readonly AnsweredSystemField[] {
  const { systemFields } = model;
  if (!systemFields) return ANSWERED_SYSTEM_FIELDS;
  return kept(systemFieldsOfModels, model, () => systemFields.filter((name): name is AnsweredSystemField => Object.hasOwn(SYSTEM_ANSWERS, name)));
}

const systemFieldsOfModels = new WeakMap<RecordModel, readonly AnsweredSystemField[]>();

/**
 * The columns toRecordRow reads for a model: the id, the system fields' columns, `ext` when
 * custom fields are answered, each field's column (money with its currency).
 */
export function rowColumns(model: RecordModel): readonly string[] {
  return kept(columnsOfModels, model, () => columnsOf(model));
}

/** Models are remembered objects (per version, restrictions and list fields): their columns with them. */
const columnsOfModels = new WeakMap<RecordModel, readonly string[]>();

function columnsOf(model: RecordModel): string[] {
  const system = model.systemFields ? ['id', ...answeredSystemFields(model).map((name) => SYSTEM_COLUMNS[name])] : Object.values(SYSTEM_COLUMNS);
  return [
    ...system,
    ...(model.systemFields && model.customFields.length === 0 ? [] : ['ext']),
    ...model.columnFields.flatMap((field) => (field.type === 'money' ? [storedColumn(field.name), currencyColumnOf(field)] : [storedColumn(field.name)])),
  ];
}

/** A stored row as the API answers it (display texts are added separately, for a whole page at once). */
export function toRecordRow(model: RecordModel, row: StoredRow): RecordRow {
  const record: Record<string, RecordValue | undefined> = { id: row.id };
  for (const name of answeredSystemFields(model)) record[name] = SYSTEM_ANSWERS[name](row);
  for (const field of model.columnFields) {
    record[field.name] = answered(field, fromStored(field, row[storedColumn(field.name)]));
    if (field.type === 'money') record[currencyFieldOf(field)] = (row[currencyColumnOf(field)] as string | null) ?? null;
  }
  if (model.customFields.length > 0) {
    const ext = extOf(row);
    for (const field of model.customFields) {
      record[field.name] = answered(field, (ext[field.name] as RecordValue | undefined) ?? null);
      if (field.type === 'money') record[currencyFieldOf(field)] = (ext[currencyFieldOf(field)] as string | undefined) ?? null;
    }
  }
  // Whole unless the model was narrowed to a list's fields (withFields), as RecordRow says.
  return record as RecordRow;
}

/**
 * Field values (validated API values by field name, currencies included) as column values:
 * registry fields to their columns (an address's text and coordinates to theirs too, so every write that
 * stores an address moves them with it: add, edit, actions, imports, bulk loads), custom fields
 * merged into the row's `ext`.
 */
export function toColumns(model: RecordModel, values: Record<string, unknown>, currentExt: Record<string, unknown> = {}): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  const ext = { ...currentExt };
  let extChanged = false;
  for (const field of model.columnFields) {
    if (field.name in values) {
      columns[storedColumn(field.name)] = toStored(field, values[field.name]);
      if (field.type === 'address') Object.assign(columns, addressColumnValues(field, values[field.name]));
    }
    if (field.type === 'money' && currencyFieldOf(field) in values) columns[currencyColumnOf(field)] = values[currencyFieldOf(field)] ?? null;
  }
  for (const field of model.customFields) {
    for (const name of field.type === 'money' ? [field.name, currencyFieldOf(field)] : [field.name]) {
      if (!(name in values)) continue;
      ext[name] = values[name] ?? null;
      extChanged = true;
    }
  }
  if (extChanged) columns.ext = JSON.stringify(ext);
  return columns;
}
