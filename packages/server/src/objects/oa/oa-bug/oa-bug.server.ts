import { columnOf, entityOf } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { visibleRecords } from '../../../modules/records/record-visibility.ts';

/** Bugs: seen, besides by their reporter's data scope, by whoever is to fix them and whoever sees their project. */
export const bugServer: ObjectServer = {
  hooks: {
    alsoVisible:
      (viewer, table) =>
      (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
        const project = entityOf('oaProject');
        return eb.or([
          eb(sql.ref(`${table}.${columnOf('assigneeId')}`), '=', viewer.userId),
          eb.exists(
            eb
              .selectFrom(project.table)
              .select(sql.lit(1).as('found'))
              .whereRef(`${project.table}.id`, '=', `${table}.${columnOf('projectId')}`)
              .where(visibleRecords(viewer, project)),
          ),
        ]);
      },
    // A project's bugs, and one person's to fix.
    indexes: [[columnOf('projectId')], [columnOf('assigneeId')]],
  },
};
