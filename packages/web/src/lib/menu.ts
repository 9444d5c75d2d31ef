import type { ComponentType } from 'react';
import type { MenuItem } from '@crm/domain';

/**
 * Server-supplied menu routes (spec section 2). A menu item is routable only when the client has
 * a page for its component; the app registers its pages here at start, so features (the
 * Applications page) can ask without importing each other.
 */
export type PageLoader = () => Promise<ComponentType>;

const pages = new Map<string, PageLoader>();

export function registerPages(entries: Record<string, PageLoader>): void {
  for (const [component, load] of Object.entries(entries)) pages.set(component, load);
}

export function pageLoaderOf(component: string | null | undefined): PageLoader | undefined {
  return component ? pages.get(component) : undefined;
}

export function flattenMenu(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

export function isRoutable(item: MenuItem): boolean {
  return item.route !== '0' && !item.internalOrExternal && pages.has(item.component);
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
