import type { TFunction } from 'i18next';
import {
  currencyFieldOf,
  lineInputFields,
  parseLineIssueKey,
  validateLines,
  validateRecordInput,
  type EntityDef,
  type FieldDef,
  type FieldIssue,
} from '@crm/domain';
import { fieldLabel, isSelectedType } from './field-label.ts';

/** The user's-language message of one validation issue (spec section 5's wording). */
export function issueMessage(field: FieldDef, issue: Pick<FieldIssue, 'rule' | 'limit'>, t: TFunction): string {
  const label = fieldLabel(field, t);
  switch (issue.rule) {
    case 'required':
      return isSelectedType(field.type) ? t('web.field.requiredSelect', { label }) : t('web.field.required', { label });
    case 'maxLength':
      return t('web.field.maxLength', { label, max: issue.limit });
    case 'phone':
      return t('web.field.phoneFormat', { label });
    case 'mobile':
      return t('web.field.mobileFormat', { label });
    case 'landline':
      return t('web.field.landlineFormat', { label });
    case 'email':
      return t('web.field.emailFormat');
    case 'url':
      return t('web.field.urlFormat');
    case 'number':
      return t('web.field.numberFormat');
    case 'decimals':
      return t('web.field.decimals', { max: issue.limit });
    case 'positive':
      return t('web.field.positive', { label });
    case 'maxItems':
      return field.type === 'lines' ? t('web.field.linesMax', { label, max: issue.limit }) : t('web.field.maxItems', { max: issue.limit });
    case 'minItems':
      return t('web.field.linesMin', { label, min: issue.limit });
    default:
      return t('web.field.invalid', { label });
  }
}

export interface FormCheck {
  /** Normalised values the request may carry (numbers parsed, dates as ISO, blanks as null; a lines field's rows likewise, each with its id when stored). */
  values: Record<string, unknown>;
  /** Field name (a line's: `<lines>.<row>.<field>`) → message; empty when the form may be sent. */
  errors: Record<string, string>;
}

/** The names an input of these fields may carry: theirs and a money field's currency (`<name>Currency`), which travels beside it. */
function givenOf(fields: readonly FieldDef[], input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const names = new Set(fields.flatMap((f) => (f.type === 'money' ? [f.name, currencyFieldOf(f)] : [f.name])));
  return Object.fromEntries(Object.entries(input).filter(([name]) => names.has(name)));
}

/** A row as its line takes it: its id and the line's values, without the display texts and the link to the record a stored row comes with. */
function lineGiven(line: EntityDef, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const given = givenOf(lineInputFields(line), row);
  return typeof row.id === 'string' && row.id !== '' ? { id: row.id, ...given } : given;
}

/**
 * Client-side check with the domain's rules (the server applies the same ones): the record's
 * fields, then each row of its lines against the line object's fields (computed values, such as a
 * row's amount, are the server's and not sent).
 */
export function checkForm(fields: readonly FieldDef[], input: Record<string, unknown>, mode: 'add' | 'edit', t: TFunction): FormCheck {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const currencies = new Map(fields.filter((f) => f.type === 'money').map((f) => [currencyFieldOf(f), f]));
  const given = givenOf(fields, input);
  // A new record's lines are given even when none were added, so that a least number of rows is checked.
  for (const field of fields) if (mode === 'add' && field.type === 'lines' && !field.hideOnAdd && !(field.name in given)) given[field.name] = [];
  const { values, issues } = validateRecordInput(fields, given, mode);
  for (const field of fields) {
    const rows = values[field.name];
    if (field.type !== 'lines' || !field.lines || !Array.isArray(rows)) continue;
    const checked = validateLines(
      field,
      rows.map((row: Record<string, unknown>) => lineGiven(field.lines!.object, row)),
    );
    issues.push(...checked.issues);
    values[field.name] = checked.lines.map((line) => (line.id ? { id: line.id, ...line.values } : line.values));
  }
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = byName.get(issue.field) ?? currencies.get(issue.field);
    if (field && !errors[field.name]) errors[field.name] = issueMessage(field, issue, t);
    const line = parseLineIssueKey(issue.field);
    const lineField = line && byName.get(line.lines)?.lines?.object.fields.find((f) => f.name === line.field || currencyFieldOf(f) === line.field);
    if (lineField && !errors[issue.field]) errors[issue.field] = issueMessage(lineField, issue, t);
  }
  return { values, errors };
}
