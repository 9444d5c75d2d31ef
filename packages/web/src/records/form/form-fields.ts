import { acceptsInput, isBlank, type EntityDef, type FieldDef } from '@crm/domain';
import { isComputedField } from '../fields/field-kinds.ts';

export type FormMode = 'add' | 'edit';

export interface FormFieldView {
  field: FieldDef;
  /** Shown as its display, not an input (system-set values on edit). */
  readOnly: boolean;
}

/**
 * The fields a form shows, in order: inputs for what the mode accepts, auto-numbers and formulas
 * as computed values, and on edit the system-set fields that have a value, read-only.
 */
export function formFields(def: EntityDef, mode: FormMode, record?: Record<string, unknown> | null): FormFieldView[] {
  const out: FormFieldView[] = [];
  for (const field of def.fields) {
    if ((mode === 'add' && field.hideOnAdd) || field.internal) continue;
    if (isComputedField(field)) {
      out.push({ field, readOnly: false });
      continue;
    }
    if (acceptsInput(field, mode)) {
      out.push({ field, readOnly: false });
      continue;
    }
    if (mode === 'edit' && record && !isBlank(record[field.name])) out.push({ field, readOnly: true });
  }
  return out;
}

/**
 * The `tags` system column as a form field (objects with tags): tag names, in the base group.
 * It is no field of the object, so the form sends it beside the checked values.
 */
export const TAGS_COLUMN: FieldDef = { name: 'tags', type: 'tags', label: 'web.form.tags' };

export function hasTagsColumn(def: EntityDef): boolean {
  return def.features.tags && !def.fields.some((f) => f.name === TAGS_COLUMN.name);
}

/** The form's fields with the tags column (last of the base group) where the object has tags. */
export function formFieldsWithTags(def: EntityDef, mode: FormMode, record?: Record<string, unknown> | null): FormFieldView[] {
  const views = formFields(def, mode, record);
  return hasTagsColumn(def) ? [...views, { field: TAGS_COLUMN, readOnly: false }] : views;
}

export const BASE_GROUP = 'entity.group.base';

/** The base group first, then each group key in the order its first field appears. */
export function groupFields<T extends { field: FieldDef }>(items: readonly T[]): Array<{ key: string; fields: T[] }> {
  const groups = new Map<string, T[]>([[BASE_GROUP, []]]);
  for (const item of items) {
    const key = item.field.group ?? BASE_GROUP;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(item);
  }
  return [...groups.entries()].filter(([, fields]) => fields.length > 0).map(([key, fields]) => ({ key, fields }));
}
