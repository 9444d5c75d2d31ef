import { appPermissionCodes, CATALOGUE, type CatalogueApp } from '@crm/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PermissionTable } from '../../db/schema.ts';

/** Ids are derived from the catalogue so that every instance and every sync agrees on them. */
export const areaPermissionId = (area: string) => `area:${area}`;
export const appPermissionId = (app: CatalogueApp) => `app:${app.name}`;

/**
 * The list code of each catalogue app, by its permission row's id. A page app may share another
 * app's permission prefix (the targets' ListSet, crm:crmObjective): its code's button row hangs
 * under the first app, so the menu grants the page by this code rather than by buttons of its own.
 */
const LIST_CODE_OF_APP = new Map(CATALOGUE.flatMap((area) => area.apps.map((app) => [appPermissionId(app), `${app.permissionPrefix}:list`] as const)));

export const listCodeOfApp = (appId: string): string | undefined => LIST_CODE_OF_APP.get(appId);
export const buttonPermissionId = (code: string) => `btn:${code}`;

/** The action of a button code: `crm:crmCustomer:add` → `add`. */
export function actionOf(code: string): string {
  return code.slice(code.lastIndexOf(':') + 1);
}

/** The platform catalogue as permission rows: areas, their apps, and each app's buttons. */
export function catalogueRows(): Insertable<PermissionTable>[] {
  const rows: Insertable<PermissionTable>[] = [];
  CATALOGUE.forEach((area, areaIndex) => {
    rows.push({
      id: areaPermissionId(area.code),
      parent_id: null,
      menu_type: '0',
      name: area.code,
      title: `area.${area.code}`,
      status: '1',
      keep_alive: 0,
      sort: areaIndex,
    });
    area.apps.forEach((app, appIndex) => {
      rows.push({
        id: appPermissionId(app),
        parent_id: areaPermissionId(area.code),
        menu_type: '1',
        name: app.name,
        title: `menu.${app.name}`,
        path: app.path,
        component: app.component,
        icon: app.icon,
        status: '1',
        keep_alive: app.keepAlive ? 1 : 0,
        sort: appIndex,
      });
      appPermissionCodes(app).forEach((code, codeIndex) => {
        rows.push({
          id: buttonPermissionId(code),
          parent_id: appPermissionId(app),
          menu_type: '2',
          name: actionOf(code),
          title: `menu.${app.name}`,
          perms: code,
          perms_type: '1',
          status: '1',
          keep_alive: 0,
          sort: codeIndex,
        });
      });
    });
  });
  return rows;
}

/** Adds catalogue entries the database lacks; safe to run at every start, on several instances at once. */
export async function syncPermissionCatalogue(db: Kysely<Database>): Promise<void> {
  const rows = catalogueRows();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('permissions')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
