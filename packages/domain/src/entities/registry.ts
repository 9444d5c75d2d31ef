import type { EntityDef, FieldDef } from './types.ts';
import { crmClue } from './crm/crm-clue.ts';
import { crmContacter } from './crm/crm-contacter.ts';
import { crmCustomer } from './crm/crm-customer.ts';
import { crmRecord } from './crm/crm-record.ts';

/**
 * Every business object the engine serves. Adding an object is adding its definition here; the
 * generic routes, tables, screens and the walk-through test pick it up.
 */
export const ENTITIES: readonly EntityDef[] = [crmCustomer, crmContacter, crmClue, crmRecord];

/** Lead status values, for the conversion action and the pool (the engine reads the rest from metadata). */
export { CLUE_STATUS } from './crm/crm-clue.ts';

const byApiName = new Map(ENTITIES.map((e) => [e.apiName, e]));

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
