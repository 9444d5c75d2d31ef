import type { EntityDef, FieldDef, SceneCondition } from '@crm/domain';
import { definitionOf } from '../definitions.ts';

/**
 * Which records a relation picker offers, given the rest of the form: a record that points at the
 * same parent the form already names. A contact's superior is a contact of the contact's customer;
 * an opportunity's contact one of its customer's. Relations to the picker's own kind (a parent
 * customer) are no scope, nor are optional links of the picked records: every contact has its
 * customer, but a contract need not name a quote, so a contract picker on an order made from a
 * quote still offers the customer's other contracts. A field's own relationWhere narrows it too
 * (a pool of the record's type).
 */
export function relationScope(def: EntityDef, field: FieldDef, values: Readonly<Record<string, unknown>>): SceneCondition[] {
  const conditions: SceneCondition[] = Object.entries(field.relationWhere ?? {}).map(([name, value]) => ({ field: name, op: 'eq', value }));
  const target = field.relation ? definitionOf(field.relation) : undefined;
  if (!target) return conditions;
  for (const own of def.fields) {
    if (own === field || own.type !== 'relation' || !own.relation || own.relation === target.apiName) continue;
    const value = values[own.name];
    if (typeof value !== 'string' || !value) continue;
    const link = target.fields.find((f) => f.type === 'relation' && f.relation === own.relation && f.required);
    if (link) conditions.push({ field: link.name, op: 'eq', value });
  }
  return conditions;
}

/** Records about a subject (follow-ups of a customer): the picker offers those of the same subject. */
export function subjectScope(field: FieldDef, subjectApiName: string, subjectId: string): SceneCondition[] {
  const target = field.relation ? definitionOf(field.relation) : undefined;
  const link = target?.fields.find((f) => f.type === 'relation' && f.relation === subjectApiName);
  return link ? [{ field: link.name, op: 'eq', value: subjectId }] : [];
}
