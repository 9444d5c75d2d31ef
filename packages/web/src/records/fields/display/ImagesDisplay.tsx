import Image from 'antd-mobile/es/components/image/index.js';
import Space from 'antd-mobile/es/components/space/index.js';
import { openImageViewer } from '../image-viewer.ts';
import type { FileRef } from '@crm/domain';
import { fileUrl } from '../../../lib/http.ts';

export function fileRefsOf(value: unknown): FileRef[] {
  return Array.isArray(value) ? (value as unknown[]).filter((f): f is FileRef => typeof f === 'object' && f !== null && 'path' in f) : [];
}

/** Thumbnails; tapping one opens the viewer over all of them. */
export function ImagesDisplay({ value }: { value: unknown }) {
  const images = fileRefsOf(value);
  if (images.length === 0) return <span />;
  const urls = images.map((f) => fileUrl(f.path));
  return (
    <Space wrap style={{ '--gap': '6px' }}>
      {images.map((image, index) => (
        <Image
          key={image.path}
          src={urls[index]}
          alt={image.name}
          width={64}
          height={64}
          fit="cover"
          style={{ borderRadius: 4 }}
          onClick={(e) => {
            e.stopPropagation();
            openImageViewer(urls, index);
          }}
        />
      ))}
    </Space>
  );
}
