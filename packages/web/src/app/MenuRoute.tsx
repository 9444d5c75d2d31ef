import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { findMenuRoute, pageLoaderOf } from '../lib/menu.ts';
import { useSessionStore } from '../stores/session.ts';
import { PageFallback } from './RootLayout.tsx';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(component: string): LazyExoticComponent<ComponentType> | null {
  const cached = lazyPages.get(component);
  if (cached) return cached;
  const load = pageLoaderOf(component);
  if (!load) return null;
  const page = lazy(async () => ({ default: await load() }));
  lazyPages.set(component, page);
  return page;
}

/** A page of the user's menu, or '/' when the path is neither a client page nor in the menu. */
export function MenuRoute() {
  const { pathname } = useLocation();
  const menu = useSessionStore((s) => s.permissionList);
  const item = findMenuRoute(menu, pathname);
  const Page = item ? lazyPage(item.component) : null;
  if (!Page) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}
