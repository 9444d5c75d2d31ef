import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadObjectTexts, loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { RequirePermission } from './record-routes.tsx';

const h = (handle: RouteHandle) => handle;

interface Library {
  title: string;
  /** The object the library shows: its labels load with the page, and its list right opens it. */
  apiName: string;
  page: () => Promise<ComponentType>;
}

/**
 * The staff's libraries in the shell (issue 20, spec section 2), by path: composed screens over a
 * content object's list, each for whoever lists the object. /reply, the script library over the
 * talk scripts (copy an answer with a tap); /source, the material library's gallery; /video, the
 * videos by cover with a play mark; /file, the file boxes with how many files each holds. A video
 * is found by its cover and a box by its count, which a list row of fields does not show; a tap
 * opens the generic detail, where the share panel is.
 */
const LIBRARIES: Record<string, Library> = {
  reply: {
    title: 'web.library.route.reply',
    apiName: 'cmsTalk',
    page: () => import('../features/script-library/ScriptLibraryPage.tsx').then((m) => m.ScriptLibraryPage),
  },
  source: {
    title: 'web.library.route.source',
    apiName: 'cmsSource',
    page: () => import('../features/material-library/MaterialLibraryPage.tsx').then((m) => m.MaterialLibraryPage),
  },
  video: {
    title: 'web.media.route.video',
    apiName: 'cmsVideo',
    page: () => import('../features/video-library/VideoLibraryPage.tsx').then((m) => m.VideoLibraryPage),
  },
  file: {
    title: 'web.media.route.file',
    apiName: 'cmsFile',
    page: () => import('../features/file-library/FileLibraryPage.tsx').then((m) => m.FileLibraryPage),
  },
};

/** A library's page with the record screens' texts (`web.library`, `web.media`) and its object's labels. */
const loaderOf =
  (library: Library): PageLoader =>
  () =>
    Promise.all([library.page(), loadTexts(['records']), loadObjectTexts([library.apiName])]).then(([page]) => page);

const listRight = (library: Library) => `cms:${library.apiName}:list`;

export function libraryStaffRoutes(): RouteObject[] {
  return Object.entries(LIBRARIES).map(([path, library]) => ({
    path,
    handle: h({ title: library.title, isBack: true }),
    lazy: async () => {
      const Page = await loaderOf(library)();
      return {
        Component: function LibraryPage() {
          return (
            <RequirePermission actions={[listRight(library)]}>
              <Page />
            </RequirePermission>
          );
        },
      };
    },
  }));
}

/**
 * The menu catalogue's 'page:reply', 'page:source', 'page:video' and 'page:file': the
 * Applications page lists an app only where a page is registered for it; the routes above serve
 * their paths.
 */
export const LIBRARY_MENU_PAGES: Record<string, PageLoader> = Object.fromEntries(
  Object.entries(LIBRARIES).map(([path, library]) => [`page:${path}`, loaderOf(library)]),
);
