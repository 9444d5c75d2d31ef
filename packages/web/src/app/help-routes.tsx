import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

/** Both help pages are one chunk (one import in the entry's route table). */
const pages = () => import('../features/help/pages.ts');

/** A help page's module and the `external` texts its chrome reads, side by side. */
const withTexts = (page: Promise<ComponentType>) => Promise.all([page, loadTexts(['external'])]).then(([loaded]) => loaded);

const listPage: PageLoader = () => withTexts(pages().then((m) => m.HelpBookListPage));
const viewPage: PageLoader = () => withTexts(pages().then((m) => m.HelpBookViewPage));

/**
 * The help books (issue 20, spec section 2 `/help/helpBookList`, `/help/helpBookView`, in the
 * guard's PUBLIC_PATHS): the product's own help, read logged out (from the login page) and logged
 * in (from the Mine tab), with the navigation bar's Back; the books load by language and book
 * (features/help/books).
 */
export function helpRoutes(): RouteObject[] {
  return [
    {
      path: 'help/helpBookList',
      handle: { title: 'web.help.routeList', isBack: true } satisfies RouteHandle,
      lazy: async () => ({ Component: await listPage() }),
    },
    {
      path: 'help/helpBookView',
      handle: { title: 'web.help.routeView', isBack: true } satisfies RouteHandle,
      lazy: async () => ({ Component: await viewPage() }),
    },
  ];
}

/** The catalogue's app 帮助手册 (`page:helpBookList`), for whoever's Applications page lists it. */
export const HELP_MENU_PAGES: Record<string, PageLoader> = { 'page:helpBookList': listPage };
