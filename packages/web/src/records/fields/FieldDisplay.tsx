import type { FieldDef, RecordRow } from '@crm/domain';

/** The read-only rendering of one field of a record. */
export function FieldDisplay({ field, record }: { field: FieldDef; record: RecordRow }) {
  const value = record[field.name];
  return <span>{value == null ? '' : String(value)}</span>;
}
