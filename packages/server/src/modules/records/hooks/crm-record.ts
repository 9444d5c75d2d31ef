import { columnOf, findEntity } from '@crm/domain';
import { nowText } from '../../../db/dialect.ts';
import { loadModel, loose } from '../record-model.ts';
import { toRecordRow, type StoredRow } from '../record-rows.ts';
import { visibleTo } from '../data-scope.ts';
import { fieldErrors } from '../record-validation.ts';
import { toStored } from '../field-storage.ts';
import { hooksOf } from './index.ts';
import type { RecordHooks } from './types.ts';

/**
 * Follow-up records: written about a record of an object with follow-ups that the caller can
 * see; they stamp the subject's lastFollowTime (and nextContactTime when given) and let the
 * subject's own hooks react (a lead starts being followed up).
 */
export const followUpHooks: RecordHooks = {
  async beforeAdd(ctx, values) {
    const subject = findEntity(String(values.relatedEntity ?? ''));
    if (!subject || !subject.features.followUp) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'relatedEntity', rule: 'invalid' }]);
    const row = (await loose(ctx.db)
      .selectFrom(subject.table)
      .select(['id', columnOf(subject.titleField)])
      .where('id', '=', String(values.relatedId))
      .where(visibleTo(ctx.viewer, { table: subject.table, shareName: subject.table, owned: subject.features.owner }))
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'relatedId', rule: 'relation' }]);
    values.relatedName = String(row[columnOf(subject.titleField)] ?? '').slice(0, 200);
  },

  async afterAdd(ctx, record) {
    const subject = findEntity(String(record.relatedEntity))!;
    const model = await loadModel(ctx.db, ctx.viewer.tenantId, subject);
    const set: Record<string, unknown> = {};
    const lastFollow = model.columnFields.find((f) => f.name === 'lastFollowTime');
    if (lastFollow) set[columnOf(lastFollow.name)] = nowText(ctx.now);
    const nextContact = model.columnFields.find((f) => f.name === 'nextContactTime');
    if (nextContact && record.nextContactTime) set[columnOf(nextContact.name)] = toStored(nextContact, record.nextContactTime);
    if (Object.keys(set).length === 0) return;
    const table = loose(ctx.db);
    await table.updateTable(subject.table).set(set).where('tenant_id', '=', ctx.viewer.tenantId).where('id', '=', String(record.relatedId)).execute();
    const row = (await table.selectFrom(subject.table).selectAll().where('tenant_id', '=', ctx.viewer.tenantId).where('id', '=', String(record.relatedId)).executeTakeFirstOrThrow()) as StoredRow;
    await hooksOf(subject.apiName).afterFollowUp?.({ ...ctx, model }, toRecordRow(model, row));
  },
};
