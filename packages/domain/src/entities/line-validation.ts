import { lineDefaults, lineInputFields, lineIssueKey } from './lines.ts';
import type { FieldDef } from './types.ts';
import { validateRecordInput, type FieldIssue } from './validation.ts';

/*
 * The check of a record's lines, apart from lines.ts: it needs the schema library (zod), which a
 * form with lines should load at its first save, not when it opens to compute totals.
 */

/** One line as a request carries it after the checks: its id when it already exists, and its values. */
export interface LineInput {
  id: string | null;
  values: Record<string, unknown>;
}

/**
 * Checks every row of a lines field: each row's values against the line object's fields (a row is
 * given whole, so as a new record), its id kept when it is a string. Issues are keyed
 * `<lines>.<row>.<field>`.
 */
export function validateLines(field: FieldDef, rows: readonly Record<string, unknown>[]): { lines: LineInput[]; issues: FieldIssue[] } {
  const line = field.lines!.object;
  const fields = lineInputFields(line);
  const defaults = lineDefaults(line);
  const lines: LineInput[] = [];
  const issues: FieldIssue[] = [];
  rows.forEach((row, index) => {
    const { id, ...given } = row;
    const checked = validateRecordInput(fields, given, 'add');
    for (const issue of checked.issues) issues.push({ ...issue, field: lineIssueKey(field.name, index, issue.field) });
    // A value left out takes the field's literal default (no discount is 100 %), as a new record's would.
    for (const [name, preset] of Object.entries(defaults)) if ((checked.values[name] ?? null) === null) checked.values[name] = preset;
    lines.push({ id: typeof id === 'string' && id !== '' ? id : null, values: checked.values });
  });
  return { lines, issues };
}
