import { columnOf, CURRENCY_FIELD, EXCHANGE_RATE_FIELD, PEOPLE_API, type BriefingTeam, type EntityDef, type Page, type RoleView } from '@crm/domain';
import { envelope, type TestApp } from './app.ts';
import { actor, type Actor } from './records.ts';

/**
 * A viewer of the sales figures (issue 15) as the figures' tests write their visibility out, not
 * through the server's data-scope code: the whole tenant for an administrator, their company's
 * records for anyone else, by owner and department.
 */
export interface FigureRole {
  name: string;
  who: Actor;
  admin: boolean;
  companyCode: string;
  /** Their department and every one below it. */
  department: string[];
  /** The teams they may choose. */
  teams: BriefingTeam[];
}

export async function figureRoleOf(t: TestApp, tenantId: string, name: string, username: string, teams: BriefingTeam[]): Promise<FigureRole> {
  const who = await actor(t, username);
  const user = await t.app.db.selectFrom('users').select(['is_admin', 'company_code']).where('id', '=', who.userId).executeTakeFirstOrThrow();
  const departments = await t.app.db.selectFrom('departments').select(['id', 'parent_id']).where('tenant_id', '=', tenantId).execute();
  const department: string[] = [];
  const add = (id: string) => {
    department.push(id);
    for (const child of departments.filter((d) => d.parent_id === id)) add(child.id);
  };
  if (who.departId) add(who.departId);
  return { name, who, admin: user.is_admin === 1, companyCode: user.company_code!, department, teams };
}

/** Whether a stored row is the team's, as the role may see it: the team's rows are within the scope that offers the team. */
export function ofTeam(role: FigureRole, team: BriefingTeam, row: Record<string, unknown>): boolean {
  const inReach = role.admin || row.company_code === role.companyCode;
  if (team === 'me') return inReach && row.owner_id === role.who.userId;
  if (team === 'department') return inReach && typeof row.depart_id === 'string' && role.department.includes(row.depart_id);
  return inReach;
}

/** The demo tenant (the administrator's) and its default currency. */
export async function demoTenantOf(t: TestApp): Promise<{ tenantId: string; defaultCurrency: string }> {
  const demoAdmin = await actor(t, 'admin');
  const { tenant_id: tenantId } = await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', demoAdmin.userId).executeTakeFirstOrThrow();
  const currency = await t.app.db
    .selectFrom('currencies')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
  return { tenantId, defaultCurrency: currency.code };
}

/** A stored money column of a row in the default currency, in stored units: in another currency, through the record's rate (stored scaled by 10^6). */
export function storedInDefault(entity: EntityDef, row: Record<string, unknown>, field: string, defaultCurrency: string): number {
  const stored = Number(row[columnOf(field)] ?? 0);
  return entity.currency ? amountInDefault(row, stored, defaultCurrency) : stored;
}

/** An amount in a row's currency (stored units) in the default currency, through the row's rate. */
export function amountInDefault(row: Record<string, unknown>, stored: number, defaultCurrency: string): number {
  const currency = row[columnOf(CURRENCY_FIELD)];
  if (typeof currency === 'string' && currency !== defaultCurrency) return (stored * Number(row[columnOf(EXCHANGE_RATE_FIELD)])) / 1_000_000;
  return stored;
}

/**
 * A demo user moved to a custom role with the salesperson's buttons and data scope but one field
 * of one object hidden (field permissions), made by the administrator: the figures leave out the
 * sums of what the viewer may not see.
 */
export async function salespersonHiding(
  t: TestApp,
  tenantId: string,
  admin: Actor,
  username: string,
  hidden: { apiName: string; field: string },
): Promise<Actor> {
  const who = await actor(t, username);
  const roles = envelope<Page<RoleView>>(await t.signedGet(PEOPLE_API.roleList, { pageSize: 50 }, admin.token)).result.records;
  const salesperson = roles.find((role) => role.roleCode === 'salesperson')!;
  const code = `hide_${hidden.apiName}_${hidden.field}_${username}`;
  const added = await t.signedPost(
    PEOPLE_API.roleAdd,
    { roleName: code, roleCode: code, dataScope: '4', rwOthers: 'r', permissionCodes: salesperson.permissionCodes },
    admin.token,
  );
  if (added.statusCode !== 200) throw new Error(added.body);
  const roleId = envelope<RoleView>(added).result.id;
  await t.app.db.deleteFrom('user_roles').where('user_id', '=', who.userId).execute();
  await t.app.db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: who.userId, role_id: roleId }).execute();
  const saved = await t.signedPost(
    PEOPLE_API.fieldPermissionSave,
    { roleId, apiName: hidden.apiName, fields: [{ name: hidden.field, access: 'hidden' }] },
    admin.token,
  );
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return who;
}

/** Runs `check` while the built-in salesperson role lacks one button (taken away and given back). */
export async function withoutSalespersonButton(t: TestApp, tenantId: string, code: string, check: () => Promise<void>): Promise<void> {
  const role = await t.app.db
    .selectFrom('roles')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('role_code', '=', 'salesperson')
    .executeTakeFirstOrThrow();
  const permission = await t.app.db.selectFrom('permissions').select('id').where('perms', '=', code).executeTakeFirstOrThrow();
  await t.app.db.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission_id', '=', permission.id).execute();
  try {
    await check();
  } finally {
    await t.app.db.insertInto('role_permissions').values({ tenant_id: tenantId, role_id: role.id, permission_id: permission.id }).execute();
  }
}
