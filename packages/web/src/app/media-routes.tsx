import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadObjectTexts, loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { RequirePermission } from './record-routes.tsx';

const h = (handle: RouteHandle) => handle;

/** The video library, with the record screens' texts (`web.media`) and the videos' labels. */
const loadVideoLibrary: PageLoader = () =>
  Promise.all([
    import('../features/video-library/VideoLibraryPage.tsx').then((m) => m.VideoLibraryPage),
    loadTexts(['records']),
    loadObjectTexts(['cmsVideo']),
  ]).then(([page]) => page);

/** The file library, with the record screens' texts and the file boxes' labels. */
const loadFileLibrary: PageLoader = () =>
  Promise.all([
    import('../features/file-library/FileLibraryPage.tsx').then((m) => m.FileLibraryPage),
    loadTexts(['records']),
    loadObjectTexts(['cmsFile']),
  ]).then(([page]) => page);

/** A library's page behind the list right of the object it shows: the menu grants it by that code (catalogue.ts). */
function mediaRoute(path: string, title: string, permission: string, load: PageLoader): RouteObject {
  return {
    path,
    handle: h({ title, isBack: true }),
    lazy: async () => {
      const Page: ComponentType = await load();
      return {
        Component: function MediaLibraryPage() {
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
 * The staff's video and file libraries in the shell (issue 20, spec section 2): /video, a gallery
 * of the videos, and /file, the file boxes, each for whoever lists the object it shows. Composed
 * screens over the objects' generic list rather than the generic list itself: a video is found by
 * its cover (with a play mark) and a file box by how many files it holds, which a list row of
 * fields does not show; a tap opens the generic detail, where the share panel is.
 */
export function mediaStaffRoutes(): RouteObject[] {
  return [
    mediaRoute('video', 'web.media.route.video', 'cms:cmsVideo:list', loadVideoLibrary),
    mediaRoute('file', 'web.media.route.file', 'cms:cmsFile:list', loadFileLibrary),
  ];
}

/**
 * The menu catalogue's 'page:video' and 'page:file': the Applications page lists an app only
 * where a page is registered for it; the routes above serve their paths.
 */
export const MEDIA_MENU_PAGES: Record<string, PageLoader> = {
  'page:video': loadVideoLibrary,
  'page:file': loadFileLibrary,
};
