import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ObjectManifestEntry } from '@crm/domain';
import type { RouteHandle } from '../lib/route-handle.ts';
import { WEB_OBJECTS } from '../objects/index.ts';
import { manifestEntries, manifestOf } from '../records/definitions.ts';
import { registerWebObjects, webObjectEntry } from '../records/web-object.ts';
import { withChunkTimeouts } from './chunk-error.ts';
import { entityPage, loadForm, loadList, loadView, RequirePermission, withEntityTexts } from './record-routes.tsx';

/**
 * The routes of the business objects (spec section 2): list, view and add of every object of the
 * manifest, and the screens of the objects' web folders. Loaded on the first navigation that needs
 * them (object-discovery.ts patches them into the shell), never by the app's entry: the entry
 * stays the same size however many objects there are.
 */

// The objects' screens and buttons, before the routes are made (their paths and handles are here).
registerWebObjects(WEB_OBJECTS);

const h = (handle: RouteHandle) => handle;

const routePath = (p: string) => p.replace(/^\//, '');

function entityRouteObjects(def: ObjectManifestEntry): RouteObject[] {
  const routes = def.routes;
  const path = routePath;
  return [
    {
      path: path(routes.list),
      // An object may give its list another handle (the customer list is the Customer tab).
      handle: h(webObjectEntry(def.apiName)?.listHandle ?? { title: def.label, keepAlive: true, isBack: true }),
      lazy: async () => {
        // Not awaited: the page renders its skeleton and finds the page in the cache when it comes.
        void import('../records/list/first-page.ts').then((m) => m.prefetchFirstPage(def.apiName, window.location.search)).catch(() => undefined);
        return entityPage(loadList, def, ['list'])();
      },
    },
    {
      path: path(routes.view),
      handle: h({ title: 'web.route.recordView', object: def.label, isBack: true }),
      lazy: entityPage(loadView, def, ['view', 'list']),
    },
    {
      path: path(routes.add),
      handle: h({ title: 'web.route.recordAdd', editTitle: 'web.route.recordEdit', object: def.label, isBack: true }),
      lazy: entityPage(loadForm, def, ['add', 'edit']),
    },
    // The form where the object edits its records, when that is not its add route (a visit's plan).
    ...(routes.edit === routes.add
      ? []
      : [
          { path: path(routes.edit), handle: h({ title: 'web.route.recordEdit', object: def.label, isBack: true }), lazy: entityPage(loadForm, def, ['edit']) },
        ]),
  ];
}

/**
 * The screens of the objects' web folders (records/web-object.ts): the routes the folder lists
 * (the page of an action with a `screen` among them), each loading with the object's definition.
 */
function objectScreenRoutes(def: ObjectManifestEntry): RouteObject[] {
  const entry = webObjectEntry(def.apiName);
  if (!entry) return [];
  return (entry.routes ?? []).map((route) => ({
    path: routePath(route.path),
    handle: h(route.handle),
    lazy: async () => {
      const web = await withEntityTexts(entry.load(), [def.apiName]);
      const load = web.screens?.[route.screen];
      if (!load) throw new Error(`${def.apiName} has no screen ${route.screen}`);
      const Screen = await load();
      const permissions = route.permissions;
      return {
        Component: permissions
          ? function ObjectScreen() {
              return (
                <RequirePermission actions={permissions}>
                  <Screen />
                </RequirePermission>
              );
            }
          : Screen,
      };
    },
  }));
}

/** Every object's routes, children of the shell's kept-alive outlet, under the chunk time-out as the entry's. */
export function objectRoutes(): RouteObject[] {
  const objects = manifestEntries();
  return withChunkTimeouts([...objects.flatMap(entityRouteObjects), ...objects.flatMap(objectScreenRoutes)]);
}

/** The page of a menu item `records/list:<apiName>` at a path of the menu's own: the object's list. */
export async function objectListPage(apiName: string): Promise<ComponentType> {
  const def = manifestOf(apiName);
  if (!def) throw new Error(`no object ${apiName} to list`);
  const { Component } = await entityPage(loadList, def, ['list'])();
  return Component;
}
