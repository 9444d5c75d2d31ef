import type { EntityDef, SceneCondition } from '@crm/domain';
import { sql } from 'kysely';
import type { Viewer } from './data-scope.ts';
import { hooksOf } from './object-registry.ts';
import type { Db } from './record-model.ts';
import { databaseMemory, remembered } from '../../db/database-memory.ts';

/**
 * Exact list totals without a COUNT over the whole scope on every page (at 100,000 customers the
 * COUNT costs more than the page). A total is remembered for the version of its table
 * (table_versions), which every change that can alter what a list counts raises in the changing
 * transaction: rows added, changed or removed, team members added or removed. A list reads the
 * version before counting, so a total is never remembered for a version it may not match, and
 * every server instance sees the others' changes.
 */

const REMEMBERED_TOTALS = 5000;
/** Promises, so the many lists that miss at once (many users on the first page) share one COUNT. */
const totals = databaseMemory<string, Promise<number>>();

/**
 * Raises a record table's version (`tableName` as the engine's shared tables name it: a
 * registered object's table or an extension table's name). Call it in the transaction of any
 * change to the table's rows or to who sees them (team members, shares).
 */
export async function markTableChanged(db: Db, tenantId: string, tableName: string): Promise<void> {
  await db
    .insertInto('table_versions')
    .values({ tenant_id: tenantId, table_name: tableName, version: 1 })
    .onConflict((oc) => oc.columns(['tenant_id', 'table_name']).doUpdateSet({ version: sql`table_versions.version + 1` }))
    .execute();
}

/** What decides which of a table's rows a viewer sees, besides the rows: a key's part for what is remembered of them. */
export const scopeOf = (viewer: Viewer) => [viewer.tenantId, viewer.userId, viewer.admin, viewer.companyCode, viewer.dataScope, viewer.departIds];

async function versionOf(db: Db, tenantId: string, tableName: string): Promise<string> {
  const row = await db.selectFrom('table_versions').select('version').where('tenant_id', '=', tenantId).where('table_name', '=', tableName).executeTakeFirst();
  return String(row?.version ?? 0);
}

/**
 * Counted anew when it cannot be remembered safely: conditions relative to today change with the
 * clock, and objects whose visibility reaches into other tables (follow-ups seen through their
 * subject) change with those tables.
 */
function rememberable(entity: EntityDef, conditions: readonly SceneCondition[]): boolean {
  return !hooksOf(entity.apiName).alsoVisible && !conditions.some((c) => c.op === 'withinDays' || c.op === 'olderThanDays' || c.value === '$now');
}

export async function listTotal(
  db: Db,
  viewer: Viewer,
  entity: EntityDef,
  criteria: { conditions: readonly SceneCondition[]; keyword: string },
  count: () => Promise<number>,
  /** The table's version when already read for this request (before anything was counted). */
  knownVersion?: string,
): Promise<number> {
  if (!rememberable(entity, criteria.conditions)) return count();
  const version = knownVersion ?? (await versionOf(db, viewer.tenantId, entity.table));
  // Everything the scoped query depends on besides the table's rows.
  const key = JSON.stringify([entity.table, version, ...scopeOf(viewer), criteria.conditions, criteria.keyword]);
  return remembered(totals, key, REMEMBERED_TOTALS, count);
}
