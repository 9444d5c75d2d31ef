import { entityOf, roundTo } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fromStored, storedColumn } from '../../../modules/records/field-storage.ts';
import { loose } from '../../../modules/records/record-model.ts';

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
  },
};
