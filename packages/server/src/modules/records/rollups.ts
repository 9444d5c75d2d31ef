import {
  ALL_OBJECTS,
  AUDIT_STATUS,
  decimalsOf,
  findEntity,
  linesFieldsOf,
  roundTo,
  type EntityDef,
  type FieldDef,
  type RecordRow,
  type RollupDef,
  type RollupSource,
} from '@crm/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { fromStored, storedColumn } from './field-storage.ts';
import { conditionsWhere } from './list-query.ts';
import { markTableChanged } from './list-totals.ts';
import { hooksOf } from './object-registry.ts';
import { convertedAmount, defaultCurrencyCode, heldCurrency, type HeldCurrency } from './record-currency.ts';
import { loadModel, loose, modelOf, type Db, type RecordModel } from './record-model.ts';
import { toColumns, toRecordRow, type StoredRow } from './record-rows.ts';
import { applyFormulas } from './record-validation.ts';

/**
 * Roll-ups (ENGINE-II section 2): fields that follow other records (an order's received amount is
 * the sum of its confirmed receipts; a customer's deal amount, of theirs). Whenever a record is
 * added, changed or removed, the records it rolls up onto are recomputed from the source rows in
 * the same transaction, under a lock on each of them: no reader sees a receipt without its
 * order's new total, and two receipts committed at once cannot both read the old one (on
 * PostgreSQL the row lock makes the second wait, and its next statement reads the first's
 * receipt; SQLite runs one writer at a time). A recomputed record's formulas follow, and its
 * version is raised, since what it shows changed. `rebuildRollups` recomputes everything.
 */

const REVIEWED = { field: 'auditStatus', op: 'eq', value: AUDIT_STATUS.reviewed } as const;

/** The asker of the roll-ups' conditions: the engine, not a user. */
const NOBODY = { userId: '' };

interface Dependant {
  entity: EntityDef;
  field: FieldDef;
  source: RollupSource;
}

let dependants: Map<string, Dependant[]> | undefined;

/** The roll-ups over each object's records, by the source object's API name; in table order, so locks are always taken in one order. */
function dependantsOf(apiName: string): readonly Dependant[] {
  if (!dependants) {
    dependants = new Map();
    const sorted = [...ALL_OBJECTS].sort((a, b) => (a.table < b.table ? -1 : a.table > b.table ? 1 : 0));
    for (const entity of sorted) {
      for (const field of entity.fields) {
        const from = field.rollup?.from;
        if (!from || typeof from === 'string') continue;
        const list = dependants.get(from.object) ?? [];
        list.push({ entity, field, source: from });
        dependants.set(from.object, list);
      }
    }
  }
  return dependants.get(apiName) ?? [];
}

/**
 * The aggregate of one roll-up for one record, in the roll-up field's API value. Money from other
 * records is converted into the currency the record holds (`holder`); its own lines are in it.
 */
async function aggregateOf(
  db: Db,
  tenantId: string,
  entity: EntityDef,
  id: string,
  field: FieldDef,
  rollup: RollupDef,
  holder: () => Promise<{ held: HeldCurrency; defaultCode: string }>,
): Promise<unknown> {
  const lines = typeof rollup.from === 'string' ? linesFieldsOf(entity).find((f) => f.name === rollup.from)?.lines?.object : undefined;
  const source = lines ?? (typeof rollup.from === 'string' ? undefined : findEntity(rollup.from.object));
  if (!source) throw new Error(`${entity.apiName}.${field.name} rolls up an unknown source`);
  const via = lines ? lines.parent!.via : (rollup.from as RollupSource).via;
  const of = rollup.of ? source.fields.find((f) => f.name === rollup.of) : undefined;
  if (rollup.op !== 'count' && !of) throw new Error(`${entity.apiName}.${field.name} rolls up an unknown field ${rollup.of}`);
  let column: RawBuilder<unknown> = of ? sql.ref(storedColumn(of.name)) : sql`1`;
  if (!lines && of?.type === 'money' && (source.currency || entity.currency)) {
    const { held, defaultCode } = await holder();
    column = convertedAmount(source, column, held, defaultCode);
  }
  const value =
    rollup.op === 'count'
      ? sql`count(*)`
      : rollup.op === 'sum'
        ? sql`coalesce(sum(${column}), 0)`
        : rollup.op === 'min'
          ? sql`min(${column})`
          : sql`max(${column})`;
  let query = loose(db).selectFrom(source.table).select(value.as('value')).where('tenant_id', '=', tenantId).where(storedColumn(via), '=', id);
  // The conditions mean what they mean in a scene or a filter (list-query.ts); none names `$me`.
  // Records of an audited object count once reviewed (issue 13: a receipt counts towards its
  // order only once approved), whatever the roll-up says besides.
  const where = typeof rollup.from === 'string' ? [] : [...(rollup.from.where ?? []), ...(source.features.audit ? [REVIEWED] : [])];
  if (where.length > 0) query = query.where(conditionsWhere(db, modelOf(source, tenantId, []), source.table, NOBODY, where));
  const raw = (await query.executeTakeFirst())?.value;
  if (rollup.op === 'count') return Number(raw ?? 0);
  const result = fromStored(of!, raw);
  return typeof result === 'number' ? roundTo(result, decimalsOf(field)) : result;
}

