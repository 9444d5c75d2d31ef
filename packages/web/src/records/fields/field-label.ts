import type { TFunction } from 'i18next';
import type { FieldDef, FieldOption, FieldType } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';

/** A field's label: custom fields (added by an administrator) carry literal text, registry fields an i18n key. */
export function fieldLabel(field: Pick<FieldDef, 'label' | 'custom'>, t: TFunction): string {
  return field.custom ? field.label : tKey(t, field.label);
}

/** An object-owned option's label (custom fields' options are literal too). */
export function optionLabel(field: Pick<FieldDef, 'custom'>, option: FieldOption, t: TFunction): string {
  return field.custom ? option.label : tKey(t, option.label);
}

/** Types chosen from a list rather than typed: their prompts and required messages say "select". */
const SELECTED: ReadonlySet<FieldType> = new Set<FieldType>([
  'dict',
  'dictMulti',
  'user',
  'department',
  'relation',
  'date',
  'datetime',
  'tags',
  'images',
  'files',
  'boolean',
]);

export function isSelectedType(type: FieldType): boolean {
  return SELECTED.has(type);
}

/** The input prompt: the field's own (spec section 3 "prompt") or "please input/select <label>". */
export function placeholderOf(field: FieldDef, t: TFunction): string {
  if (field.placeholder) return field.custom ? field.placeholder : tKey(t, field.placeholder);
  const label = fieldLabel(field, t);
  return isSelectedType(field.type) ? t('web.field.selectPlaceholder', { label }) : t('web.field.inputPlaceholder', { label });
}
