import { decimalsOf } from './field-rules.ts';
import { compileFormula, roundTo } from './formula.ts';
import type { EntityDef, FieldDef, RollupOp } from './types.ts';

/**
 * A record's lines (ENGINE-II section 1), the part both sides share without the schema library
 * (the rows' check is line-validation.ts): the row formulas (amount = quantity × price × discount %) and the
 * record's totals over its lines. The server computes them whatever a client sends; the phone
 * computes them the same way as the user types.
 */

/** A line issue names its row and field: `details.2.quantity` (the row's place from 0). */
export function lineIssueKey(linesField: string, row: number, field: string): string {
  return `${linesField}.${row}.${field}`;
}

/** The row and field of a line issue's key, or null for any other key. */
export function parseLineIssueKey(key: string): { lines: string; row: number; field: string } | null {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)\.(\d+)\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(key);
  return match ? { lines: match[1]!, row: Number(match[2]), field: match[3]! } : null;
}

/** The fields of a line a user gives: all but the link to the record, which the engine sets. */
export function lineInputFields(line: EntityDef): FieldDef[] {
  return line.fields.filter((field) => field.name !== line.parent?.via);
}

/**
 * The literal defaults of a line's fields (quantity 1, no discount at 100 %): what a row takes for
 * a value it leaves out, on the phone and on the server alike. Defaults computed when a record is
 * made ('$today', '$me') are a record's, not a line's.
 */
export function lineDefaults(line: EntityDef): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const field of lineInputFields(line)) {
    const preset = field.defaultValue;
    if (preset !== undefined && !(typeof preset === 'string' && preset.startsWith('$'))) defaults[field.name] = preset;
  }
  return defaults;
}

/** Fills a line's formula fields from its other values (in declaration order, so one may use another). */
export function computeLine(line: EntityDef, values: Record<string, unknown>): Record<string, unknown> {
  const computed = { ...values };
  for (const field of line.fields) {
    if (field.type !== 'formula' || !field.formula) continue;
    const result = compileFormula(field.formula).evaluate(computed);
    computed[field.name] = result === null ? null : roundTo(result, decimalsOf(field));
  }
  return computed;
}

/** sum, count, min or max of values (numbers, or ISO dates and times, which order as text); null over none. */
export function aggregate(op: RollupOp, values: readonly unknown[]): number | string | null {
  if (op === 'count') return values.length;
  const present = values.filter((value): value is number | string => value !== null && value !== undefined && value !== '');
  if (op === 'sum') return present.reduce<number>((total, value) => total + Number(value), 0);
  if (present.length === 0) return null;
  return present.reduce((best, value) => ((op === 'min' ? value < best : value > best) ? value : best));
}

/**
 * The record's fields that roll up its own lines, computed from the rows given (each already
 * computed by computeLine): `{ productTotal: 1234.5 }`. Fields rolling up other objects' records
 * are the server's (rollups.ts).
 */
export function lineTotals(def: EntityDef, lines: Readonly<Record<string, readonly Record<string, unknown>[]>>): Record<string, unknown> {
  const totals: Record<string, unknown> = {};
  for (const field of def.fields) {
    const rollup = field.rollup;
    if (!rollup || typeof rollup.from !== 'string' || !(rollup.from in lines)) continue;
    const rows = lines[rollup.from]!;
    const result = aggregate(rollup.op, rollup.of ? rows.map((row) => row[rollup.of!]) : rows);
    totals[field.name] = typeof result === 'number' && rollup.op !== 'count' ? roundTo(result, decimalsOf(field)) : result;
  }
  return totals;
}

/** The lines fields of an object. */
export function linesFieldsOf(def: EntityDef): FieldDef[] {
  return def.fields.filter((field) => field.type === 'lines' && field.lines);
}
