import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const h = (handle: RouteHandle) => handle;

const loadListPage = () => Promise.all([import('../features/help/HelpBookListPage.tsx'), loadTexts(['external'])]).then(([m]) => m.HelpBookListPage);
const loadViewPage = () => Promise.all([import('../features/help/HelpBookViewPage.tsx'), loadTexts(['external'])]).then(([m]) => m.HelpBookViewPage);

/**
 * The help books (issue 20, spec section 2 `/help/helpBookList`, `/help/helpBookView`, in the
 * guard's PUBLIC_PATHS): the product's own help, read logged out (from the login page) and logged
 * in (from the Mine tab), with the navigation bar's Back; the page chrome's texts are the
 * `external` namespace's, the books load by language and book (features/help/books).
 */
export function helpRoutes(): RouteObject[] {
  return [
    { path: 'help/helpBookList', handle: h({ title: 'web.help.routeList', isBack: true }), lazy: async () => ({ Component: await loadListPage() }) },
    { path: 'help/helpBookView', handle: h({ title: 'web.help.routeView', isBack: true }), lazy: async () => ({ Component: await loadViewPage() }) },
  ];
}

/** The catalogue's app 帮助手册 (`page:helpBookList`), for whoever's Applications page lists it. */
export const HELP_MENU_PAGES: Record<string, PageLoader> = { 'page:helpBookList': loadListPage };
