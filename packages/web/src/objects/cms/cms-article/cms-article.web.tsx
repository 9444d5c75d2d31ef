import { SharePanel } from '../../../lib/share-link/SharePanel.tsx';
import type { RecordPanelProps, WebObject } from '../../../records/web-object.ts';

/** An article's link for customers (a draft's sharing the server refuses, and the http layer says why). */
function ArticleSharePanel({ record }: RecordPanelProps) {
  return <SharePanel key={record.id} apiName="cmsArticle" recordId={record.id} title={String(record.title ?? '')} />;
}

/** Articles on the phone: shared with customers from the detail screen (issue 20). */
export const cmsArticleWeb: WebObject = { panel: ArticleSharePanel };
