import type { EntitySource } from '../meta/entity-meta.ts';

/** The generic detail screen of any object (?id=). */
export function RecordViewPage({ source }: { source: EntitySource }) {
  return <div data-testid="record-view" data-source={source.kind} />;
}
