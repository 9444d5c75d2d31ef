import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadObjectTexts, loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { RequirePermission } from './record-routes.tsx';

const h = (handle: RouteHandle) => handle;

/** The script library, with the record screens' texts (`web.library`) and the talk scripts' labels. */
const loadScriptLibrary: PageLoader = () =>
  Promise.all([
    import('../features/script-library/ScriptLibraryPage.tsx').then((m) => m.ScriptLibraryPage),
    loadTexts(['records']),
    loadObjectTexts(['cmsTalk']),
  ]).then(([page]) => page);

/** The material library, with the record screens' texts and the materials' labels. */
const loadMaterialLibrary: PageLoader = () =>
  Promise.all([
    import('../features/material-library/MaterialLibraryPage.tsx').then((m) => m.MaterialLibraryPage),
    loadTexts(['records']),
    loadObjectTexts(['cmsSource']),
  ]).then(([page]) => page);

/** A library's page behind the list right of the object it shows: the menu grants it by that code (catalogue.ts). */
function libraryRoute(path: string, title: string, permission: string, load: PageLoader): RouteObject {
  return {
    path,
    handle: h({ title, isBack: true }),
    lazy: async () => {
      const Page: ComponentType = await load();
      return {
        Component: function LibraryPage() {
          return (
            <RequirePermission actions={[permission]}>
              <Page />
            </RequirePermission>
          );
        },
      };
    },
  };
}

/**
 * The staff's libraries in the shell (issue 20, spec section 2): /reply, the script library over
 * the talk scripts, and /source, the material library over the materials, each for whoever lists
 * the object it shows.
 */
export function libraryStaffRoutes(): RouteObject[] {
  return [
    libraryRoute('reply', 'web.library.route.reply', 'cms:cmsTalk:list', loadScriptLibrary),
    libraryRoute('source', 'web.library.route.source', 'cms:cmsSource:list', loadMaterialLibrary),
  ];
}

/**
 * The menu catalogue's 'page:reply' and 'page:source': the Applications page lists an app only
 * where a page is registered for it; the routes above serve their paths.
 */
export const LIBRARY_MENU_PAGES: Record<string, PageLoader> = {
  'page:reply': loadScriptLibrary,
  'page:source': loadMaterialLibrary,
};
