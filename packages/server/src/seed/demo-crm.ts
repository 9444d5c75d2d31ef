import { ALL_OBJECTS, entityOf, type EntityDef } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertRecords, startAutoNumbersAfter, type BulkRecord } from '../modules/records/bulk-insert.ts';
import { hooksOf } from '../modules/records/object-registry.ts';
import { loadModel, loose } from '../modules/records/record-model.ts';
import { toRecordRow, type StoredRow } from '../modules/records/record-rows.ts';
import { insertDemoActivity } from '../modules/activity/demo-activity.ts';
import { rebuildStock } from '../modules/stock/stock-ledger.ts';
import { insertDemoAudits } from './demo-audits.ts';
import { demoRecords } from './demo-records.ts';
import type { DemoRecord } from './demo-world.ts';

export interface DemoStaff {
  id: string;
  departId: string | null;
  companyCode: string;
}

/**
 * The demo tenant's records of every object with a demo generator (seed/demo-records.ts; the
 * objects register theirs), spread over the sales staff so each role's data scope shows something
 * different. Inserted with their lines in batches through the record engine's bulk repository,
 * inside the demo seed's transaction, in the order the objects registered.
 */
export async function insertDemoCrm(trx: Transaction<Database>, tenantId: string, staff: Readonly<Record<string, DemoStaff>>, admin: DemoStaff): Promise<void> {
  const data = demoRecords();
  const all = Object.values(data).flat();
  const lineKeys = all.flatMap((record) => Object.values(record.lines ?? {}).flatMap((rows) => rows.flatMap((row) => (row.key ? [row.key] : []))));
  const idOf = new Map([...all.map((record) => record.key), ...lineKeys].map((key) => [key, randomUUID()]));

  const staffIn = (entity: EntityDef | undefined, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
    Object.fromEntries(
      (entity?.fields ?? []).flatMap((field): [string, unknown][] => {
        // Several people (a work report's recipients): usernames in a list.
        if (field.type === 'user' && Array.isArray(values[field.name]))
          return [[field.name, (values[field.name] as string[]).flatMap((username) => staff[username]?.id ?? [])]];
        if (typeof values[field.name] !== 'string') return [];
        const member = staff[String(values[field.name])];
        if (field.type === 'user') return [[field.name, member?.id ?? null]];
        // A department field names a demo staff member's department by their username (a sales target's department).
        return field.type === 'department' ? [[field.name, member?.departId ?? null]] : [];
      }),
    );

  const toBulk = (entity: EntityDef, record: DemoRecord, index: number): BulkRecord => {
    const owner = record.owner ? staff[record.owner] : undefined;
    const values: Record<string, unknown> = { ...record.values };
    for (const [field, key] of Object.entries(record.links)) values[field] = idOf.get(key) ?? null;
    for (const [field, keys] of Object.entries(record.linkLists ?? {})) values[field] = keys.flatMap((key) => idOf.get(key) ?? []);
    // A user or department field names a demo staff member (or their department) by username (a contract's signatory of ours, a pool's member).
    Object.assign(values, staffIn(entity, values));
    const lines = Object.fromEntries(
      Object.entries(record.lines ?? {}).map(([field, rows]) => [
        field,
        rows.map((row) => ({
          ...(row.key ? { id: idOf.get(row.key) } : {}),
          ...row.values,
          ...staffIn(entity.fields.find((f) => f.name === field)?.lines?.object, row.values),
          ...Object.fromEntries(Object.entries(row.links).map(([name, key]) => [name, idOf.get(key) ?? null])),
        })),
      ]),
    );
    const numbered = entity.fields.find((f) => f.type === 'autoNumber' && f.autoNumber);
    if (numbered) values[numbered.name] = `${numbered.autoNumber!.prefix}${String(index + 1).padStart(numbered.autoNumber!.digits, '0')}`;
    return {
      id: idOf.get(record.key)!,
      ownerId: owner?.id ?? null,
      departId: owner?.departId ?? null,
      companyCode: owner?.companyCode ?? admin.companyCode,
      createBy: owner?.id ?? admin.id,
      createTime: record.createTime,
      updateTime: record.updateTime,
      tags: record.tags,
      values,
      auditStatus: record.auditStatus,
      lines,
    };
  };

  for (const [apiName, records] of Object.entries(data)) {
    const entity = entityOf(apiName);
    await insertRecords(
      trx,
      tenantId,
      entity,
      records.map((record, index) => toBulk(entity, record, index)),
    );
    for (const field of entity.fields.filter((f) => f.type === 'autoNumber')) {
      await startAutoNumbersAfter(trx, tenantId, entity, field.name, records.length);
    }
    const members = records.flatMap((record) =>
      (record.team ?? []).flatMap(({ username, access }) =>
        staff[username]
          ? [
              {
                id: randomUUID(),
                tenant_id: tenantId,
                table_name: entity.table,
                data_id: idOf.get(record.key)!,
                user_id: staff[username]!.id,
                access,
                created_at: record.createTime,
              },
            ]
          : [],
      ),
    );
    if (members.length > 0) await trx.insertInto('team_members').values(members).execute();
  }
  await insertDemoAudits(
    trx,
    tenantId,
    all.flatMap((record) => (record.owner && staff[record.owner] ? [{ record, id: idOf.get(record.key)!, ownerId: staff[record.owner]!.id }] : [])),
    Date.now(),
  );
  // The warehouses' quantities and the history of their moves follow the approved stock-ins and stock-outs loaded in bulk.
  await rebuildStock(trx, tenantId);
  await afterWrites(trx, tenantId);
  await insertDemoActivity(trx, tenantId, Date.now());
}

/**
 * What objects keep beside their rows after a write (a receipt plan's reminder), for the records
 * loaded in bulk, as the record engine does after each write. Runs after every object is in, so
 * the roll-ups the hooks read are there.
 */
async function afterWrites(trx: Transaction<Database>, tenantId: string): Promise<void> {
  const now = new Date();
  for (const entity of ALL_OBJECTS) {
    const afterWrite = hooksOf(entity.apiName).afterWrite;
    if (!afterWrite) continue;
    const model = await loadModel(trx, tenantId, entity);
    const rows = (await loose(trx).selectFrom(entity.table).selectAll().where('tenant_id', '=', tenantId).execute()) as StoredRow[];
    for (const row of rows) await afterWrite({ db: trx, tenantId, now }, toRecordRow(model, row));
  }
}
