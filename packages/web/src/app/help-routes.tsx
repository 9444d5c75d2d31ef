import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

/** Both help pages' module and the `external` texts their chrome reads, side by side. */
const loadPages = () => Promise.all([import('../features/help/pages.ts'), loadTexts(['external'])]).then(([pages]) => pages);

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
      lazy: async () => ({ Component: (await loadPages()).HelpBookListPage }),
    },
    {
      path: 'help/helpBookView',
      handle: { title: 'web.help.routeView', isBack: true } satisfies RouteHandle,
      lazy: async () => ({ Component: (await loadPages()).HelpBookViewPage }),
    },
  ];
}

/** The catalogue's app 帮助手册 (`page:helpBookList`), for whoever's Applications page lists it. */
export const HELP_MENU_PAGES: Record<string, PageLoader> = { 'page:helpBookList': () => loadPages().then((pages) => pages.HelpBookListPage) };
