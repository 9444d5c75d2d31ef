import type { ComponentType } from 'react';
import type { MenuItem } from '@crm/domain';

/**
 * Server-supplied menu routes (spec section 2). A menu item is routable only when the client has
 * a page for its component; the app registers its pages here at start, so features (the
 * Applications page) can ask without importing each other.
 */
export type PageLoader = () => Promise<ComponentType>;

const pages = new Map<string, PageLoader>();

/**
 * Pages named by a prefix and a name (`records/list:<apiName>`), by prefix: how to load the page of
 * a name, and the names that have one, once known.
 */
const families = new Map<string, { load?: (name: string) => Promise<ComponentType>; names?: ReadonlySet<string> }>();

/** The menu components of the objects' record lists (the catalogue's record apps). */
export const RECORD_LIST_PAGES = 'records/list:';

export function registerPages(entries: Record<string, PageLoader>): void {
  for (const [component, load] of Object.entries(entries)) pages.set(component, load);
}

/**
 * Pages whose names only a module loaded later knows: the app's entry registers how to load a
 * record list, the objects' manifest (records/definitions.ts) which objects have one, so the entry
 * names no object. Until the names are known, no page of the family is routable.
 */
export function registerPageFamily(prefix: string, load: (name: string) => Promise<ComponentType>): void {
  families.set(prefix, { ...families.get(prefix), load });
}

export function setPageFamilyNames(prefix: string, names: Iterable<string>): void {
  families.set(prefix, { ...families.get(prefix), names: new Set(names) });
}

export function pageLoaderOf(component: string | null | undefined): PageLoader | undefined {
  if (!component) return undefined;
  const own = pages.get(component);
  if (own) return own;
  for (const [prefix, { load, names }] of families) {
    const name = component.slice(prefix.length);
    if (load && component.startsWith(prefix) && names?.has(name)) return () => load(name);
  }
  return undefined;
}

export function flattenMenu(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

export function isRoutable(item: MenuItem): boolean {
  return item.route !== '0' && !item.internalOrExternal && pageLoaderOf(item.component) !== undefined;
}

export function routableMenuItems(menu: readonly MenuItem[]): MenuItem[] {
  return flattenMenu(menu).filter(isRoutable);
}

/**
 * Second addresses of a menu page: spec section 2 names the sales briefing both /crm/salesReport
 * and /crm/crmSalesReport. The other address shows the same page under the same grant and title.
 */
const MENU_PATH_ALIASES: Readonly<Record<string, string>> = { '/crm/salesReport': '/crm/crmSalesReport' };

export function findMenuRoute(menu: readonly MenuItem[], path: string): MenuItem | undefined {
  const wanted = MENU_PATH_ALIASES[path] ?? path;
  return routableMenuItems(menu).find((item) => item.path === wanted);
}

/**
 * Whether the menu route serves `path` with a page registered by name (not one of a family: a
 * record list's path is its object's own route). By the user's menu once it has loaded; before
 * that, on the first page of a visit, by the catalogue's naming: the app `page:<name>` lives at
 * `/<area>/<name>`.
 */
export function isNamedMenuPage(menu: readonly MenuItem[], path: string): boolean {
  if (menu.length > 0) {
    const item = findMenuRoute(menu, path);
    return item !== undefined && pages.has(item.component);
  }
  const wanted = MENU_PATH_ALIASES[path] ?? path;
  return pages.has(`page:${wanted.slice(wanted.lastIndexOf('/') + 1)}`);
}
