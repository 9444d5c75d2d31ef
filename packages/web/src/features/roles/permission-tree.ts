import { actionLabel, actionPermission, actionsOf, CATALOGUE, RECORD_ACTIONS, type AreaCode, type CatalogueApp, type EntityDef } from '@crm/domain';
import { loadDefinition, manifestOf } from '../../records/definitions.ts';

/** One button permission of an app: its code and the i18n key of its name. */
export interface ButtonNode {
  code: string;
  label: string;
}

/** An app of the menu: its `<prefix>:list` shows it, its buttons are the rest of its codes. */
export interface AppNode {
  name: string;
  /** `common.menu.<name>` */
  title: string;
  listCode: string;
  buttons: ButtonNode[];
}

export interface AreaNode {
  code: AreaCode;
  /** `common.area.<code>` */
  title: string;
  apps: AppNode[];
}

/**
 * Every permission code of an app, `<prefix>:list` first, exactly as the domain's
 * appPermissionCodes() spells them (the server accepts no other; the test holds the two together),
 * each with the key of its name. The domain's function reads the object's definition from the
 * registry of every definition, which the client never bundles whole; here the definition comes
 * from the client's registry, loaded with the screen (loadCatalogueDefinitions).
 */
export function appButtons(app: CatalogueApp, entity: EntityDef | undefined): ButtonNode[] {
  const own = new Map<string, string>();
  if (entity) {
    for (const [name, action] of Object.entries(actionsOf(entity))) {
      const code = actionPermission(entity, name, action);
      if (!own.has(code)) own.set(code, actionLabel(entity, name, action));
    }
  }
  const catalogue = (record: boolean) =>
    app.actions.filter((action) => RECORD_ACTIONS.includes(action) === record).map((action) => `${app.permissionPrefix}:${action}`);
  // The catalogue's buttons are named by the permission texts; an action of the definition that
  // checks one of their codes (lock checks edit) does not name that button.
  const named = new Map(app.actions.map((action) => [`${app.permissionPrefix}:${action}`, `web.roles.button.${action}`]));
  const codes = new Set([`${app.permissionPrefix}:list`, ...catalogue(true), ...own.keys(), ...catalogue(false)]);
  return [...codes].map((code) => ({ code, label: named.get(code) ?? own.get(code) ?? '' }));
}

/** The objects of the catalogue's record apps that the client knows a definition of. */
function catalogueObjects(): string[] {
  return CATALOGUE.flatMap((area) => area.apps.flatMap((app) => (app.object && manifestOf(app.object) ? [app.object] : [])));
}

/** The definitions (and labels) the permission tree reads its apps' buttons from; the role screens load them with their module. */
export async function loadCatalogueDefinitions(): Promise<void> {
  await Promise.all(catalogueObjects().map((apiName) => loadDefinition(apiName)));
}

/** Areas → apps → buttons, in the catalogue's order; `definitionOf` gives the loaded definitions. */
export function permissionTree(definitionOf: (apiName: string) => EntityDef | undefined): AreaNode[] {
  return CATALOGUE.map((area) => ({
    code: area.code,
    title: `common.area.${area.code}`,
    apps: area.apps.map((app) => {
      const [list, ...buttons] = appButtons(app, app.object ? definitionOf(app.object) : undefined);
      return { name: app.name, title: `common.menu.${app.name}`, listCode: list!.code, buttons };
    }),
  }));
}

export const appCodes = (app: AppNode): string[] => [app.listCode, ...app.buttons.map((button) => button.code)];
export const areaCodes = (area: AreaNode): string[] => area.apps.flatMap(appCodes);

/** Checking an app grants its list (what shows it); unchecking it takes every code of it away. */
export function setApp(codes: ReadonlySet<string>, app: AppNode, on: boolean): Set<string> {
  const next = new Set(codes);
  if (on) next.add(app.listCode);
  else for (const code of appCodes(app)) next.delete(code);
  return next;
}

/** A button without its app's list would be a button on a page nobody can open: checking one checks the app too. */
export function setButton(codes: ReadonlySet<string>, app: AppNode, code: string, on: boolean): Set<string> {
  const next = new Set(codes);
  if (on) {
    next.add(code);
    next.add(app.listCode);
  } else next.delete(code);
  return next;
}

/** Select all of an area, or none of it. */
export function setArea(codes: ReadonlySet<string>, area: AreaNode, on: boolean): Set<string> {
  const next = new Set(codes);
  for (const code of areaCodes(area)) {
    if (on) next.add(code);
    else next.delete(code);
  }
  return next;
}

export type CheckState = 'all' | 'some' | 'none';

export function checkState(codes: ReadonlySet<string>, all: readonly string[]): CheckState {
  const held = all.filter((code) => codes.has(code)).length;
  return held === 0 ? 'none' : held === all.length ? 'all' : 'some';
}

/** The codes as the server takes them: in the tree's order, none it does not know (it refuses an unknown code). */
export function orderedCodes(tree: readonly AreaNode[], codes: ReadonlySet<string>): string[] {
  return tree.flatMap(areaCodes).filter((code) => codes.has(code));
}
