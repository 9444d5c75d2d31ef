import type { RecordLink } from '@crm/domain';
import { manifestOf } from '../../records/definitions.ts';

/** The detail screen of a record an activity line or a browse entry names; null for an object the client does not know. */
export function recordPath(link: RecordLink): string | null {
  const entry = manifestOf(link.objectName);
  return entry ? `${entry.routes.view}?${new URLSearchParams({ id: link.recordId }).toString()}` : null;
}
