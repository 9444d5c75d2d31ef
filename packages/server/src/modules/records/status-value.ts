import type { EntityDef } from '@crm/domain';

/**
 * The value of a named status of an object's status flow, found by its option label
 * (`entity.crmClue.statusConverted` → '3'), so hooks never hard-code the stored codes.
 */
export function statusValue(entity: EntityDef, name: string): string {
  const field = entity.fields.find((f) => f.name === entity.status?.field);
  const option = field?.options?.find((o) => o.label === `entity.${entity.apiName}.status${name}`);
  if (!option) throw new Error(`${entity.apiName} has no status ${name}`);
  return option.value;
}
