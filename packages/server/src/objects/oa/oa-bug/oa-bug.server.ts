import { columnOf, entityOf } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { seenWith } from '../../../modules/records/record-visibility.ts';

/** Bugs: seen, besides by their reporter's data scope, by whoever is to fix them and whoever sees their project. */
export const bugServer: ObjectServer = {
  hooks: {
    alsoVisible:
      (viewer, table) =>
      (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
        eb.or([
          eb(sql.ref(`${table}.${columnOf('assigneeId')}`), '=', viewer.userId),
          seenWith(viewer, table, columnOf('projectId'), entityOf('oaProject'))(eb),
        ]),
    // A project's bugs, and one person's to fix.
    indexes: [[columnOf('projectId')], [columnOf('assigneeId')]],
  },
};
