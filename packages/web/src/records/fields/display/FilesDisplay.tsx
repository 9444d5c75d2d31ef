import { FileOutline } from 'antd-mobile-icons';
import { API, type FileRef } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { fileRefsOf } from './ImagesDisplay.tsx';

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function downloadFile(file: Pick<FileRef, 'path' | 'name'>): Promise<void> {
  return http.download(`${API.fileDownload}/${file.path.replace(/^\/+/, '')}`, undefined, file.name);
}

/** Files with their size; tapping one downloads it. */
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
        </div>
      ))}
    </div>
  );
}
