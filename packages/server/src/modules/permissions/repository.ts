import { translate, type AllAuthEntry, type AuthEntry, type Lang, type MenuItem, type PermissionPayload } from '@crm/domain';
import type { Expression, ExpressionBuilder, Kysely } from 'kysely';
import { inTextList, textListParameter } from '../../db/dialect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database, PermissionTable } from '../../db/schema.ts';
import { ADMIN_ROLE, grantedCodesByRole } from '../roles/repository.ts';
import { actionOf, listCodeOfApp } from './catalogue.ts';

/** Controlled buttons have status '1'; status '0' means everyone has the button. */
const UNCONTROLLED = '0';
const BUTTON_TYPE = '1';

type PermissionRow = Pick<
  PermissionTable,
  'id' | 'parent_id' | 'menu_type' | 'name' | 'title' | 'path' | 'component' | 'icon' | 'perms' | 'status' | 'keep_alive'
>;

async function catalogue(db: Kysely<Database>): Promise<PermissionRow[]> {
  return db
    .selectFrom('permissions')
    .select(['id', 'parent_id', 'menu_type', 'name', 'title', 'path', 'component', 'icon', 'perms', 'status', 'keep_alive'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

function describe(lang: Lang, button: PermissionRow): string {
  const action = actionOf(button.perms ?? '');
  const actionKey = `server.permAction.${action}`;
  const actionText = translate(lang, actionKey);
  return `${translate(lang, `common.${button.title}`)}-${actionText === actionKey ? action : actionText}`;
}

export interface Grantee {
  userId: string;
  isAdmin: boolean;
  roleCodes: string[];
  roleIds: string[];
  tenantId: string;
}

/** The button codes a user holds: every one for administrators, else the union of the roles' grants. */
async function grantedCodes(db: Kysely<Database>, grantee: Grantee, buttons: PermissionRow[]): Promise<Set<string>> {
  if (grantee.isAdmin || grantee.roleCodes.includes(ADMIN_ROLE)) return new Set(buttons.map((b) => b.perms!));
  const byRole = await grantedCodesByRole(db, grantee.tenantId, grantee.roleIds);
  const codes = new Set([...byRole.values()].flat());
  for (const button of buttons) if (button.status === UNCONTROLLED) codes.add(button.perms!);
  return codes;
}

function menuItem(row: PermissionRow, permissionList: AuthEntry[], children: MenuItem[]): MenuItem {
  const isArea = row.menu_type === '0';
  return {
    id: row.id,
    path: row.path ?? `/workplace/${row.name}`,
    name: row.name,
    component: row.component ?? 'layout:area',
    redirect: null,
    title: row.title,
    icon: row.icon,
    url: null,
    // Areas group apps on the Applications page; they have no page of their own.
    route: isArea ? '0' : '1',
    keepAlive: row.keep_alive === 1,
    internalOrExternal: false,
    hidden: false,
    alwaysShow: isArea,
    permissionList,
    children,
  };
}

/**
 * The permission payload of spec section 6: the areas and apps the user's roles grant (an app is
 * granted with its `<prefix>:list`), the granted buttons, and every button of the catalogue.
 */
export async function permissionPayload(db: Kysely<Database>, lang: Lang, grantee: Grantee): Promise<PermissionPayload> {
  const rows = await catalogue(db);
  const buttons = rows.filter((row) => row.menu_type === '2' && row.perms);
  const granted = await grantedCodes(db, grantee, buttons);
  const entry = (button: PermissionRow): AuthEntry => ({ action: button.perms!, type: BUTTON_TYPE, describe: describe(lang, button) });

  const buttonsByApp = new Map<string, PermissionRow[]>();
  for (const button of buttons) {
    const list = buttonsByApp.get(button.parent_id ?? '') ?? [];
    list.push(button);
    buttonsByApp.set(button.parent_id ?? '', list);
  }

  const menu: MenuItem[] = [];
  for (const area of rows.filter((row) => row.menu_type === '0')) {
    const apps: MenuItem[] = [];
    for (const app of rows.filter((row) => row.menu_type === '1' && row.parent_id === area.id)) {
      const appButtons = (buttonsByApp.get(app.id) ?? []).filter((button) => granted.has(button.perms!));
      const listed = appButtons.some((button) => button.perms!.endsWith(':list')) || granted.has(listCodeOfApp(app.id) ?? '');
      if (!listed) continue;
      apps.push(menuItem(app, appButtons.map(entry), []));
    }
    if (apps.length > 0) menu.push(menuItem(area, [], apps));
  }

  return {
    menu,
    auth: buttons.filter((button) => granted.has(button.perms!)).map(entry),
    allAuth: buttons.map((button): AllAuthEntry => ({ ...entry(button), status: button.status })),
  };
}

/** A button as one user holds it: its status (null: the catalogue does not list the code) and whether one of their roles grants it. */
export interface ButtonGrant {
  buttonStatus: string | null;
  granted: unknown;
}

/**
 * The columns of a ButtonGrant for `code`, to select without a table (alone, or beside other
 * look-ups a call makes at once). The roles come through user_roles, not as a list of ids whose
 * length would change the query's shape, so the query can be built once (reusableQuery).
 */
export function buttonGrantColumns(
  eb: ExpressionBuilder<Database, never>,
  p: { tenantId: string | Expression<string>; userId: string | Expression<string>; code: string },
) {
  return [
    eb
      .selectFrom('permissions')
      .select('permissions.status')
      .where('permissions.perms', '=', p.code)
      .where('permissions.menu_type', '=', '2')
      .as('buttonStatus'),
    eb
      .exists(
        eb
          .selectFrom('role_permissions')
          .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('role_permissions.role_id')
          .where('role_permissions.tenant_id', '=', p.tenantId)
          .where('user_roles.tenant_id', '=', p.tenantId)
          .where('user_roles.user_id', '=', p.userId)
          .where('permissions.perms', '=', p.code)
          .where('permissions.menu_type', '=', '2'),
      )
      .as('granted'),
  ] as const;
}

/**
 * Whether a button is held, as the generic record routes check it on every call: an uncontrolled
 * button (status '0', the allAuth override) is everyone's; a code the catalogue does not list (an
 * object whose app has no menu entry, such as follow-up records) is not controlled by buttons,
 * only by the data scope; otherwise one of the user's roles must grant it.
 */
export function buttonHeld(grant: ButtonGrant): boolean {
  if (grant.buttonStatus === null || grant.buttonStatus === UNCONTROLLED) return true;
  // SQLite answers 0/1, PostgreSQL a boolean.
  return grant.granted === true || Number(grant.granted) === 1;
}

/** Administrators hold every button. */
export function holdsEveryButton(grantee: Grantee): boolean {
  return grantee.isAdmin || grantee.roleCodes.includes(ADMIN_ROLE);
}

/** The grants of a list of codes, one row per catalogued button (reusableQuery: the list is one parameter). */
const buttonGrantsQuery = reusableQuery(['tenantId', 'userId', 'codes'], (db, p) =>
  db
    .selectFrom('permissions')
    .select((eb) => [
      'permissions.perms as code',
      'permissions.status as buttonStatus',
      eb
        .exists(
          eb
            .selectFrom('role_permissions')
            .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
            .select('role_permissions.role_id')
            .where('role_permissions.tenant_id', '=', p.tenantId)
            .where('user_roles.tenant_id', '=', p.tenantId)
            .where('user_roles.user_id', '=', p.userId)
            .whereRef('role_permissions.permission_id', '=', 'permissions.id'),
        )
        .as('granted'),
    ])
    .where('permissions.menu_type', '=', '2')
    .where(inTextList(db, 'permissions.perms', p.codes)),
);

/**
 * Which of several buttons are held, in one statement (a record's detail asks for its edit,
 * delete and every action's button at once). A code the catalogue does not list is held, as
 * buttonHeld says.
 */
export async function buttonsHeld(db: Kysely<Database>, grantee: Grantee, codes: readonly string[]): Promise<Set<string>> {
  if (holdsEveryButton(grantee)) return new Set(codes);
  const rows = await buttonGrantsQuery(db, { tenantId: grantee.tenantId, userId: grantee.userId, codes: textListParameter(db, [...new Set(codes)]) });
  const refused = new Set(rows.filter((row) => !buttonHeld(row)).map((row) => row.code));
  return new Set(codes.filter((code) => !refused.has(code)));
}

const buttonGrantQuery = reusableQuery(['tenantId', 'userId', 'code'], (db, p) => db.selectNoFrom((eb) => buttonGrantColumns(eb, p)));

/** The grant of one button to one user of a tenant. */
export async function buttonGrantOf(db: Kysely<Database>, tenantId: string, userId: string, code: string): Promise<ButtonGrant> {
  const [grant] = await buttonGrantQuery(db, { tenantId, userId, code });
  return grant!;
}

export async function holdsButton(db: Kysely<Database>, grantee: Grantee, code: string): Promise<boolean> {
  if (holdsEveryButton(grantee)) return true;
  return buttonHeld(await buttonGrantOf(db, grantee.tenantId, grantee.userId, code));
}
