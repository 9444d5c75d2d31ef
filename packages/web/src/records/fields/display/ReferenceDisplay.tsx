import { Fragment } from 'react';
import { Link } from 'react-router';
import { isMultipleRelation, isSeveralUsers, type FieldDef, type RecordRow } from '@crm/domain';
import { manifestOf } from '../../definitions.ts';
import { relatedRecords } from '../related-records.ts';

const keepOnCard = (e: { stopPropagation(): void }) => e.stopPropagation();

/**
 * user, department and relation values: the server's companion text; a relation links to its
 * record, and a relation to several links to each of them; several people are their names.
 */
export function ReferenceDisplay({ field, value, record }: { field: FieldDef; value: unknown; record?: Partial<RecordRow> }) {
  if (value === null || value === undefined || value === '') return <span />;
  // Several people: their names.
  if (isSeveralUsers(field))
    return (
      <span>
        {relatedRecords(field, value, record)
          .map((person) => person.title)
          .join(', ')}
      </span>
    );
  const target = field.type === 'relation' && field.relation ? manifestOf(field.relation) : undefined;
  if (isMultipleRelation(field)) {
    const records = relatedRecords(field, value, record);
    if (!target) return <span>{records.map((related) => related.title).join(', ')}</span>;
    return (
      <span>
        {records.map((related, i) => (
          <Fragment key={related.id}>
            {i > 0 && ', '}
            <Link to={`${target.routes.view}?id=${encodeURIComponent(related.id)}`} onClick={keepOnCard}>
              {related.title}
            </Link>
          </Fragment>
        ))}
      </span>
    );
  }
  const companion = record?.[`${field.name}_dictText`];
  const text = typeof companion === 'string' && companion ? companion : String(value);
  if (!target) return <span>{text}</span>;
  return (
    <Link to={`${target.routes.view}?id=${encodeURIComponent(String(value))}`} onClick={keepOnCard}>
      {text}
    </Link>
  );
}
