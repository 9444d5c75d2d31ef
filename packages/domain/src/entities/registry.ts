import type { EntityDef, FieldDef } from './types.ts';
import { crmClue } from './crm/crm-clue.ts';
import { crmContacter } from './crm/crm-contacter.ts';
import { crmCustomer } from './crm/crm-customer.ts';
import { crmRecord } from './crm/crm-record.ts';

/**
 * Every business object the engine serves, loaded eagerly (ARCHITECTURE section 4): the server,
 * scripts and tests read it. Adding an object is adding its definition here; the generic routes,
 * tables, screens and the walk-through test pick it up. The client entry still reads it too, until
 * it knows only a light manifest (issue 11).
 */
export const ALL_OBJECTS: readonly EntityDef[] = [crmCustomer, crmContacter, crmClue, crmRecord];

/** Lead status values, for the conversion action and the pool (the engine reads the rest from metadata). */
export { CLUE_STATUS } from './crm/crm-clue.ts';

const byApiName = new Map(ALL_OBJECTS.map((e) => [e.apiName, e]));

export function findEntity(apiName: string): EntityDef | undefined {
  return byApiName.get(apiName);
}

export function entityOf(apiName: string): EntityDef {
  const entity = byApiName.get(apiName);
  if (!entity) throw new Error(`unknown business object ${apiName}`);
  return entity;
}

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

/** Generic screen routes of an object (spec section 2: crm<Entity>List, View, Add). */
export function entityRoutes(entity: EntityDef): { list: string; view: string; add: string } {
  const base = `/${entity.module}/${entity.apiName}`;
  return {
    list: entity.routes?.list ?? `${base}List`,
    view: entity.routes?.view ?? `${base}View`,
    add: entity.routes?.add ?? `${base}Add`,
  };
}
