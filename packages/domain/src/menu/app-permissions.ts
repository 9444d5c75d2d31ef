import { actionPermission, actionsOf } from '../entities/actions.ts';
import { findEntity } from '../objects/index.ts';
import { RECORD_ACTIONS, type CatalogueApp } from './catalogue.ts';

/**
 * Every button permission code of an app, `<prefix>:list` first: its record actions, the codes the
 * actions of its object's definition check (spelled once, in the definition: a new action is a new
 * button), then the catalogue's other buttons, each code once. Read by the server (the permission
 * table, role grants); it loads every definition, so the web client's entry never imports it.
 */
export function appPermissionCodes(app: CatalogueApp): string[] {
  const entity = app.object ? findEntity(app.object) : undefined;
  const own = entity ? Object.entries(actionsOf(entity)).map(([name, action]) => actionPermission(entity, name, action)) : [];
  const codes = (record: boolean) =>
    app.actions.filter((action) => RECORD_ACTIONS.includes(action) === record).map((action) => `${app.permissionPrefix}:${action}`);
  return [...new Set([`${app.permissionPrefix}:list`, ...codes(true), ...own, ...codes(false)])];
}