/**
 * A new record's roll-ups over other objects' records, before anything points to it: sums and
 * counts of nothing are 0 (so `amount - receivedAmount` has a value from the start), the least or
 * greatest of nothing is empty.
 */
export function initialRollups(entity: EntityDef, values: Record<string, unknown>): void {
  for (const field of entity.fields) {
    const rollup = field.rollup;
    if (rollup && typeof rollup.from !== 'string') values[field.name] = rollup.op === 'sum' || rollup.op === 'count' ? 0 : null;
  }
}

/** What a recomputation changed, for the roll-ups that follow it. */
interface Recomputed {
  before: RecordRow;
  after: RecordRow;
}

/**
 * Recomputes every roll-up of one record (over its lines and over other objects' records), then
 * its formulas and the object's own derived values, under a lock on the record; writes them when
 * they changed. Answers the record before and after, or null when nothing changed.
 */
export async function recomputeRecord(db: Db, tenantId: string, entity: EntityDef, id: string, now = new Date()): Promise<Recomputed | null> {
  let read = loose(db).selectFrom(entity.table).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (isPostgres(db)) read = read.forUpdate();
  const row = (await read.executeTakeFirst()) as StoredRow | undefined;
  if (!row) return null;
  const model: RecordModel = await loadModel(db, tenantId, entity);
  const before = toRecordRow(model, row);
  const values: Record<string, unknown> = {};
  let holding: Promise<{ held: HeldCurrency; defaultCode: string }> | undefined;
  const holder = () => (holding ??= defaultCurrencyCode(db, tenantId).then((defaultCode) => ({ held: heldCurrency(entity, row, defaultCode), defaultCode })));
  for (const field of entity.fields) {
    if (field.rollup) values[field.name] = await aggregateOf(db, tenantId, entity, id, field, field.rollup, holder);
  }
  applyFormulas(model, values, before);
  hooksOf(entity.apiName).afterRollup?.({ ...before, ...values } as RecordRow, values, now);
  const changed = Object.keys(values).filter((name) => (values[name] ?? null) !== (before[name] ?? null));
  if (changed.length === 0) return null;
  const changes = Object.fromEntries(changed.map((name) => [name, values[name]]));
  await loose(db)
    .updateTable(entity.table)
    .set({ ...toColumns(model, changes), version: Number(row.version) + 1 })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  await markTableChanged(db, tenantId, entity.table);
  const after = { ...before, ...changes, version: Number(row.version) + 1 } as RecordRow;
  await hooksOf(entity.apiName).afterWrite?.({ db, tenantId, now }, after);
  return { before, after };
}

/**
 * After a record of `source` was added (before null), changed or removed (after null): recomputes
 * the records it rolls up onto (those it pointed to before and points to now), and what rolls up
 * from them in turn.
 */
export async function refreshRollups(db: Db, tenantId: string, source: EntityDef, before: RecordRow | null, after: RecordRow | null, depth = 0): Promise<void> {
  const targets = dependantsOf(source.apiName);
  if (targets.length === 0 || depth > 4) return;
  const done = new Set<string>();
  for (const { entity, source: from } of targets) {
    const ids = new Set([before?.[from.via], after?.[from.via]].filter((id): id is string => typeof id === 'string' && id !== ''));
    for (const id of [...ids].sort()) {
      const key = `${entity.apiName}\u0000${id}`;
      if (done.has(key)) continue;
      done.add(key);
      const recomputed = await recomputeRecord(db, tenantId, entity, id);
      if (recomputed) await refreshRollups(db, tenantId, entity, recomputed.before, recomputed.after, depth + 1);
    }
  }
}

/** Objects with roll-ups, whatever their source. */
const withRollups = () => ALL_OBJECTS.filter((entity) => entity.fields.some((field) => field.rollup));

/**
 * Recomputes every roll-up of every record from its source rows (after an import, a repair or a
 * change of definition): the command `npm run rollups:rebuild`. Answers how many records changed.
 */
export async function rebuildRollups(db: Kysely<Database>, tenantId?: string): Promise<number> {
  let changed = 0;
  // Objects whose roll-ups read only their own lines and other objects' records first, so a
  // roll-up over records that have roll-ups (none yet) would read them settled.
  for (const entity of withRollups()) {
    let query = loose(db).selectFrom(entity.table).select(['id', 'tenant_id']);
    if (tenantId) query = query.where('tenant_id', '=', tenantId);
    const rows = (await query.execute()) as { id: string; tenant_id: string }[];
    for (const row of rows) {
      if (await db.transaction().execute((trx) => recomputeRecord(trx, row.tenant_id, entity, row.id))) changed += 1;
    }
  }
  return changed;
}
