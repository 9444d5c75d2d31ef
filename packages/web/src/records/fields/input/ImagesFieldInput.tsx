import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DotLoading from 'antd-mobile/es/components/dot-loading/index.js';
import Image from 'antd-mobile/es/components/image/index.js';
import { openImageViewer } from '../image-viewer.ts';
import { AddOutline, CloseCircleFill } from 'antd-mobile-icons';
import { MAX_IMAGES, type FileRef } from '@crm/domain';
import { fileUrl } from '../../../lib/http.ts';
import { feedback } from '../../../lib/feedback.ts';
import { fileRefsOf } from '../display/ImagesDisplay.tsx';
import { compressImage, uploadFile } from '../upload.ts';

const TILE = { width: 72, height: 72, borderRadius: 4 } as const;

export interface ImagesInputProps {
  value: unknown;
  onChange(value: FileRef[]): void;
  maxCount?: number;
  disabled?: boolean;
  label?: string;
}

/** Up to 6 photos, compressed at quality 0.5, uploaded one by one; tap one to preview. */
export function ImagesInput({ value, onChange, maxCount, disabled, label }: ImagesInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const images = fileRefsOf(value);
  const max = Math.min(maxCount ?? MAX_IMAGES, MAX_IMAGES);
  const urls = images.map((f) => fileUrl(f.path));

  async function add(files: File[]) {
    const room = max - images.length;
    if (files.length > room) feedback.toast(t('web.field.imagesMax', { max }));
    const chosen = files.slice(0, Math.max(room, 0));
    if (chosen.length === 0) return;
    setBusy(chosen.length);
    const uploaded: FileRef[] = [];
    for (const file of chosen) {
      try {
        const compressed = await compressImage(file);
        uploaded.push(await uploadFile(compressed, file.name, 'image'));
      } catch (error) {
        feedback.toast((error as Error).message || t('web.field.uploadFailed'));
      }
      setBusy((n) => n - 1);
    }
    if (uploaded.length > 0) onChange([...images, ...uploaded]);
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {images.map((image, index) => (
        <div key={image.path} style={{ position: 'relative' }} data-testid="image-item">
          <Image src={urls[index]} alt={image.name} fit="cover" style={TILE} onClick={() => openImageViewer(urls, index)} />
          {!disabled && (
            <CloseCircleFill
              aria-label={t('web.field.remove')}
              style={{ position: 'absolute', top: -6, right: -6, fontSize: 18, color: 'var(--adm-color-danger)' }}
              onClick={() => onChange(images.filter((_, i) => i !== index))}
            />
          )}
        </div>
      ))}
      {busy > 0 && (
        <div style={{ ...TILE, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--adm-color-box)' }}>
          <DotLoading aria-label={t('web.field.uploading')} />
        </div>
      )}
      {!disabled && images.length + busy < max && (
        <button
          type="button"
          aria-label={label ?? t('web.field.imagesMax', { max })}
          onClick={() => input.current?.click()}
          style={{
            ...TILE,
            border: '1px dashed var(--adm-color-border)',
            background: 'var(--adm-color-box)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <AddOutline fontSize={24} color="var(--adm-color-weak)" />
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="images-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void add(files);
        }}
      />
    </div>
  );
}

export function ImagesFieldInput({ field, value, onChange, disabled, placeholder }: import('./types.ts').FieldInputProps) {
  return <ImagesInput value={value} onChange={onChange} maxCount={field.maxCount} disabled={disabled} label={placeholder} />;
}
