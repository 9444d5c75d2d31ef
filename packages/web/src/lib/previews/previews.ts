import { API, CONTENT_API } from '@crm/domain';
import { runtimeConfig } from '../runtime-config.ts';
import { storage } from '../storage.ts';

/**
 * Which viewer opens a file (issue 20, spec section 2's previews): PDFs in /pdfPreview (pdf.js),
 * videos in /videoPreview, Word, Excel and PowerPoint in /officeView, pictures in the zoomable
 * image viewer where they are listed; anything else downloads.
 */
export type PreviewKind = 'pdf' | 'video' | 'office' | 'image';

const KIND_BY_EXTENSION: Record<string, PreviewKind> = {
  pdf: 'pdf',
  mp4: 'video',
  webm: 'video',
  m4v: 'video',
  mov: 'video',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
};

export function previewKindOf(fileName: string): PreviewKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (extension && KIND_BY_EXTENSION[extension]) || null;
}

export const PREVIEW_PATHS = { pdf: '/pdfPreview', video: '/videoPreview', office: '/officeView' } as const;

/** The app's page that shows a file at `src` (an address of this server's files), with the file's name as its title. */
export function previewPath(kind: keyof typeof PREVIEW_PATHS, src: string, title: string): string {
  return `${PREVIEW_PATHS[kind]}?${new URLSearchParams({ src, title }).toString()}`;
}

/** This server's routes that answer a file: the staff's links, and a shared page's files by its key. */
const FILE_ROUTES = [API.fileView, API.fileDownload, CONTENT_API.publicFile];

/**
 * The address a preview may open, or null: one of this server's file routes on this origin, or
 * for a video a host the deployment names (VIDEO_HOSTS, https only). Anything else (another site,
 * `javascript:`, `data:`) is refused: a preview page is never an open redirect, a script, or a
 * frame around someone else's content.
 */
export function trustedSource(src: string, kind: PreviewKind): URL | null {
  if (src === '') return null;
  let url: URL;
  try {
    url = new URL(src, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin === window.location.origin) {
    const base = runtimeConfig().apiBase;
    return FILE_ROUTES.some((route) => url.pathname === `${base}${route}` || url.pathname.startsWith(`${base}${route}/`)) ? url : null;
  }
  return kind === 'video' && url.protocol === 'https:' && (runtimeConfig().videoHosts ?? []).includes(url.origin) ? url : null;
}

/** The address of a staff file a preview opens, without the session's token (it stays out of the page's own address and history). */
export function staffFileSource(path: string): string {
  return `${runtimeConfig().apiBase}${API.fileView}/${path.replace(/^\/+/, '')}`;
}

/** A public page's file by its link's key. */
export function sharedFileSource(key: string, path: string, download = false): string {
  const query = new URLSearchParams({ key, path, ...(download ? { download: '1' } : {}) });
  return `${runtimeConfig().apiBase}${CONTENT_API.publicFile}?${query.toString()}`;
}

/** Whether the file is the staff's, opened with the session's token (else anyone with its address opens it). */
export function isStaffFile(url: URL): boolean {
  const base = runtimeConfig().apiBase;
  return url.origin === window.location.origin && [API.fileView, API.fileDownload].some((route) => url.pathname.startsWith(`${base}${route}/`));
}

/** The address the browser fetches: a staff file gains the session's token here, at the last moment. */
export function fetchableSource(url: URL): string {
  const token = storage.get('accessToken');
  if (!isStaffFile(url) || url.searchParams.has('token') || !token) return url.toString();
  const withToken = new URL(url);
  withToken.searchParams.set('token', token);
  return withToken.toString();
}

/** The same file as a download: a staff file through the download route, a shared one with download=1. */
export function downloadSource(url: URL): string {
  const base = runtimeConfig().apiBase;
  const download = new URL(url);
  if (download.pathname.startsWith(`${base}${API.fileView}/`))
    download.pathname = download.pathname.replace(`${base}${API.fileView}/`, `${base}${API.fileDownload}/`);
  else if (download.pathname === `${base}${CONTENT_API.publicFile}`) download.searchParams.set('download', '1');
  return fetchableSource(download);
}
