import type { DataScope } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AuthContext } from '../../plugins/auth.ts';
import { ADMIN_ROLE } from '../roles/repository.ts';
import { departmentWithDescendants } from '../organisation/repository.ts';
import type { Db } from './record-model.ts';

/**
 * Who is looking, as the data scope of spec section 6 needs it. Administrators see the whole
 * tenant; everyone else sees records of the company they act under, within their scope:
 * '1' the whole company, '2' owners' departments in their department and below, '3' their own
 * department, '4' only their own records; plus, in every scope, records shared to them
 * (data_shares) and records whose team they are on.
 */
export interface Viewer {
  tenantId: string;
  userId: string;
  companyCode: string;
  admin: boolean;
  dataScope: DataScope;
  departId: string | null;
  /** Departments whose records scope '2' or '3' shows. */
  departIds: readonly string[];
  rwOthers: boolean;
  auth: AuthContext;
}

export function isAdministrator(auth: AuthContext): boolean {
  return auth.isAdmin || auth.roleCodes.includes(ADMIN_ROLE);
}

export async function viewerOf(db: Db, auth: AuthContext): Promise<Viewer> {
  let departIds: string[] = [];
  if (auth.departId && auth.dataScope === '2') departIds = await departmentWithDescendants(db, auth.tenantId, auth.departId);
  else if (auth.departId && auth.dataScope === '3') departIds = [auth.departId];
  return {
    tenantId: auth.tenantId,
    userId: auth.userId,
    companyCode: auth.companyCode,
    admin: isAdministrator(auth),
    dataScope: auth.dataScope,
    departId: auth.departId,
    departIds,
    rwOthers: auth.rwOthers,
    auth,
  };
}

export interface ScopedTable {
  /** The SQL table (or alias) holding the rows. */
  table: string;
  /** The name team members and shares refer to (a business table or `ext:<tableId>`). */
  shareName: string;
  /** Whether rows have owners; objects without owners are scoped by company only. */
  owned: boolean;
}

/**
 * The rows of a table the viewer may see, as one SQL condition (a where-builder, so the database
 * filters and pages; nothing is filtered in JavaScript).
 */
export function visibleTo(viewer: Viewer, target: ScopedTable) {
  const col = (name: string) => sql.ref(`${target.table}.${name}`);
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const tenant = eb(col('tenant_id'), '=', viewer.tenantId);
    if (viewer.admin) return tenant;
    const company = eb(col('company_code'), '=', viewer.companyCode);
    if (!target.owned) return eb.and([tenant, company]);

    const mine = eb(col('owner_id'), '=', viewer.userId);
    let scope: Expression<SqlBool>;
    if (viewer.dataScope === '1') scope = sql<SqlBool>`1 = 1`;
    else if ((viewer.dataScope === '2' || viewer.dataScope === '3') && viewer.departIds.length > 0) {
      scope = eb.or([mine, eb(col('depart_id'), 'in', viewer.departIds)]);
    } else scope = mine;

    const onTeam = eb(
      col('id'),
      'in',
      eb
        .selectFrom('team_members')
        .select('team_members.data_id')
        .where('team_members.tenant_id', '=', viewer.tenantId)
        .where('team_members.table_name', '=', target.shareName)
        .where('team_members.user_id', '=', viewer.userId),
    );
    const sharedToMe = eb(
      col('owner_id'),
      'in',
      eb
        .selectFrom('data_shares')
        .select('data_shares.from_user_id')
        .where('data_shares.tenant_id', '=', viewer.tenantId)
        .where('data_shares.table_name', '=', target.shareName)
        .where('data_shares.to_user_id', '=', viewer.userId),
    );
    return eb.and([tenant, company, eb.or([scope, onTeam, sharedToMe])]);
  };
}

/** Whether the viewer's own scope (not a team or a share) covers a row: the reach of rw_others. */
export function scopeCovers(viewer: Viewer, row: { company_code: string | null; owner_id: string | null; depart_id: string | null }): boolean {
  if (viewer.admin) return true;
  if (row.company_code !== viewer.companyCode) return false;
  if (viewer.dataScope === '1') return true;
  if (row.owner_id === viewer.userId) return true;
  if (viewer.dataScope === '2' || viewer.dataScope === '3') return row.depart_id !== null && viewer.departIds.includes(row.depart_id);
  return false;
}

/**
 * What decides the shape of the viewer's scope condition (visibleTo), apart from their identity:
 * list pages of viewers with the same shape share one compiled query (reusableQueries).
 */
export function scopeShape(viewer: Viewer): string {
  return `${viewer.admin ? 'admin' : viewer.dataScope}:${viewer.departIds.length}`;
}

/** The values of the placeholders parameterisedViewer puts in a viewer's place. */
export function scopeParameters(viewer: Viewer): Record<string, unknown> {
  const values: Record<string, unknown> = { tenantId: viewer.tenantId, userId: viewer.userId, companyCode: viewer.companyCode };
  viewer.departIds.forEach((id, i) => (values[`depart${i}`] = id));
  return values;
}

/**
 * The viewer with a query placeholder wherever their identity goes into SQL (values from
 * scopeParameters): a query built for it serves every viewer of the same scopeShape.
 */
export function parameterisedViewer(viewer: Viewer, param: (name: string) => string): Viewer {
  return {
    ...viewer,
    tenantId: param('tenantId'),
    userId: param('userId'),
    companyCode: param('companyCode'),
    departIds: viewer.departIds.map((_, i) => param(`depart${i}`)),
  };
}
