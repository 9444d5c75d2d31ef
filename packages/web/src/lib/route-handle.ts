import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { TFunction } from 'i18next';
import { create } from 'zustand';
import type { MenuItem } from '@crm/domain';
import { tKey } from './i18n.ts';

/** Route flags of spec section 2, kept in each route's `handle`. `title` is an i18n key. */
export interface RouteHandle {
  title?: string;
  /** An object's label key, given to the title as `{{object}}` ("新建{{object}}" → "新建客户"). */
  object?: string;
  /** The title when the URL names a record (`?id=`): the add route edits one then. */
  editTitle?: string;
  tabbar?: boolean;
  keepAlive?: boolean;
  /** A page below the tabs: the navigation bar with its title and a way back. */
  isBack?: boolean;
  qywx?: boolean;
  /** The route renders a page of the server-supplied menu; its title comes from the menu item. */
  fromMenu?: boolean;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle && Object.keys(handle).length > 0) return handle;
  }
  return {};
}

/**
 * A menu item's title as a key of the texts: the server's menu names them `menu.<app>` and
 * `area.<code>`, which the client holds under `common.`; any other title is shown as it is.
 */
export function menuTitle(t: TFunction, item: Pick<MenuItem, 'title'> | undefined): string {
  const title = item?.title ?? '';
  if (!title) return '';
  if (/^(menu|area)\./.test(title)) return tKey(t, `common.${title}`);
  return tKey(t, title);
}

/** What a page says about itself beyond its route's title: a title of its own, and the record it acts on. */
export interface PageTitle {
  title?: string;
  /** The record (or records) the page acts on, shown under the title. */
  subject?: string;
}

interface PageTitleState extends PageTitle {
  /** The page (path and query) that set it: another page never shows it. */
  at: string | null;
}

const usePageTitleStore = create<PageTitleState>(() => ({ at: null }));

/**
 * A page names itself beyond its route's handle (a transfer page the object and record it
 * transfers): the navigation bar and the document title show it while the page shows.
 */
export function usePageTitle({ title, subject }: PageTitle): void {
  const { pathname, search } = useLocation();
  const at = pathname + search;
  useEffect(() => {
    if (!title && !subject) return;
    usePageTitleStore.setState({ at, title, subject });
    return () => {
      if (usePageTitleStore.getState().at === at) usePageTitleStore.setState({ at: null, title: undefined, subject: undefined });
    };
  }, [at, title, subject]);
}

/** The title of a route's handle, in the current language ('' when it has none). */
export function handleTitle(t: TFunction, handle: RouteHandle, search: URLSearchParams, menuItem?: MenuItem): string {
  const key = handle.editTitle && search.get('id') ? handle.editTitle : handle.title;
  if (key) return tKey(t, key, handle.object ? { object: tKey(t, handle.object) } : undefined);
  return handle.fromMenu ? menuTitle(t, menuItem) : '';
}

/** What the showing page said about itself (usePageTitle), if the page showing is the one that said it. */
export function useOwnPageTitle(): PageTitle {
  const { pathname, search } = useLocation();
  const own = usePageTitleStore();
  return own.at === pathname + search ? { title: own.title, subject: own.subject } : {};
}

/**
 * Whether an enterprise messenger or WeChat hosts the page: it draws its own bar with the
 * document's title and back button, so the page draws none of its own.
 */
export function isMessengerHost(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /wxwork|MicroMessenger|DingTalk|Lark|Feishu/i.test(userAgent);
}

/**
 * Where Back goes (spec section 2): one step back through the app's history, or home when there
 * is none (a reload, a shared link). `historyIndex` is react-router's `idx`; home is '/', which
 * leads each kind of account to its own.
 */
export function backTarget(historyIndex: number | null | undefined): -1 | '/' {
  return historyIndex && historyIndex > 0 ? -1 : '/';
}

/** react-router's position in the browser's history (0 on the entry the app was opened at). */
export function historyIndex(): number {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}
