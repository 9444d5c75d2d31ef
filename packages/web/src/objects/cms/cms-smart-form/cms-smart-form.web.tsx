import { SharePanel } from '../../../lib/share-link/SharePanel.tsx';
import type { RecordPanelProps, WebObject } from '../../../records/web-object.ts';
import { SmartFormSubmissions } from './SmartFormSubmissions.tsx';

/** A form's link for customers (a draft's sharing the server refuses, and the http layer says why), and what came in through it. */
function SmartFormPanel({ record }: RecordPanelProps) {
  return (
    <>
      <SharePanel key={record.id} apiName="cmsSmartForm" recordId={record.id} title={String(record.title ?? '')} />
      <SmartFormSubmissions key={`submissions-${record.id}`} formId={record.id} />
    </>
  );
}

/**
 * Smart forms on the phone (issue 20): designed on the generic form (its questions in the lines
 * editor, a choice's options one per line), shared from the detail screen, their submissions
 * listed under the share panel.
 */
export const cmsSmartFormWeb: WebObject = { panel: SmartFormPanel };
