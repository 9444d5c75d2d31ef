import type { FieldDef } from './types.ts';

/**
 * Field rules that need no schema library, so screens that only show records (and the client's
 * first load) do not carry zod. `validation.ts` builds on them and re-exports them.
 */

/** Images per field and per upload (spec section 5). */
export const MAX_IMAGES = 6;

/** Most records (or users) one relation (or user) field with `multiple` names. */
export const MAX_RELATED_RECORDS = 20;

/** A relation to several records (FieldDef.multiple): its value is a list of ids. */
export function isMultipleRelation(field: FieldDef): boolean {
  return field.type === 'relation' && field.multiple === true;
}

/** A user field naming several people (a work report's recipients): its value is a list of user ids. */
export function isSeveralUsers(field: FieldDef): boolean {
  return field.type === 'user' && field.multiple === true;
}

/** Whether the field's value is a list of ids (several records or several people), kept as a JSON list. */
export function holdsIdList(field: FieldDef): boolean {
  return isMultipleRelation(field) || isSeveralUsers(field);
}

/** Whether a field is shown for a record's values (FieldDef.shownWhen): always, unless its condition's field holds another value. */
export function isShown(field: FieldDef, values: Readonly<Record<string, unknown>>): boolean {
  const when = field.shownWhen;
  if (!when) return true;
  const value = values[when.field];
  return typeof value === 'string' && when.in.includes(value);
}

/** Decimal places a numeric field keeps (FieldDef.decimals; money, percent and formulas default to 2). */
export function decimalsOf(field: FieldDef): number {
  if (field.decimals !== undefined) return field.decimals;
  return field.type === 'number' ? 0 : 2;
}

export function isNumericField(field: FieldDef): boolean {
  return field.type === 'number' || field.type === 'money' || field.type === 'percent' || field.type === 'formula';
}

/** The API name of a money field's currency: `dealAmount` → `dealAmountCurrency`. */
export function currencyFieldOf(field: FieldDef): string {
  return `${field.name}Currency`;
}

/** Whether the engine computes the field (auto-numbers, formulas, roll-ups): never input. */
export function isComputed(field: FieldDef): boolean {
  return field.type === 'autoNumber' || field.type === 'formula' || field.rollup !== undefined;
}

/**
 * Whether users may give this field in a request of the given mode. Computed fields never;
 * fields with `editable: false` only on add when the add form offers them (set once, then fixed).
 */
export function acceptsInput(field: FieldDef, mode: 'add' | 'edit'): boolean {
  if (isComputed(field)) return false;
  if (field.editable !== false) return mode === 'edit' || !field.hideOnAdd;
  return mode === 'add' && !field.hideOnAdd;
}

/** Fields a spreadsheet (export and import) carries: everything but images, files and rich text. */
export function isSpreadsheetField(field: FieldDef): boolean {
  return field.type !== 'images' && field.type !== 'files' && field.type !== 'richText' && field.type !== 'lines';
}

/*
 * Phone numbers. A mainland mobile is 11 digits starting 13–19 (spec section 5's pattern); a
 * landline is an area code starting 0 and a local number of 7 or 8 digits starting 2–9, or a
 * local number alone, with an optional extension; 400/800 numbers and the short service numbers
 * (95588) count as landlines. Spaces, hyphens and parentheses may separate the
 * parts, and a +86 (or 0086) prefix may precede either; other countries' numbers (+ and the
 * country code, 7–15 digits) are taken as they are written.
 */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const MAINLAND_LANDLINE = /^(?:0\d{2,3})?[2-9]\d{6,7}$/;
const SERVICE_NUMBER = /^(?:[48]00\d{7}|9[56]\d{3,6})$/;
const EXTENSION = /(?:转|ext\.?|x|#|-)(\d{1,6})$/i;
const INTERNATIONAL = /^(?:\+|00)([1-9]\d{6,14})$/;

/** The number with its separators and any +86 / 0086 prefix removed; null for another country's number. */
function mainlandDigits(text: string): { digits: string; international: boolean } | null {
  const compact = text.replace(/[\s()]/g, '');
  const prefixed = /^(?:\+|00)86-?/.exec(compact);
  if (prefixed) return { digits: compact.slice(prefixed[0].length), international: true };
  if (/^(?:\+|00)/.test(compact)) return null;
  return { digits: compact, international: false };
}

function isForeignNumber(text: string): boolean {
  const match = INTERNATIONAL.exec(text.replace(/[\s()-]/g, ''));
  return match !== null && !match[1]!.startsWith('86');
}

/** A mainland mobile (11 digits) or another country's number. */
function isMobileNumber(text: string): boolean {
  const mainland = mainlandDigits(text);
  if (!mainland) return isForeignNumber(text);
  return MAINLAND_MOBILE.test(mainland.digits.replace(/-/g, ''));
}

/** A landline, a service number or another country's number. */
function isLandlineNumber(text: string): boolean {
  const mainland = mainlandDigits(text);
  if (!mainland) return isForeignNumber(text);
  // After +86 the area code drops its 0 (+86 10 1234 5678).
  let rest =
    mainland.international && /^[1-9]\d/.test(mainland.digits) && !MAINLAND_MOBILE.test(mainland.digits.replace(/-/g, ''))
      ? `0${mainland.digits}`
      : mainland.digits;
  const whole = rest.replace(/-/g, '');
  if (MAINLAND_LANDLINE.test(whole) || SERVICE_NUMBER.test(whole)) return true;
  const extension = EXTENSION.exec(rest);
  if (!extension) return false;
  rest = rest.slice(0, extension.index).replace(/-/g, '');
  return MAINLAND_LANDLINE.test(rest) || SERVICE_NUMBER.test(rest);
}

/** The rule a phone field's value breaks ('mobile', 'landline' or, for either kind, 'phone'), or null. */
export function phoneRuleBroken(field: Pick<FieldDef, 'phoneKind'>, text: string): 'mobile' | 'landline' | 'phone' | null {
  switch (field.phoneKind) {
    case 'mobile':
      return isMobileNumber(text) ? null : 'mobile';
    case 'landline':
      return isLandlineNumber(text) ? null : 'landline';
    default:
      return isMobileNumber(text) || isLandlineNumber(text) ? null : 'phone';
  }
}

/** A mainland mobile as its 11 digits (+86 and separators dropped), so one number is stored one way; anything else unchanged. */
export function normalisedPhone(text: string): string {
  const mainland = mainlandDigits(text);
  const digits = mainland?.digits.replace(/-/g, '');
  return digits !== undefined && MAINLAND_MOBILE.test(digits) ? digits : text;
}
