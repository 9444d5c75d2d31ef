import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { findMenuRoute, pageLoaderOf } from '../lib/menu.ts';
import { useSessionStore } from '../stores/session.ts';
import { PageFallback } from './RootLayout.tsx';
import { withChunkTimeout } from './chunk-error.ts';
import { isExtensionViewPath, loadView } from './record-routes.tsx';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(component: string): LazyExoticComponent<ComponentType> | null {
  const cached = lazyPages.get(component);
  if (cached) return cached;
  const load = pageLoaderOf(component);
  if (!load) return null;
  const page = lazy(async () => ({ default: await withChunkTimeout(load()) }));
  lazyPages.set(component, page);
  return page;
}

const ExtensionView = lazy(async () => {
  const View = await loadView();
  return {
    default: function ExtensionViewPage({ tableId }: { tableId: string }) {
      return <View source={{ kind: 'ext', tableId }} />;
    },
  };
});

/**
 * A page of the user's menu, an extension table's own detail view (/{packageName}/{apiName}View
 * ?tableId=&id=), or '/' when the path is none of these.
 */
export function MenuRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const menu = useSessionStore((s) => s.permissionList);
  if (isExtensionViewPath(pathname, search)) {
    const tableId = search.get('tableId') ?? '';
    return (
      <Suspense fallback={<PageFallback />}>
        <ExtensionView key={tableId} tableId={tableId} />
      </Suspense>
    );
  }
  const item = findMenuRoute(menu, pathname);
  const Page = item ? lazyPage(item.component) : null;
  if (!Page) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}
