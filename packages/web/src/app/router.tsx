import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BASENAME } from '../lib/guard.ts';
import { createObjectRouteDiscovery } from './object-discovery.ts';
import { createRoutes } from './routes.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, started when called: it matches the address at once and starts the route's
 * loaders and chunks (main.tsx calls it in a task of its own, after the entry has run). The
 * objects' routes join it when a navigation first needs them.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(createRoutes(), { basename: BASENAME, patchRoutesOnNavigation: createObjectRouteDiscovery(BASENAME) });
}

export function AppRouter({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
