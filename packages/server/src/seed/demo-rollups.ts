import {
  aggregate,
  AUDIT_STATUS,
  computeLine,
  decimalsOf,
  entityOf,
  lineTotals,
  meetsCondition,
  roundTo,
  type EntityDef,
  type RecordRow,
  type RollupSource,
  type SceneCondition,
} from '@crm/domain';
import { hooksOf } from '../modules/records/object-registry.ts';
import { heldCurrencyOf } from './demo-currencies.ts';
import type { DemoRecord, DemoValue } from './demo-world.ts';

/**
 * The demo's computed values, as the record engine would keep them (ENGINE-II sections 1 and 2),
 * worked out on the generated records before they are inserted: each line's formulas, each
 * record's roll-ups over its lines and over the records pointing to it, its formulas, and what its
 * object derives from them (the afterRollup hook). So the seed writes what `rebuildRollups` would
 * compute, and generators never add totals up themselves. Knows no object.
 */

const numberOrText = (value: unknown): DemoValue => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** Fills the formula fields over `values`, in declaration order, rounded as the engine rounds them. */
function applyFormulas(entity: EntityDef, values: Record<string, DemoValue>): void {
  Object.assign(values, computeLine(entity, values));
}

/**
 * Fills a record's line formulas, the roll-ups over its lines and its formulas (roll-ups over other
 * records it does not have yet count as they stand): what a generator reads off a record it just
 * made, e.g. an order's amount before its receipts.
 */
export function computeRecord(record: DemoRecord): void {
  const entity = entityOf(record.entity);
  const lines: Record<string, Record<string, unknown>[]> = {};
  for (const [name, rows] of Object.entries(record.lines ?? {})) {
    const line = entity.fields.find((f) => f.name === name)?.lines?.object;
    if (!line) throw new Error(`${record.key}: ${name} is no lines field of ${record.entity}`);
    for (const row of rows) applyFormulas(line, row.values);
    lines[name] = rows.map((row) => row.values);
  }
  for (const [name, value] of Object.entries(lineTotals(entity, lines))) record.values[name] = numberOrText(value);
  applyFormulas(entity, record.values);
}

/** Whether a record meets a roll-up source's condition, as the engine's conditions read. */
function meets(record: DemoRecord, condition: SceneCondition): boolean {
  return meetsCondition(condition, record.values[condition.field] ?? record.links[condition.field] ?? null);
}

/**
 * Computes every record's lines, roll-ups and formulas, then its object's derived values, in the
 * order given (every object whose records others roll up first, as registered), at `now`.
 */
/** A rate as the engine stores and computes with it (record-currency.ts): millionths, an integer. */
const scaled = (rate: number) => Math.round(rate * 1_000_000);

export function settleRollups(data: Readonly<Record<string, DemoRecord[]>>, now: number): void {
  const records = Object.values(data).flat();
  // Records pointing to a record through a field: source object → via field → target key → records.
  const pointing = new Map<string, DemoRecord[]>();
  const sourceKey = (object: string, via: string, key: string) => `${object}\u0000${via}\u0000${key}`;
  const sources = new Set(
    records.flatMap((record) =>
      entityOf(record.entity).fields.flatMap((field) => (field.rollup && typeof field.rollup.from !== 'string' ? [field.rollup.from.object] : [])),
    ),
  );
  for (const record of records) {
    if (!sources.has(record.entity)) continue;
    for (const [via, key] of Object.entries(record.links)) {
      const index = sourceKey(record.entity, via, key);
      const list = pointing.get(index) ?? [];
      list.push(record);
      pointing.set(index, list);
    }
  }
  // Roll-ups over roll-ups (a project's hours are its tasks' hours, each the sum of the hours
  // logged): each object after those it rolls up from, as the engine's chained recomputation leaves them.
  const depths = new Map<string, number>();
  const depthOf = (apiName: string, seen: ReadonlySet<string> = new Set()): number => {
    if (depths.has(apiName)) return depths.get(apiName)!;
    const from = entityOf(apiName).fields.flatMap((field) =>
      field.rollup && typeof field.rollup.from !== 'string' && field.rollup.from.object !== apiName && !seen.has(field.rollup.from.object)
        ? [field.rollup.from.object]
        : [],
    );
    const depth = from.length === 0 ? 0 : 1 + Math.max(...from.map((object) => depthOf(object, new Set([...seen, apiName]))));
    depths.set(apiName, depth);
    return depth;
  };
  const ordered = records.map((record, index) => ({ record, index, depth: depthOf(record.entity) })).sort((a, b) => a.depth - b.depth || a.index - b.index);
  for (const { record } of ordered) {
    const entity = entityOf(record.entity);
    if (!entity.fields.some((field) => field.rollup || field.type === 'formula') && !record.lines) continue;
    computeRecord(record);
    const rolled: Record<string, unknown> = {};
    for (const field of entity.fields) {
      const rollup = field.rollup;
      if (!rollup) continue;
      if (typeof rollup.from === 'string') {
        rolled[field.name] = record.values[field.name];
        continue;
      }
      const from: RollupSource = rollup.from;
      const source = entityOf(from.object);
      // Records of an audited object count once approved (rollups.ts).
      const rows = (pointing.get(sourceKey(from.object, from.via, record.key)) ?? []).filter(
        (row) => (from.where ?? []).every((c) => meets(row, c)) && (!source.features.audit || row.auditStatus === AUDIT_STATUS.reviewed),
      );
      const money = source.fields.find((f) => f.name === rollup.of)?.type === 'money';
      const held = heldCurrencyOf(entity, record);
      // Money from other records in the holder's currency, as the engine converts it (record-currency.ts).
      const valueOf = (row: DemoRecord) => {
        const value = row.values[rollup.of!] ?? null;
        const own = heldCurrencyOf(source, row);
        // With the rates scaled to integers and in the engine's order (value × own ÷ held): 7.1 is
        // no exact binary fraction, 7,100,000 is, and a cent at a rounding edge came out otherwise.
        return !money || value === null || own.code === held.code ? value : (Number(value) * scaled(own.rate)) / scaled(held.rate);
      };
      const result = aggregate(rollup.op, rollup.of ? rows.map(valueOf) : rows);
      rolled[field.name] = typeof result === 'number' && rollup.op !== 'count' ? roundTo(result, decimalsOf(field)) : result;
    }
    for (const [name, value] of Object.entries(rolled)) record.values[name] = numberOrText(value);
    applyFormulas(entity, record.values);
    const derived: Record<string, unknown> = { ...rolled };
    for (const field of entity.fields) if (field.type === 'formula') derived[field.name] = record.values[field.name];
    const row = { ...record.values, createTime: record.createTime, updateTime: record.updateTime } as unknown as RecordRow;
    hooksOf(record.entity).afterRollup?.(row, derived, new Date(now));
    for (const [name, value] of Object.entries(derived)) {
      const field = entity.fields.find((f) => f.name === name);
      if (field && field.type !== 'lines') record.values[name] = typeof value === 'boolean' ? value : numberOrText(value);
    }
  }
}
