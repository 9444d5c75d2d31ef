import type { FileRef } from './records.ts';

/**
 * Sharing content with customers, and seeing who opened it (issue 20, spec section 2 `/article`,
 * `/documentView`, `/videoView`, `/fileBox`, `/cms/visitorView`). A salesperson shares an article,
 * a document, a video or a file box by a link of
 * their own (a key per sharer and record); whoever opens the link reads it without logging in,
 * each open is a visit counted against the sharer (when, on what device, how long it was read),
 * and a visitor who leaves a name or phone becomes the sharer's lead. A revoked or unknown key
 * opens nothing (404, none told apart).
 */
export const CONTENT_API = {
  /**
   * POST { apiName, id } → ContentShare: the caller's link to a record they may read; 422 while
   * there is nothing to see (an article not published, a video without its video, a file box without files).
   */
  share: '/cms/share',
  /** POST { key }: the caller's link stops opening. */
  revoke: '/cms/share/revoke',
  /** GET ?pageNo=&pageSize=: Page<ContentVisit>, the visits of the caller's links (an administrator's: everyone's), newest first. */
  visits: '/cms/visits',
  /** GET ?key= → PublicContent (no login). */
  publicView: '/cms/public/view',
  /** POST { key, openId } → { visitId }: one visit per open of the page (the page's openId; a second call for it is the same visit). */
  publicOpened: '/cms/public/opened',
  /** POST { key, visitId, seconds }: how long the open page has been read, at most CONTENT_READ_MAX_SECONDS. */
  publicRead: '/cms/public/read',
  /** POST { key, visitId, name?, phone? }: the visitor's name or phone, as the sharer's lead. */
  publicContact: '/cms/public/contact',
  /**
   * GET ?key=&path=&download= (no login, no signature: an <img>, a link, pdf.js and a video player
   * fetch it): one of the shared record's own files (its cover, its attachments, its video), inline when it
   * runs nothing of its own, else and with download=1 as a download; in parts when a range is asked.
   */
  publicFile: '/cms/public/file',
} as const;

/** The objects a link shares, and the public page each opens on. */
export const SHAREABLE_PAGES = {
  cmsArticle: '/article',
  cmsDocument: '/documentView',
  cmsVideo: '/videoView',
  cmsFile: '/fileBox',
  cmsSmartForm: '/smartForm',
} as const;
export type ShareableObject = keyof typeof SHAREABLE_PAGES;

/** The longest read a visit counts (a page left open overnight is not read overnight). */
export const CONTENT_READ_MAX_SECONDS = 4 * 3600;

export interface ContentShare {
  key: string;
  apiName: ShareableObject;
  recordId: string;
  /** The public page's path with its key (`/article?key=…`), under the client's base. */
  path: string;
}

export interface PublicContent {
  apiName: ShareableObject;
  title: string;
  category_dictText: string | null;
  summary: string | null;
  /** An article's rich text, sanitised as stored; null for the others. */
  content: string | null;
  description: string | null;
  /** The cover picture's stored path (fetched by CONTENT_API.publicFile with the key), or null. */
  cover: string | null;
  /** Its files (an article's attachments, a document's file, a file box's files), each fetched by CONTENT_API.publicFile with the key and its path. */
  files: FileRef[];
  /** A video's film, played in the page from CONTENT_API.publicFile with the key and its path (in parts); null for other content. */
  video: FileRef | null;
  /** A video's length as its author wrote it (`3分20秒`), or null. */
  duration: string | null;
  companyName: string;
  sharerName: string;
  updateTime: string;
}

export interface ContentVisit {
  id: string;
  apiName: ShareableObject;
  recordId: string;
  title: string;
  sharerName: string;
  visitedAt: string;
  /** What the visitor opened it on (手机 · 微信, Windows …), from its browser's user agent. */
  device: string;
  seconds: number;
  visitorName: string | null;
  visitorPhone: string | null;
  /** The lead the visitor's contact became. */
  leadId: string | null;
}
