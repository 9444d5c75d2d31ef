import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileOutline } from 'antd-mobile-icons';
import { API, type FileRef } from '@crm/domain';
import { fileUrl, http } from '../../../lib/http.ts';
import { previewKindOf, previewPath, staffFileSource } from '../../../lib/previews/previews.ts';
import { openImageViewer } from '../image-viewer.ts';
import { fileRefsOf } from './ImagesDisplay.tsx';

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function downloadFile(file: Pick<FileRef, 'path' | 'name'>): Promise<void> {
  return http.download(`${API.fileDownload}/${file.path.replace(/^\/+/, '')}`, undefined, file.name);
}

/** A file's preview: a PDF, a video or an office file in the app's viewers, a picture in place; none for other files. */
function FilePreview({ file }: { file: FileRef }) {
  const { t } = useTranslation();
  const kind = previewKindOf(file.name);
  if (!kind) return null;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  if (kind === 'image') {
    return (
      <a
        href="#"
        style={{ marginLeft: 8 }}
        onClick={(event) => {
          event.preventDefault();
          stop(event);
          openImageViewer([fileUrl(file.path)], 0);
        }}
        data-testid="file-preview"
      >
        {t('web.common.preview')}
      </a>
    );
  }
  return (
    <Link to={previewPath(kind, staffFileSource(file.path), file.name)} style={{ marginLeft: 8 }} onClick={stop} data-testid="file-preview">
      {t('web.common.preview')}
    </Link>
  );
}

/** Files with their size; tapping one downloads it, its preview opens it in the app. */
export function FilesDisplay({ value }: { value: unknown }) {
  const files = fileRefsOf(value);
  if (files.length === 0) return <span />;
  return (
    <div>
      {files.map((file) => (
        <div key={file.path}>
          <a
            href="#"
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              void downloadFile(file);
            }}
          >
            <FileOutline /> {file.name}
          </a>{' '}
          <span style={{ color: 'var(--adm-color-weak)' }}>{formatSize(file.size)}</span>
          <FilePreview file={file} />
        </div>
      ))}
    </div>
  );
}
