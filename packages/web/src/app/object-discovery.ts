import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { isNamedMenuPage } from '../lib/menu.ts';
import { useSessionStore } from '../stores/session.ts';
import { withChunkTimeout } from './chunk-error.ts';

/** The route the object routes are patched into: the shell's kept-alive outlet (routes.tsx). */
export const OBJECT_ROUTES_PARENT = 'keep-alive';

/**
 * The router's patchRoutesOnNavigation: the objects' routes (object-routes.tsx) join the shell the
 * first time a signed-in navigation matches nothing but the shell's catch-all, so the app's entry
 * carries no object. Paths the catch-all serves itself (a named page of the menu) do not load them;
 * a signed-out one goes to the login first. Once per router: navigations at the same time share the
 * load and patch once; an interrupted one leaves the patch to the next.
 */
export function createObjectRouteDiscovery(basename = ''): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched) return;
    const { token, permissionList } = useSessionStore.getState();
    const own = basename && path.startsWith(basename) ? path.slice(basename.length) || '/' : path;
    if (!token || isNamedMenuPage(permissionList, own)) return;
    const { objectRoutes } = await withChunkTimeout(import('./object-routes.tsx'));
    // An aborted navigation's patch does nothing (react-router): the next navigation patches.
    if (patched || signal.aborted) return;
    patch(OBJECT_ROUTES_PARENT, objectRoutes());
    patched = true;
  };
}
