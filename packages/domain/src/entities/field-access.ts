import type { EntityDef, FieldDef } from './types.ts';

/** What a caller's roles allow of some fields (field permissions, spec section 6); a field not named is editable. */
export type FieldRestrictionMap = Readonly<Record<string, 'hidden' | 'read'>>;

/**
 * A field the caller may only read: shown where it has a value, never an input, never required of
 * them (the server refuses it in a body, and keeps it as it is).
 */
function readOnly(field: FieldDef): FieldDef {
  return { ...field, editable: false, hideOnAdd: true, required: false };
}

function restrictFields(fields: readonly FieldDef[], access: FieldRestrictionMap, lineAccess: Readonly<Record<string, FieldRestrictionMap>>): FieldDef[] {
  return fields
    .filter((field) => access[field.name] !== 'hidden')
    .map((field) => {
      const lines = field.lines ? lineAccess[field.lines.object.apiName] : undefined;
      const shown = lines ? { ...field, lines: { ...field.lines!, object: restrictDefinition(field.lines!.object, lines) } } : field;
      return access[field.name] === 'read' ? readOnly(shown) : shown;
    });
}

/**
 * An object's definition as a caller whose roles restrict some of its fields (`access`) and of its
 * lines' fields (`lineAccess`, by line object API name) works with: what they may not see is not
 * in it (no column, filter, sort, search or scene reaches it), what they may only read is shown
 * and never sent. The same definition when nothing is restricted.
 */
export function restrictDefinition(
  def: EntityDef,
  access: FieldRestrictionMap = {},
  lineAccess: Readonly<Record<string, FieldRestrictionMap>> = {},
): EntityDef {
  const linesRestricted = def.fields.some((field) => field.lines && lineAccess[field.lines.object.apiName]);
  if (Object.keys(access).length === 0 && !linesRestricted) return def;
  const shown = (name: string) => access[name] !== 'hidden';
  return {
    ...def,
    fields: restrictFields(def.fields, access, lineAccess),
    subtitleFields: def.subtitleFields.filter(shown),
    searchFields: def.searchFields.filter(shown),
    filterFields: def.filterFields.filter(shown),
    defaultSort: shown(def.defaultSort.field) ? def.defaultSort : { field: 'updateTime', order: 'desc' },
    presetScenes: def.presetScenes.filter((scene) => scene.conditions.every((condition) => shown(condition.field))),
  };
}
