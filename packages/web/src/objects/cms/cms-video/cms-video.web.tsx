import { PlayOutline } from 'antd-mobile-icons';
import { SharePanel } from '../../../lib/share-link/SharePanel.tsx';
import type { ObjectListActions, RecordPanelProps, WebObject } from '../../../records/web-object.ts';

/** A video's link for customers (/videoView plays it in the page; one without its film the server refuses, and the http layer says why). */
function VideoSharePanel({ record }: RecordPanelProps) {
  return <SharePanel key={record.id} apiName="cmsVideo" recordId={record.id} title={String(record.title ?? '')} />;
}

/** The list's way to the video library (features/video-library), where the same videos show as a gallery. */
const videoListActions: ObjectListActions = ({ navigate, t }) => [
  { key: 'videoLibrary', text: t('web.media.route.video'), icon: <PlayOutline />, permission: 'cms:cmsVideo:list', onClick: () => void navigate('/video') },
];

/** Videos on the phone (issue 20): uploaded in their list and form, browsed in the video library, shared from the detail screen. */
export const cmsVideoWeb: WebObject = { panel: VideoSharePanel, listActions: videoListActions };
