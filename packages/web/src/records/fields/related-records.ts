import type { FieldDef } from '@crm/domain';

/** A record a relation names: its id and the title it shows. */
export interface RelatedRecord {
  id: string;
  title: string;
}

function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string' && id !== '');
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

/**
 * The records a relation to several (FieldDef.multiple) names, in its order, each with its title:
 * `<field>_dictText` holds the titles joined by ',' in the ids' order (the server's answer, and
 * what the picker sets). Where they do not line up, a title itself holding a comma, each record
 * shows its id rather than another's title.
 */
export function relatedRecords(field: FieldDef, value: unknown, values: Readonly<Record<string, unknown>> | undefined): RelatedRecord[] {
  const ids = idsOf(value);
  const companion = values?.[`${field.name}_dictText`];
  const titles = typeof companion === 'string' && companion !== '' ? companion.split(',') : [];
  const aligned = titles.length === ids.length;
  return ids.map((id, i) => ({ id, title: (aligned && titles[i]) || id }));
}

/** A relation's records as its value and companion text: the ids, and their titles joined as the server joins them. */
export function relatedValue(field: FieldDef, records: readonly RelatedRecord[]): { value: string[]; companions: Record<string, string> } {
  return { value: records.map((record) => record.id), companions: { [`${field.name}_dictText`]: records.map((record) => record.title).join(',') } };
}
