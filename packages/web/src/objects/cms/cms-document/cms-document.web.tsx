import { SharePanel } from '../../../lib/share-link/SharePanel.tsx';
import type { RecordPanelProps, WebObject } from '../../../records/web-object.ts';

/** A document's link for customers: its description and its files' names (the public page offers no download yet). */
function DocumentSharePanel({ record }: RecordPanelProps) {
  return <SharePanel key={record.id} apiName="cmsDocument" recordId={record.id} title={String(record.title ?? '')} />;
}

/** Documents on the phone: shared with customers from the detail screen (issue 20). */
export const cmsDocumentWeb: WebObject = { panel: DocumentSharePanel };
