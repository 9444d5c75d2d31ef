import type { TFunction } from 'i18next';
import { currencyFieldOf, validateRecordInput, type FieldDef, type FieldIssue } from '@crm/domain';
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
    case 'maxItems':
      return t('web.field.maxItems', { max: issue.limit });
    default:
      return t('web.field.invalid', { label });
  }
}

export interface FormCheck {
  /** Normalised values the request may carry (numbers parsed, dates as ISO, blanks as null). */
  values: Record<string, unknown>;
  /** Field name → message; empty when the form may be sent. */
  errors: Record<string, string>;
}

/** Client-side check with the domain's rules (the server applies the same ones). */
export function checkForm(fields: readonly FieldDef[], input: Record<string, unknown>, mode: 'add' | 'edit', t: TFunction): FormCheck {
  const byName = new Map(fields.map((f) => [f.name, f]));
  // A money field's currency (`<name>Currency`) travels beside it.
  const currencies = new Map(fields.filter((f) => f.type === 'money').map((f) => [currencyFieldOf(f), f]));
  const given = Object.fromEntries(Object.entries(input).filter(([name]) => byName.has(name) || currencies.has(name)));
  const { values, issues } = validateRecordInput(fields, given, mode);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = byName.get(issue.field) ?? currencies.get(issue.field);
    if (field && !errors[field.name]) errors[field.name] = issueMessage(field, issue, t);
  }
  return { values, errors };
}
