import type { ActivityPerson } from '@crm/domain';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../records/data-scope.ts';
import type { PeopleWhere } from './activity-log.ts';

/**
 * The people whose acts a viewer reads in team activity: those whose data the viewer's data scope
 * (spec section 6, records/data-scope.ts) lets them see. An administrator: everyone of the tenant
 * (and the system's jobs); '1' everyone who belongs to the company the viewer acts under; '2'
 * everyone of their department and below, '3' of their department; '4' only themselves. Always
 * themselves too.
 */
function peopleSelect(db: Kysely<Database>, viewer: Viewer) {
  const base = db.selectFrom('users').select('users.id').where('users.tenant_id', '=', viewer.tenantId);
  if (viewer.dataScope === '1') {
    return base.where((eb) =>
      eb.or([
        eb('users.company_code', '=', viewer.companyCode),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('user_companies')
            .select('user_companies.user_id')
            .where('user_companies.tenant_id', '=', viewer.tenantId)
            .where('user_companies.company_code', '=', viewer.companyCode),
        ),
      ]),
    );
  }
  if ((viewer.dataScope === '2' || viewer.dataScope === '3') && viewer.departIds.length > 0) return base.where('users.depart_id', 'in', viewer.departIds);
  return null;
}

/** Whose acts `viewer` reads, as a where-builder over a user-id column; null: everyone of the tenant. */
export function teamPeople(db: Kysely<Database>, viewer: Viewer): PeopleWhere | null {
  if (viewer.admin) return null;
  const others = peopleSelect(db, viewer);
  return (column) => (eb: ExpressionBuilder<any, any>) => {
    const me = eb(sql.ref(column), '=', viewer.userId);
    return others ? eb.or([me, eb(sql.ref(column), 'in', others)]) : me;
  };
}

/** One person's acts, when `userId` is among whose acts `viewer` reads; null otherwise. */
export async function onePerson(db: Kysely<Database>, viewer: Viewer, userId: string): Promise<PeopleWhere | null> {
  const people = await teamMembers(db, viewer);
  if (!people.some((person) => person.id === userId)) return null;
  return (column) => (eb: ExpressionBuilder<any, any>) => eb(sql.ref(column), '=', userId);
}

/** The people whose acts `viewer` reads (the page's person filter): the viewer first, then by department and name. */
export async function teamMembers(db: Kysely<Database>, viewer: Viewer): Promise<ActivityPerson[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.depart_id').onRef('departments.tenant_id', '=', 'users.tenant_id'))
    .select(['users.id as id', 'users.realname as realname', 'departments.name as departName'])
    .where('users.tenant_id', '=', viewer.tenantId)
    // Staff only: partners and self-service customers are nobody's team.
    .where('users.user_type', '=', 'staff');
  if (!viewer.admin) {
    const others = peopleSelect(db, viewer);
    query = query.where((eb) => (others ? eb.or([eb('users.id', '=', viewer.userId), eb('users.id', 'in', others)]) : eb('users.id', '=', viewer.userId)));
  }
  const rows = await query.orderBy('departments.name').orderBy('users.realname').orderBy('users.id').execute();
  const me = rows.filter((row) => row.id === viewer.userId);
  return [...me, ...rows.filter((row) => row.id !== viewer.userId)].map((row) => ({ id: row.id, realname: row.realname, departName: row.departName ?? null }));
}
