import type { EntityDef } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { visibleTo, type ScopedTable, type Viewer } from './data-scope.ts';
import { poolReach } from '../pools/pool-reach.ts';
import { hooksOf } from './object-registry.ts';
import { selectRows, storeOf, type Db } from './record-model.ts';

export function scopedTable(entity: EntityDef): ScopedTable {
  return { table: storeOf(entity).table, shareName: entity.table, owned: entity.features.owner };
}

/**
 * The rows of an object the viewer may see, as one where-builder: the data scope of spec
 * section 6 over the rows' owners, widened by the pools the viewer is in (objects with a pool;
 * `withPools` false: not, for a list that does not ask for a pool's records) and where the
 * object's hook makes more visible (a follow-up is visible to whoever sees its subject). Every
 * read of records goes through it.
 */
export function visibleRecords(viewer: Viewer, entity: EntityDef, withPools = true) {
  const target = scopedTable(entity);
  const owned = visibleTo(viewer, target);
  // What waits unowned in the viewer's pools (a pool's members claim from it).
  const scoped =
    entity.pool && withPools && !viewer.admin
      ? (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
          eb.or([owned(eb), eb.and([eb(sql.ref(`${target.table}.tenant_id`), '=', viewer.tenantId), poolReach(viewer, target.table)(eb)])])
      : owned;
  const widen = hooksOf(entity.apiName).alsoVisible;
  if (!widen || viewer.admin) return scoped;
  const wider = widen(viewer, target.table);
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.or([scoped(eb), eb.and([eb(sql.ref(`${target.table}.tenant_id`), '=', viewer.tenantId), wider(eb)])]);
}

/** A select over the rows of an object the viewer may see (`withPools`: as visibleRecords). */
export function selectVisible(db: Db, viewer: Viewer, entity: EntityDef, withPools = true) {
  return selectRows(db, entity).where(visibleRecords(viewer, entity, withPools));
}

/**
 * Rows whose `via` column names a record of `target` the viewer sees (a task of a project they
 * see, a follow-up of a customer they see), for an object's `alsoVisible`: a correlated EXISTS
 * per row, the target found by its primary key, never the whole set of targets the viewer sees.
 */
export function seenWith(viewer: Viewer, table: string, via: string, target: EntityDef) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.exists(
      eb.selectFrom(target.table).select(sql.lit(1).as('found')).whereRef(`${target.table}.id`, '=', `${table}.${via}`).where(visibleRecords(viewer, target)),
    );
}
