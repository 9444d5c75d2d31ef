import { fieldValueSchema, LOCK_STATUS, type EntityDef } from '@crm/domain';
import { markTableChanged } from './list-totals.ts';
import type { Db } from './record-model.ts';
import { loose, modelOf } from './record-model.ts';
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
}

const BATCH_ROWS = 200;

/**
 * Inserts many records of one object in batches, bypassing the request path (no per-record
 * permission, hooks or change log): for data the system itself vouches for. Values are still
 * normalised through the field schemas; ones that do not fit are left empty.
 */
export async function insertRecords(db: Db, tenantId: string, entity: EntityDef, records: readonly BulkRecord[]): Promise<void> {
  const model = modelOf(entity, tenantId, []);
  const rows = records.map((record) => {
    const values: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(record.values)) {
      const field = model.field(name);
      if (!field) {
        if (name.endsWith('Currency')) values[name] = raw;
        continue;
      }
      const parsed = fieldValueSchema(field).safeParse(raw);
      values[name] = parsed.success ? parsed.data : null;
    }
    return {
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
      audit_status: entity.features.audit ? '0' : null,
      biz_type: null,
      tags: JSON.stringify(record.tags),
      ext: '{}',
      ...toColumns(model, values),
    };
  });
  // Every row of a batch must have the same columns for one multi-row insert.
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS).map((row) => Object.fromEntries(columns.map((c) => [c, (row as Record<string, unknown>)[c] ?? null])));
    await loose(db).insertInto(entity.table).values(batch).execute();
  }
  await markTableChanged(db, tenantId, entity.table);
}

/** Starts an auto-number counter after the numbers a bulk load of a new tenant handed out. */
export async function startAutoNumbersAfter(db: Db, tenantId: string, entity: EntityDef, fieldName: string, last: number): Promise<void> {
  await db.insertInto('auto_number_counters').values({ tenant_id: tenantId, table_name: entity.table, field_name: fieldName, value: last }).execute();
}
