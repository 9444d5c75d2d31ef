import { computeLine, lineIssueKey, lineTotals, linesFieldsOf, parseLineIssueKey, type EntityDef } from '@crm/domain';
import { lineRowsOf, type LineRow } from './line-rows.ts';

/**
 * What a form with lines computes as the user types: the rows' formulas and the record's totals
 * over them, and where the rows' messages go when rows change. Forms load it only when they have
 * lines.
 */

/**
 * The form's values with the record's totals over its own lines recomputed from the rows as they
 * are now (each row's formulas first, as the server will), so the totals and the formulas that read
 * them (`amount = productTotal * discount / 100`) show live. The same object when there are no lines.
 */
export function withLineTotals(def: EntityDef, values: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const fields = linesFieldsOf(def);
  if (fields.length === 0) return values;
  const lines = Object.fromEntries(fields.map((field) => [field.name, lineRowsOf(values[field.name]).map((row) => computeLine(field.lines!.object, row))]));
  return { ...values, ...lineTotals(def, lines) };
}

/**
 * The form's messages once a lines field's rows changed from `before` to `after`: a row's messages
 * follow the row when others are added or removed, and one about a value the user changed goes.
 */
export function carriedLineIssues(
  linesField: string,
  before: readonly LineRow[],
  after: readonly LineRow[],
  errors: Readonly<Record<string, string>>,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const issue = parseLineIssueKey(key);
    if (!issue || issue.lines !== linesField) {
      next[key] = message;
      continue;
    }
    const old = before[issue.row];
    // Rows are edited in place (the same count) or added and removed whole (kept rows are the same objects).
    const index = before.length === after.length ? issue.row : old ? after.indexOf(old) : -1;
    const row = index >= 0 ? after[index] : undefined;
    if (old && row && row[issue.field] === old[issue.field]) next[lineIssueKey(linesField, index, issue.field)] = message;
  }
  return next;
}

/** The messages of one row of a lines field, by the line's field name. */
export function rowIssues(issues: Readonly<Record<string, string>> | undefined, linesField: string, row: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(issues ?? {})) {
    const issue = parseLineIssueKey(key);
    if (issue && issue.lines === linesField && issue.row === row) out[issue.field] = message;
  }
  return out;
}
