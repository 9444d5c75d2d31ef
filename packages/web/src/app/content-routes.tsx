import type { RouteObject } from 'react-router';
import { loadObjectTexts, loadTexts } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { RequirePermission } from './record-routes.tsx';

const h = (handle: RouteHandle) => handle;

/** A public page of shared content, with the texts of the doors outside the staff (the `external` namespace). */
function publicPage(path: string, title: string): RouteObject {
  return {
    path,
    handle: h({ title }),
    lazy: async () => {
      const [Component] = await Promise.all([
        import('../features/content-public/PublicContentPage.tsx').then((m) => m.PublicContentPage),
        loadTexts(['external']),
      ]);
      return { Component };
    },
  };
}

/**
 * The public pages of a shared article, document, video and file box (issue 20, spec section 2
 * `/article`, `/documentView`, `/videoView`, `/fileBox`, in the guard's PUBLIC_PATHS): outside the
 * staff shell, like the public service request; one page for all, which reads what the link's key opens.
 */
export function contentRoutes(): RouteObject[] {
  return [
    publicPage('article', 'web.content.routeArticle'),
    publicPage('documentView', 'web.content.routeDocument'),
    publicPage('videoView', 'web.content.routeVideo'),
    publicPage('fileBox', 'web.content.routeFileBox'),
    // A shared smart form (/smartForm): its questions asked with the record screens' inputs and their words.
    {
      path: 'smartForm',
      handle: h({ title: 'web.smartForm.route' }),
      lazy: async () => {
        const [Component] = await Promise.all([
          import('../features/content-public/SmartFormPage.tsx').then((m) => m.SmartFormPage),
          loadTexts(['external', 'records']),
        ]);
        return { Component };
      },
    },
  ];
}

/**
 * The staff's page in the shell (issue 20): the visits of the user's links, /cms/visitorView,
 * reached from the share panels of articles and documents (lib/share-link), for whoever lists
 * articles. With the record screens' texts (`web.contentShare`) and the two objects' names.
 */
export function contentStaffRoutes(): RouteObject[] {
  return [
    {
      path: 'cms/visitorView',
      handle: h({ title: 'web.contentShare.route.visits', isBack: true }),
      lazy: async () => {
        const [Page] = await Promise.all([
          import('../features/content-visits/VisitorViewPage.tsx').then((m) => m.VisitorViewPage),
          loadTexts(['records']),
          loadObjectTexts(['cmsArticle', 'cmsDocument', 'cmsVideo', 'cmsFile', 'cmsSmartForm']),
        ]);
        return {
          Component: function VisitorView() {
            return (
              <RequirePermission actions={['cms:cmsArticle:list']}>
                <Page />
              </RequirePermission>
            );
          },
        };
      },
    },
  ];
}
