import { randomBytes } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
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
  '.mov': 'video/quicktime',
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
const INLINE_SAFE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
  'video/mp4',
  'video/webm',
  // An iPhone's film (MOV): played in the page like MP4 and WebM (the video upload takes all three).
  'video/quicktime',
  'audio/mpeg',
  'audio/wav',
  'text/plain; charset=utf-8',
]);

/** What file-type reports for containers whose exact kind only the name tells (Office files are zip or CFB). */
const CONTAINER_KINDS: Record<string, readonly string[]> = {
  'application/zip': ['.docx', '.xlsx', '.pptx', '.zip'],
  'application/x-cfb': ['.doc', '.xls', '.ppt'],
};

/** Types that file-type cannot see in the content (plain text); only these are taken from the name alone. */
const TEXT_TYPES = new Set(['text/plain; charset=utf-8', 'text/csv; charset=utf-8']);

/** The type by extension alone: what the name claims. */
export function mimeTypeOf(name: string): string {
  return MIME_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The type a stored file is served as, decided by its content (`detected`, from file-type), never
 * by the client's claim: a PNG named .jpg is image/png; an HTML page named logo.png has no binary
 * signature, so it is neither an image nor anything else a browser would render.
 */
export function storedMimeType(detected: { mime: string } | undefined, name: string): string {
  const claimed = mimeTypeOf(name);
  if (!detected) return TEXT_TYPES.has(claimed) ? claimed : 'application/octet-stream';
  if (CONTAINER_KINDS[detected.mime]?.includes(extname(name).toLowerCase())) return claimed;
  return detected.mime;
}

export function isInlineSafe(mimeType: string): boolean {
  return INLINE_SAFE.has(mimeType);
}

/** Longest stored name in UTF-8 bytes: with the 17-byte random prefix it stays under the 255 bytes file systems allow. */
const MAX_NAME_BYTES = 150;
const MAX_EXTENSION_CHARS = 10;

/** Names Windows reserves for devices, with or without an extension (`CON`, `nul.txt`, `COM1.tar.gz`). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** The longest prefix of `text` (whole code points) of at most `maxBytes` UTF-8 bytes. */
function truncateUtf8(text: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const char of text) {
    bytes += utf8Length(char);
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}

/**
 * A file name that is safe on every file system and in a URL path segment: no directories, no
 * dots in front or at the end, only letters, digits, '.', '-' and '_', no device name, at most
 * MAX_NAME_BYTES. NFKC first, so look-alikes (fullwidth '．／', the two-dot leader '‥') become the
 * characters they imitate and are treated as such.
 */
export function safeFileName(original: string): string {
  const base = original.normalize('NFKC').split(/[\\/]/).pop() ?? '';
  let name = base
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+/, '')
    .replace(/[._]+$/, '');
  if (WINDOWS_DEVICE.test(name)) name = `file_${name}`;
  if (utf8Length(name) > MAX_NAME_BYTES) {
    const extension = extname(name);
    const kept = extension.length <= MAX_EXTENSION_CHARS && /^\.[\p{L}\p{N}]+$/u.test(extension) ? extension : '';
    name = truncateUtf8(name.slice(0, name.length - kept.length), MAX_NAME_BYTES - utf8Length(kept)) + kept;
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

/**
 * Like resolveTenantFile, but on the disk: the real location of a regular file, or null when the
 * file is missing or a symbolic link (of the file or a folder on the way) leads out of the
 * tenant's folder.
 */
export async function realTenantFile(filesDir: string, tenantId: string, relative: string): Promise<{ absolute: string; size: number } | null> {
  const lexical = resolveTenantFile(filesDir, tenantId, relative);
  if (!lexical) return null;
  try {
    const [absolute, tenantRoot] = await Promise.all([realpath(lexical), realpath(resolve(filesDir, tenantId))]);
    if (!absolute.startsWith(tenantRoot + sep)) return null;
    const info = await stat(absolute);
    return info.isFile() ? { absolute, size: info.size } : null;
  } catch {
    return null;
  }
}
