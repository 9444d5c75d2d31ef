import { columnOf, ALL_OBJECTS, findEntity } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { nowText } from '../../../db/dialect.ts';
import { toStored } from '../../../modules/records/field-storage.ts';
import { markTableChanged } from '../../../modules/records/list-totals.ts';
import { hooksOf, type ObjectServer } from '../../../modules/records/object-registry.ts';
import type { RecordHooks } from '../../../modules/records/record-hooks.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { toRecordRow, type StoredRow } from '../../../modules/records/record-rows.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';
import { seenWith, selectVisible } from '../../../modules/records/record-visibility.ts';
import { keepFollowUpTodos } from '../../../modules/reminders/record-todos.ts';

/** The objects follow-ups may be written about. */
const subjects = () => ALL_OBJECTS.filter((e) => e.features.followUp);

/**
 * Follow-up records: written about a record of an object with follow-ups that the caller can
 * see; they stamp the subject's lastFollowTime (and nextContactTime when given) and let the
 * subject's own hooks react (a lead starts being followed up). A follow-up belongs to the
 * subject's story: whoever sees the subject (its owner's scope, a share, its team) reads all of
 * its follow-ups, but only their author (or an administrator) changes or removes one.
 */
const followUpHooks: RecordHooks = {
  async beforeAdd(ctx, values) {
    const subject = findEntity(String(values.relatedEntity ?? ''));
    if (!subject || !subject.features.followUp) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'relatedEntity', rule: 'invalid' }]);
    const row = (await selectVisible(ctx.db, ctx.viewer, subject)
      .select(['id', columnOf(subject.titleField)])
      .where('id', '=', String(values.relatedId))
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'relatedId', rule: 'relation' }]);
    values.relatedName = String(row[columnOf(subject.titleField)] ?? '').slice(0, 200);
  },

  async afterAdd(ctx, record) {
    const subject = findEntity(String(record.relatedEntity))!;
    const model = await loadModel(ctx.db, ctx.viewer.tenantId, subject);
    const set: Record<string, unknown> = {};
    const lastFollow = model.columnFields.find((f) => f.name === 'lastFollowTime');
    if (lastFollow) {
      // Never moves back: two follow-ups committed out of order (PostgreSQL runs them at once)
      // leave the later time, as the update re-reads the row it waits for.
      const column = sql.ref(columnOf(lastFollow.name));
      const at = nowText(ctx.now);
      set[columnOf(lastFollow.name)] = sql`case when ${column} is null or ${column} < ${at} then ${at} else ${column} end`;
    }
    const nextContact = model.columnFields.find((f) => f.name === 'nextContactTime');
    if (nextContact && record.nextContactTime) set[columnOf(nextContact.name)] = toStored(nextContact, record.nextContactTime);
    if (Object.keys(set).length === 0) return;
    const table = loose(ctx.db);
    await table.updateTable(subject.table).set(set).where('tenant_id', '=', ctx.viewer.tenantId).where('id', '=', String(record.relatedId)).execute();
    await markTableChanged(ctx.db, ctx.viewer.tenantId, subject.table);
    const row = (await table
      .selectFrom(subject.table)
      .selectAll()
      .where('tenant_id', '=', ctx.viewer.tenantId)
      .where('id', '=', String(record.relatedId))
      .executeTakeFirstOrThrow()) as StoredRow;
    const followed = toRecordRow(model, row);
    await hooksOf(subject.apiName).afterFollowUp?.({ ...ctx, model }, followed);
    // The follow-up that was due, and a pool's warning, are answered; a next contact planned is the next to-do.
    const planned = typeof followed.nextContactTime === 'string' && record.nextContactTime ? followed.nextContactTime : null;
    await keepFollowUpTodos(ctx.db, ctx.viewer.tenantId, subject, followed, { planned });
  },

  // A correlated EXISTS per follow-up row: a subject's timeline (filtered by relatedId) costs a
  // primary-key look-up per row, never the whole set of subjects the viewer may see.
  alsoVisible:
    (viewer, table) =>
    (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
      eb.or(
        subjects().map((subject) =>
          eb.and([eb(sql.ref(`${table}.${columnOf('relatedEntity')}`), '=', subject.apiName), seenWith(viewer, table, columnOf('relatedId'), subject)(eb)]),
        ),
      ),

  writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,

  // A subject's follow-ups; and one author's, newest first (recent and team activity, modules/activity).
  indexes: [[columnOf('relatedId')], ['create_by', 'create_time']],
};

export const followUpServer: ObjectServer = { hooks: followUpHooks };
