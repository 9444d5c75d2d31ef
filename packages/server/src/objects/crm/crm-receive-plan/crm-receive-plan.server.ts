import { entityOf, roundTo, type RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fromStored, storedColumn } from '../../../modules/records/field-storage.ts';
import { loose } from '../../../modules/records/record-model.ts';
import type { WriteContext } from '../../../modules/records/record-hooks.ts';
import { keepRecordReminder, REMIND_TYPE } from '../../../modules/reminders/record-todos.ts';

const DAY_MS = 86_400_000;

/**
 * The plan's reminder (spec section 3 "reminder days ahead"; issue 12: "a reminder becomes a to-do
 * and a message"): a to-do of its owner, due at 9:00 China time `remindDays` before the planned
 * date, which the due-reminders job turns into a message; done once the plan is received in full.
 * Its title is a key and variables, read in the reader's language.
 */
async function keepReminder(ctx: WriteContext, plan: RecordRow, deleted = false): Promise<void> {
  const owner = typeof plan.ownerId === 'string' ? plan.ownerId : null;
  const planned = typeof plan.planDate === 'string' ? Date.parse(`${plan.planDate}T01:00:00.000Z`) : Number.NaN;
  const outstanding = Number(plan.amount ?? 0) - Number(plan.receivedAmount ?? 0);
  await keepRecordReminder(ctx.db, REMIND_TYPE.receivePlan, {
    tenantId: ctx.tenantId,
    objectName: 'crmReceivePlan',
    recordId: plan.id,
    userId: owner,
    title: {
      key: 'server.receivePlanReminder',
      vars: { plan: String(plan.planNo ?? ''), amount: outstanding.toFixed(2), date: String(plan.planDate ?? '') },
    },
    dueTime: Number.isNaN(planned) ? '' : new Date(planned - Number(plan.remindDays ?? 0) * DAY_MS).toISOString(),
    open: !deleted && outstanding > 0 && !Number.isNaN(planned),
  });
}

/** The plan's share of its order's amount, in percent (spec section 3 "planned ratio"); null without an order amount. */
async function ratioOf(ctx: HookContext, orderId: unknown, amount: unknown): Promise<number | null> {
  if (typeof orderId !== 'string' || typeof amount !== 'number') return null;
  const order = entityOf('crmOrder');
  const row = (await loose(ctx.db)
    .selectFrom(order.table)
    .select(storedColumn('amount'))
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  const total = row
    ? fromStored(
        order.fields.find((f) => f.name === 'amount')!,
        row[storedColumn('amount')],
      )
    : null;
  return typeof total === 'number' && total > 0 ? roundTo((amount / total) * 100, 2) : null;
}

/** Receipt plans: their ratio of the order, kept by the server whenever the amount or the order changes. */
export const receivePlanServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      values.ratio = await ratioOf(ctx, values.orderId, values.amount);
    },
    async beforeEdit(ctx, before, changes) {
      if (!('orderId' in changes) && !('amount' in changes)) return;
      changes.ratio = await ratioOf(ctx, changes.orderId ?? before.orderId, changes.amount ?? before.amount);
    },
    afterWrite: (ctx, plan) => keepReminder(ctx, plan),
    async beforeDelete(ctx, plan) {
      await keepReminder({ db: ctx.db, tenantId: ctx.viewer.tenantId, now: ctx.now }, plan, true);
    },
  },
};
