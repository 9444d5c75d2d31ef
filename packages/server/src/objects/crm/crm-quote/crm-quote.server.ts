import { entityOf, type RecordRow } from '@crm/domain';
import { linesOf } from '../../../modules/records/child-records.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionHandler } from '../../../modules/records/record-actions.ts';
import type { RecordHooks } from '../../../modules/records/record-hooks.ts';
import { loadModel } from '../../../modules/records/record-model.ts';
import { addRecordIn } from '../../../modules/records/record-service.ts';

const DAY_MS = 86_400_000;

/** The last day a quote holds: its date plus the days it is valid; none without both. */
function deadlineOf(quoteDate: unknown, validDays: unknown): string | null {
  if (typeof quoteDate !== 'string' || typeof validDays !== 'number') return null;
  return new Date(Date.parse(`${quoteDate}T00:00:00Z`) + validDays * DAY_MS).toISOString().slice(0, 10);
}

const quoteHooks: RecordHooks = {
  async beforeAdd(_ctx, values) {
    values.deadline = deadlineOf(values.quoteDate, values.validDays);
  },
  async beforeEdit(_ctx, before, changes) {
    if (!('quoteDate' in changes) && !('validDays' in changes)) return;
    changes.deadline = deadlineOf('quoteDate' in changes ? changes.quoteDate : before.quoteDate, 'validDays' in changes ? changes.validDays : before.validDays);
  },
};

/** The line values an order takes from a quote's line (the order computes its own amounts). */
const CARRIED = ['productId', 'unit', 'price', 'quantity', 'discount', 'remark'] as const;

/**
 * The toOrder action's effect beyond its declared sets (status ordered): the order, for the
 * quote's customer and contact, with the quote's lines, added as the caller (who holds
 * crm:crmOrder:add, which the action requires) through the same checks as any new order, and
 * linked both ways.
 */
const toOrder: ActionHandler = async (ctx, quote) => {
  const quoteModel = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmQuote'));
  const orderModel = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmOrder'));
  const lines = (await linesOf(ctx.db, ctx.lang, quoteModel, [quote.id])).get(quote.id)!.details ?? [];
  const order: RecordRow = await addRecordIn(
    ctx.db,
    ctx.call,
    orderModel,
    {
      customerId: quote.customerId,
      contacterId: quote.contacterId,
      // In the quote's currency, at the rate of the order's own date.
      currency: quote.currency,
      remark: quote.remark,
      details: lines.map((line) => Object.fromEntries(CARRIED.map((name) => [name, line[name] ?? null]))),
    },
    { preset: { quoteId: quote.id } },
  );
  return { set: { orderId: order.id }, result: { orderId: order.id } };
};

export const quoteServer: ObjectServer = { hooks: quoteHooks, actions: { toOrder } };
