import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { CloseCircleFill, FileOutline } from 'antd-mobile-icons';
import type { FileRef } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { fileRefsOf } from '../display/ImagesDisplay.tsx';
import { downloadFile, formatSize } from '../display/FilesDisplay.tsx';
import { isTooLarge, MAX_FILE_MB, uploadFile } from '../upload.ts';
import type { FieldInputProps } from './types.ts';

/** What the phone's picker offers for a field that takes only one kind of file (FieldDef.accepts). */
const PICKER_ACCEPTS = { video: 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov' } as const;

/**
 * Files up to 200 MB each (checked before anything is sent), listed with download and remove;
 * `accepts` limits them to one kind, offered by the picker and checked by the server's upload.
 */
export function FilesInput({
  value,
  onChange,
  disabled,
  maxCount,
  accepts,
}: {
  value: unknown;
  onChange(value: FileRef[]): void;
  disabled?: boolean;
  maxCount?: number;
  accepts?: 'video';
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const files = fileRefsOf(value);

  async function add(chosen: File[]) {
    const uploaded: FileRef[] = [];
    setUploading(true);
    for (const file of chosen) {
      if (isTooLarge(file)) {
        feedback.toast(t('web.field.fileTooLarge', { mb: MAX_FILE_MB }));
        continue;
      }
      try {
        uploaded.push(await uploadFile(file, file.name, accepts));
      } catch (error) {
        feedback.toast((error as Error).message || t('web.field.uploadFailed'));
      }
    }
    setUploading(false);
    if (uploaded.length > 0) onChange([...files, ...uploaded].slice(0, maxCount ?? Infinity));
  }

  return (
    <div>
      {files.map((file, index) => (
        <div key={file.path} style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 44 }} data-testid="file-item">
          <FileOutline />
          <a
            href="#"
            style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: '44px' }}
            onClick={(e) => {
              e.preventDefault();
              void downloadFile(file);
            }}
          >
            {file.name}
          </a>
          <span style={{ color: 'var(--adm-color-weak)' }}>{formatSize(file.size)}</span>
          {!disabled && (
            <button
              type="button"
              aria-label={t('web.field.remove')}
              onClick={() => onChange(files.filter((_, i) => i !== index))}
              style={{ width: 44, height: 44, border: 0, background: 'none', padding: 0, flex: 'none' }}
            >
              <CloseCircleFill color="var(--adm-color-danger)" />
            </button>
          )}
        </div>
      ))}
      {!disabled && (
        <Button loading={uploading} onClick={() => input.current?.click()} style={{ minHeight: 44 }}>
          {t('web.field.addFile')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={accepts && PICKER_ACCEPTS[accepts]}
        hidden
        data-testid="files-input"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          void add(chosen);
        }}
      />
    </div>
  );
}

export function FilesFieldInput({ field, value, onChange, disabled }: FieldInputProps) {
  return <FilesInput value={value} onChange={onChange} disabled={disabled} maxCount={field.maxCount} accepts={field.accepts} />;
}
