import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const h = (handle: RouteHandle) => handle;

/** A preview page, with the texts of the doors outside the staff (the `external` namespace). */
function previewPage(path: string, title: string, page: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    handle: h({ title }),
    lazy: async () => {
      const [Component] = await Promise.all([page(), loadTexts(['external'])]);
      return { Component };
    },
  };
}

/**
 * The previews of a file (issue 20, spec section 2 `/pdfPreview`, `/videoPreview`, `/officeView`,
 * in the guard's PUBLIC_PATHS): outside the staff shell, since a shared page's reader opens them
 * too; each opens only this server's files (features/file-preview).
 */
export function previewRoutes(): RouteObject[] {
  return [
    previewPage('pdfPreview', 'web.preview.routePdf', () => import('../features/file-preview/PdfPreviewPage.tsx').then((m) => m.PdfPreviewPage)),
    previewPage('videoPreview', 'web.preview.routeVideo', () => import('../features/file-preview/VideoPreviewPage.tsx').then((m) => m.VideoPreviewPage)),
    previewPage('officeView', 'web.preview.routeOffice', () => import('../features/file-preview/OfficeViewPage.tsx').then((m) => m.OfficeViewPage)),
  ];
}
