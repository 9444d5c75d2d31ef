import { randomBytes } from 'node:crypto';
import { extname, resolve, sep } from 'node:path';

/** The extensions we know; anything else is served as a download of application/octet-stream. */
const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.zip': 'application/zip',
};

/** Types a browser shows without running anything of the file's own (no HTML, no SVG scripts). */
const INLINE_SAFE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf', 'video/mp4', 'video/webm', 'audio/mpeg', 'audio/wav', 'text/plain; charset=utf-8']);

/** The type by extension: the client's claimed type is not trusted. */
export function mimeTypeOf(name: string): string {
  return MIME_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export function isInlineSafe(mimeType: string): boolean {
  return INLINE_SAFE.has(mimeType);
}

const MAX_NAME_LENGTH = 80;

/**
 * A file name that is safe on every file system and in a URL path segment: no directories,
 * no dots in front, only letters, digits, '.', '-' and '_'.
 */
export function safeFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  if (name.length > MAX_NAME_LENGTH) {
    const ext = extname(name).slice(0, 10);
    name = name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
  }
  return name || 'file';
}

/** `<tenantId>/<yyyymm>/<random>-<safe name>`. */
export function newRelativePath(tenantId: string, originalName: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${tenantId}/${month}/${randomBytes(8).toString('hex')}-${safeFileName(originalName)}`;
}

/**
 * The absolute path of a stored file of `tenantId`, or null when the relative path is not one of
 * that tenant's or tries to leave its folder.
 */
export function resolveTenantFile(filesDir: string, tenantId: string, relative: string): string | null {
  if (!relative || relative.includes('\0') || relative.includes('\\')) return null;
  const parts = relative.split('/');
  if (parts[0] !== tenantId || parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  const tenantRoot = resolve(filesDir, tenantId);
  const absolute = resolve(filesDir, relative);
  return absolute.startsWith(tenantRoot + sep) ? absolute : null;
}
