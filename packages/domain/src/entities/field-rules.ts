import type { FieldDef } from './types.ts';

/**
 * Field rules that need no schema library, so screens that only show records (and the client's
 * first load) do not carry zod. `validation.ts` builds on them and re-exports them.
 */

/** Images per field and per upload (spec section 5). */
export const MAX_IMAGES = 6;

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

/**
 * Whether users may give this field in a request of the given mode. Computed fields never;
 * fields with `editable: false` only on add when the add form offers them (set once, then fixed).
 */
export function acceptsInput(field: FieldDef, mode: 'add' | 'edit'): boolean {
  if (field.type === 'autoNumber' || field.type === 'formula') return false;
  if (field.editable !== false) return mode === 'edit' || !field.hideOnAdd;
  return mode === 'add' && !field.hideOnAdd;
}

/** Fields a spreadsheet (export and import) carries: everything but images, files and rich text. */
export function isSpreadsheetField(field: FieldDef): boolean {
  return field.type !== 'images' && field.type !== 'files' && field.type !== 'richText';
}
