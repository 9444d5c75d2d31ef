import type { RecordLink } from '@crm/domain';
import { manifestOf } from '../../records/definitions.ts';

/** The detail screen of the record a message, to-do or activity is about; null for an object the client does not know. */
export function recordLinkPath(link: RecordLink | null | undefined): string | null {
  if (!link) return null;
  const entry = manifestOf(link.objectName);
  return entry ? `${entry.routes.view}?${new URLSearchParams({ id: link.recordId }).toString()}` : null;
}
