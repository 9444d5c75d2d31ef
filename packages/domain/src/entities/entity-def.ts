import { FOLLOW_UP_OBJECT, type EntityDef, type FieldDef } from './types.ts';

/*
 * What the engine reads off any definition. The registry of definitions is not here: the engine
 * imports no object (objects/index.ts lists them).
 */

export function fieldOf(entity: EntityDef, name: string): FieldDef | undefined {
  return entity.fields.find((field) => field.name === name);
}

/** The field whose option label and colour show as a record's status badge on its card. */
export function statusFieldOf(entity: EntityDef): FieldDef | undefined {
  if (entity.status) return fieldOf(entity, entity.status.field);
  return entity.fields.find((f) => f.type === 'dict' && f.options?.some((o) => o.color) && f.editable !== false);
}

/**
 * The fields a record's card shows: title, subtitle fields, status, and the system fields owner
 * and tags where the object has them. What the list screens ask the list route for (`fields=`),
 * so a page carries what the phone shows rather than every column of every record.
 */
export function cardFields(entity: EntityDef): string[] {
  const shown = [
    entity.titleField,
    ...entity.subtitleFields,
    statusFieldOf(entity)?.name,
    entity.features.owner ? 'ownerId' : undefined,
    entity.features.tags ? 'tags' : undefined,
  ];
  return [...new Set(shown.filter((name): name is string => Boolean(name)))];
}

/** snake_case column of a camelCase API name. */
export function columnOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The objects a screen of `def` shows beside it, by API name: its relation fields' targets and its
 * lines' (links and pickers show their title fields) and, where it has follow-ups, the follow-up
 * object. A screen loads their definitions and labels with its own.
 */
export function objectsShownWith(def: EntityDef): string[] {
  const followUps = def.features.followUp && def.apiName !== FOLLOW_UP_OBJECT.apiName ? [FOLLOW_UP_OBJECT.apiName] : [];
  return [
    ...new Set([
      ...def.fields.flatMap((field) => (field.type === 'relation' && field.relation ? [field.relation] : [])),
      // A line's product or other record shows in the lines editor and on the detail screen.
      ...def.fields.flatMap((field) => field.lines?.object.fields.flatMap((f) => (f.type === 'relation' && f.relation ? [f.relation] : [])) ?? []),
      ...followUps,
    ]),
  ];
}

/**
 * The objects a detail screen of `def` lists in tabs of their own (its related lists): a screen
 * loads their labels (the tabs' titles) with its own, and a tab its object's definition when
 * opened, so a customer's form does not carry the definitions of its ten related objects.
 */
export function objectsListedWith(def: EntityDef): string[] {
  return [...new Set(def.relatedLists.map((list) => list.entity))];
}

/** The API name of an object's folder: `crm-customer` → `crmCustomer`. */
export function apiNameOfFolder(folder: string): string {
  return folder.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Generic screen routes of an object (spec section 2: crm<Entity>List, View, Add); a record is edited at `edit`, the add route unless the object names another. */
export function entityRoutes(entity: Pick<EntityDef, 'module' | 'apiName' | 'routes'>): { list: string; view: string; add: string; edit: string } {
  const base = `/${entity.module}/${entity.apiName}`;
  const add = entity.routes?.add ?? `${base}Add`;
  return {
    list: entity.routes?.list ?? `${base}List`,
    view: entity.routes?.view ?? `${base}View`,
    add,
    edit: entity.routes?.edit ?? add,
  };
}
