import { API, IMAGE_COMPRESS_QUALITY, MAX_FILE_BYTES, type Envelope, type FileRef } from '@crm/domain';
import { http } from '../../lib/http.ts';

/** The stored path of an upload: `result` when the server gives it, else `message` (older servers). */
function uploadedPath(answer: Envelope<unknown>): string {
  if (typeof answer.result === 'string') return answer.result;
  const result = answer.result as { path?: string; url?: string } | null;
  return result?.path ?? result?.url ?? answer.message;
}

/**
 * POST /sys/common/upload; the reference a record stores. `image` asks the server to take only a
 * picture, `video` only a film (MP4, WebM, MOV) (it checks the content), so a wrong file is refused
 * at once with the reason.
 */
export async function uploadFile(file: Blob, name: string, purpose?: 'image' | 'video'): Promise<FileRef> {
  const answer = await http.upload<unknown>(API.upload, file, name, purpose ? { params: { biz: purpose } } : undefined);
  if (!answer.success) throw new Error(answer.message);
  return { path: uploadedPath(answer), name, size: file.size };
}

export function isTooLarge(file: Blob): boolean {
  return file.size > MAX_FILE_BYTES;
}

export const MAX_FILE_MB = MAX_FILE_BYTES / 1024 / 1024;

/**
 * Photos are compressed on the phone before upload (quality 0.5, spec section 5). The library
 * loads with the first image, so only screens that take images pay for it.
 */
export async function compressImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif' || file.type === 'image/svg+xml') return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, { initialQuality: IMAGE_COMPRESS_QUALITY, maxWidthOrHeight: 1920, useWebWorker: true });
    return compressed.size < file.size ? new File([compressed], file.name, { type: compressed.type || file.type }) : file;
  } catch {
    // A browser that cannot decode the photo still uploads the original.
    return file;
  }
}
