import { isComputed, type FieldDef, type FieldType } from '@crm/domain';

/**
 * Type guards that pick a field's display and input renderers (one of each per family of
 * FIELD_TYPES). Adding a field type means adding it to one family here, and the compiler then
 * points at the renderers that must learn it.
 */
type FieldOf<T extends FieldType> = FieldDef & { type: T };
const guard =
  <T extends FieldType>(...types: T[]) =>
  (field: FieldDef): field is FieldOf<T> =>
    (types as FieldType[]).includes(field.type);

export const isNumericField = guard('number', 'money', 'percent', 'formula');
export const isTemporalField = guard('date', 'datetime');
export const isChoiceField = guard('dict', 'dictMulti');
export const isReferenceField = guard('user', 'department', 'relation');
export const isContactField = guard('phone', 'email', 'url');
export const isAddressField = guard('address');
export const isImagesField = guard('images');
export const isFilesField = guard('files');
export const isRichTextField = guard('richText');
export const isBooleanField = guard('boolean');
export const isTagsField = guard('tags');
export const isLinesField = guard('lines');
/** Computed by the engine (auto-numbers, formulas, roll-ups of a number or date field): never typed by users. */
export const isComputedField = (field: FieldDef): boolean => isComputed(field);
