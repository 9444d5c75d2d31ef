import { entityOf } from '@crm/domain';
import { nowText } from '../../db/dialect.ts';
import { writeChangeLog } from '../../modules/records/change-log.ts';
import type { RecordHooks } from '../../modules/records/record-hooks.ts';
import { loose } from '../../modules/records/record-model.ts';
import { fieldErrors } from '../../modules/records/record-validation.ts';
import { statusValue } from '../../modules/records/status-value.ts';

const lead = () => entityOf('crmClue');

/** Leads: converted only through the conversion action; the first follow-up starts the work on them. */
export const leadHooks: RecordHooks = {
  async beforeEdit(ctx, before, changes) {
    const converted = statusValue(lead(), 'Converted');
    const field = lead().status!.field;
    if (field in changes && changes[field] === converted && before[field] !== converted) {
      throw fieldErrors(ctx.lang, ctx.model, [
        { field, rule: 'statusTransition', vars: { from: String(before[`${field}_dictText`] ?? before[field] ?? ''), to: String(converted) } },
      ]);
    }
  },

  async afterFollowUp(ctx, subject) {
    const field = lead().status!.field;
    const waiting = statusValue(lead(), 'Waiting');
    const following = statusValue(lead(), 'Following');
    if (subject[field] !== waiting) return;
    await loose(ctx.db)
      .updateTable(lead().table)
      .set({ [field]: following, version: subject.version + 1, update_time: nowText(ctx.now) })
      .where('tenant_id', '=', ctx.viewer.tenantId)
      .where('id', '=', subject.id)
      .execute();
    await writeChangeLog(ctx.db, ctx.viewer, lead().table, subject.id, 'edit', [
      { field, label: lead().fields.find((f) => f.name === field)!.label, from: waiting, to: following },
    ]);
  },
};
