import type { EntitySource } from '../meta/entity-meta.ts';

/** The generic add/edit form of any object (?id= edits). */
export function RecordFormPage({ source }: { source: EntitySource }) {
  return <div data-testid="record-form" data-source={source.kind} />;
}
