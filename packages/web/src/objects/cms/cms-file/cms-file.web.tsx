import { FolderOutline } from 'antd-mobile-icons';
import { SharePanel } from '../../../lib/share-link/SharePanel.tsx';
import type { ObjectListActions, RecordPanelProps, WebObject } from '../../../records/web-object.ts';

/** A file box's link for customers (/fileBox, its files to preview and download; an empty box the server refuses, and the http layer says why). */
function FileBoxSharePanel({ record }: RecordPanelProps) {
  return <SharePanel key={record.id} apiName="cmsFile" recordId={record.id} title={String(record.title ?? '')} />;
}

/** The list's way to the file library (features/file-library). */
const fileBoxListActions: ObjectListActions = ({ navigate, t }) => [
  { key: 'fileLibrary', text: t('web.media.route.file'), icon: <FolderOutline />, permission: 'cms:cmsFile:list', onClick: () => void navigate('/file') },
];

/** File boxes on the phone (issue 20): put together in their list and form, browsed in the file library, shared from the detail screen. */
export const cmsFileWeb: WebObject = { panel: FileBoxSharePanel, listActions: fileBoxListActions };
