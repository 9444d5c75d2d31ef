import { randomUUID } from 'node:crypto';
import { CURRENCY_FIELD, currencyFieldOf, fieldValueSchema, linesFieldsOf, LOCK_STATUS, AUDIT_STATUS, type EntityDef } from '@crm/domain';
import { LINE_ORDER, storedColumn } from './field-storage.ts';
import { markTableChanged } from './list-totals.ts';
import type { Db } from './record-model.ts';
import { loose, modelOf, type RecordModel } from './record-model.ts';
import { toColumns } from './record-rows.ts';

/** A record written directly by the system (demo seed, bulk loads): values by API field name. */
export interface BulkRecord {
  id: string;
  ownerId: string | null;
  departId: string | null;
  companyCode: string;
  createBy: string;
  createTime: string;
  updateTime: string;
  tags: readonly string[];
  values: Record<string, unknown>;
  /** Where its approval stands (AUDIT_STATUS), for an object with the audit feature; unsubmitted when absent. */
  auditStatus?: string;
  /**
   * Rows of its lines fields by field name, in order, values by the line object's field API name
   * (formulas already computed): written to the line object's table with the record's id and their
   * place, like the record engine's (child-records.ts). A row's `id`, when given, is its id (a
   * line other records point to).
   */
  lines?: Readonly<Record<string, readonly Record<string, unknown>[]>>;
}

const BATCH_ROWS = 200;

/** Values normalised through the fields' schemas; ones that do not fit are left empty, unknown ones dropped. */
function normalised(model: RecordModel, given: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(given)) {
    const field = model.field(name);
    if (!field) {
      if (name.endsWith('Currency')) values[name] = raw;
      continue;
    }
    if (field.type === 'lines') continue;
    const parsed = fieldValueSchema(field).safeParse(raw);
    values[name] = parsed.success ? parsed.data : null;
  }
  return values;
}

/** A record in a currency has its money, and its lines' money, in it (record-currency.ts). */
function inCurrency(model: RecordModel, values: Record<string, unknown>, code: unknown): Record<string, unknown> {
  if (typeof code !== 'string' || code === '') return values;
  const money = model.fields.filter((f) => f.type === 'money');
  return { ...values, ...Object.fromEntries(money.map((f) => [currencyFieldOf(f), code])) };
}

/** Inserts rows in batches of one multi-row insert each: every row of a batch gets the same columns. */
export async function insertRows(db: Db, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS).map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
    await loose(db).insertInto(table).values(batch).execute();
  }
}

/**
 * Inserts many records of one object in batches, bypassing the request path (no per-record
 * permission, hooks or change log): for data the system itself vouches for. Values are still
 * normalised through the field schemas; ones that do not fit are left empty.
 */
export async function insertRecords(db: Db, tenantId: string, entity: EntityDef, records: readonly BulkRecord[]): Promise<void> {
  const model = modelOf(entity, tenantId, []);
  const rows = records.map((record) => ({
    id: record.id,
    tenant_id: tenantId,
    company_code: record.companyCode,
    owner_id: record.ownerId,
    depart_id: record.departId,
    create_by: record.createBy,
    create_time: record.createTime,
    update_by: record.createBy,
    update_time: record.updateTime,
    version: 1,
    lock_status: LOCK_STATUS.unlocked,
    audit_status: entity.features.audit ? (record.auditStatus ?? AUDIT_STATUS.unsubmitted) : null,
    biz_type: null,
    tags: JSON.stringify(record.tags),
    ext: '{}',
    ...toColumns(model, inCurrency(model, normalised(model, record.values), entity.currency && record.values[CURRENCY_FIELD])),
  }));
  await insertRows(db, entity.table, rows);
  for (const field of linesFieldsOf(entity)) {
    const line = field.lines!.object;
    const lineModel = modelOf(line, tenantId, []);
    const via = storedColumn(line.parent!.via);
    const lineRows = records.flatMap((record) =>
      (record.lines?.[field.name] ?? []).map((values, index) => ({
        id: typeof values.id === 'string' ? values.id : randomUUID(),
        tenant_id: tenantId,
        company_code: record.companyCode,
        create_by: record.createBy,
        create_time: record.createTime,
        update_by: record.createBy,
        update_time: record.createTime,
        version: 1,
        lock_status: LOCK_STATUS.unlocked,
        tags: '[]',
        ext: '{}',
        ...toColumns(lineModel, inCurrency(lineModel, normalised(lineModel, values), entity.currency && record.values[CURRENCY_FIELD])),
        [via]: record.id,
        [LINE_ORDER]: index,
      })),
    );
    if (lineRows.length > 0) await insertRows(db, line.table, lineRows);
  }
  await markTableChanged(db, tenantId, entity.table);
}

/** Starts an auto-number counter after the numbers a bulk load of a new tenant handed out. */
export async function startAutoNumbersAfter(db: Db, tenantId: string, entity: EntityDef, fieldName: string, last: number): Promise<void> {
  await db.insertInto('auto_number_counters').values({ tenant_id: tenantId, table_name: entity.table, field_name: fieldName, value: last }).execute();
}
