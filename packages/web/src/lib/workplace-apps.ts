import { CATALOGUE, type CatalogueApp, type MenuItem } from '@crm/domain';
import { routableMenuItems } from './menu.ts';

export interface WorkplaceArea {
  code: string;
  apps: Array<{ app: CatalogueApp; item: MenuItem }>;
}

/** The apps of each area that the user's menu grants and the client can open. */
export function workplaceAreas(menu: readonly MenuItem[]): WorkplaceArea[] {
  const routable = routableMenuItems(menu);
  return CATALOGUE.map((area) => ({
    code: area.code,
    apps: area.apps.flatMap((app) => {
      const item = routable.find((m) => m.component === app.component || m.path === app.path);
      return item ? [{ app, item }] : [];
    }),
  })).filter((area) => area.apps.length > 0);
}
