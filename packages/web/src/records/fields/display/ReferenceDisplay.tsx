import { Link } from 'react-router';
import type { FieldDef, RecordRow } from '@crm/domain';
import { manifestOf } from '../../definitions.ts';

/** user, department and relation values: the server's companion text; a relation links to its record. */
export function ReferenceDisplay({ field, value, record }: { field: FieldDef; value: unknown; record?: Partial<RecordRow> }) {
  if (value === null || value === undefined || value === '') return <span />;
  const companion = record?.[`${field.name}_dictText`];
  const text = typeof companion === 'string' && companion ? companion : String(value);
  const target = field.type === 'relation' && field.relation ? manifestOf(field.relation) : undefined;
  if (!target) return <span>{text}</span>;
  return (
    <Link to={`${target.routes.view}?id=${encodeURIComponent(String(value))}`} onClick={(e) => e.stopPropagation()}>
      {text}
    </Link>
  );
}
