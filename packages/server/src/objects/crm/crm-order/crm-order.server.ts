import { columnOf, entityOf, formatDate, OUTER_TYPE, RECORD_API, type AvailableCredit, type RecordRow } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { forbidden, HttpError } from '../../../http/http-error.ts';
import { requiredTextQuery } from '../../../http/query-schemas.ts';
import { submitIn } from '../../../modules/audit/runs.ts';
import { linesOf, prepareLines } from '../../../modules/records/child-records.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionHandler } from '../../../modules/records/record-actions.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { applyCurrencies } from '../../../modules/records/record-currency.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { addRecordIn, holdsPermission, requireVisibleRow } from '../../../modules/records/record-service.ts';
import { applyFormulas, timeZoneOf } from '../../../modules/records/record-validation.ts';
import {
  availableCredit,
  creditTotalCents,
  defaultCurrency,
  holdCustomerCredit,
  moneyText,
  unpaidCents,
  unpaidOfOrdersCents,
} from '../../../modules/credit/credit-limit.ts';

/**
 * The order as a write leaves it, for what it will owe: its lines' total, its amount and its rate
 * computed as the engine will compute them after the hooks (record-service.ts), on a copy of the
 * write's values; the write itself is untouched. Lines are checked as the write checks them, so a
 * bad row is refused here with the same answer.
 */
async function orderAfterWrite(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const probe: Record<string, unknown> = { ...values };
  await prepareLines(ctx.db, ctx.viewer, ctx.lang, ctx.model, probe);
  applyFormulas(ctx.model, probe, before ?? {});
  await applyCurrencies(ctx.db, ctx.model, probe, before ?? {});
  return { ...(before ?? { receivedAmount: 0 }), ...probe };
}

/**
 * The credit rule on an order's add and edit (crmCredit): when the order's customer has counting
 * credit lines and the write adds to what the customer owes, what it owes on its other orders and
 * on this one may not exceed them; the refusal (422) names the credit available and what the
 * order needs, in the caller's language. A write that adds nothing (a remark, a lower amount, a
 * cancellation) is never refused, even for a customer already over its credit.
 */
async function checkCredit(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const customerId = String(values.customerId ?? before?.customerId ?? '');
  if (!customerId) return;
  const { tenantId } = ctx.viewer;
  const today = formatDate(ctx.now, await timeZoneOf(ctx.db, ctx.viewer));
  if ((await creditTotalCents(ctx.db, tenantId, customerId, today)) === null) return;
  const needed = unpaidCents(await orderAfterWrite(ctx, before, values));
  const held = before && before.customerId === customerId ? unpaidCents(before) : 0;
  if (needed <= held) return;
  await holdCustomerCredit(ctx.db, tenantId, customerId);
  const credit = await creditTotalCents(ctx.db, tenantId, customerId, today);
  if (credit === null) return;
  const available = credit - (await unpaidOfOrdersCents(ctx.db, tenantId, customerId, before?.id));
  if (needed <= available) return;
  const currency = await defaultCurrency(ctx.db, tenantId);
  throw new HttpError(422, 'orderOverCredit', { available: moneyText(available, currency), needed: moneyText(needed, currency) });
}

/**
 * `GET /crm/crmOrder/availableCredit?customerId=`: the customer's available credit today
 * (AvailableCredit), for anyone who sees the customer and reads credit lines or adds orders.
 */
async function orderRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(RECORD_API.availableCredit, { schema: requiredTextQuery('customerId') }, async (request) => {
    const call = await recordCall(app, request);
    const allowed = (await holdsPermission(call, entityOf('crmCredit'), 'view')) || (await holdsPermission(call, entityOf('crmOrder'), 'add'));
    if (!allowed) throw forbidden();
    const customer = await requireVisibleRow(app.db, call.viewer, entityOf('crmCustomer'), request.query.customerId);
    const today = formatDate(new Date(), await timeZoneOf(app.db, call.viewer));
    const answer: AvailableCredit = await availableCredit(app.db, call.viewer.tenantId, customer.id, today);
    return ok(request.lang, answer);
  });
}

/** What a delivered line takes out of stock: the order line's product, unit, price and quantity. */
const ISSUED = ['productId', 'unit', 'price', 'quantity'] as const;

/**
 * The deliver action's effect beyond its sets (crmOrderDeliverForm, issue 18): the order's lines
 * of products whose stock is kept leave the warehouse chosen by a stock-out, made through the
 * engine as the caller and submitted for approval in the action's transaction. With no approval
 * flow for stock-outs it is approved at once and the stock goes down, or the delivery is refused
 * whole with the engine's message where there is not enough; with a flow, the stock goes down
 * once the warehouse's approver agrees. An order of nothing kept in stock (licences, services)
 * needs no warehouse and makes no stock-out.
 */
const deliver: ActionHandler = async (ctx, order, input) => {
  const { tenantId } = ctx.viewer;
  const lines = (await linesOf(ctx.db, ctx.lang, ctx.model, [order.id])).get(order.id)?.details ?? [];
  const products = [...new Set(lines.map((line) => String(line.productId)))];
  const kept =
    products.length === 0
      ? new Set<string>()
      : new Set(
          (
            await loose(ctx.db)
              .selectFrom(entityOf('crmProduct').table)
              .select('id')
              .where('tenant_id', '=', tenantId)
              .where('id', 'in', products)
              .where(columnOf('inventoryEnabled'), '=', 1)
              .execute()
          ).map((row) => String(row.id)),
        );
  const issued = lines.filter((line) => kept.has(String(line.productId)));
  if (issued.length === 0) return;
  const { warehouseId, deliverTime, deliverRemark } = input.values;
  if (typeof warehouseId !== 'string' || !warehouseId) throw new HttpError(422, 'deliverNeedsWarehouse');
  const outerModel = await loadModel(ctx.db, tenantId, entityOf('wmsOuter'));
  const deliveredOn = formatDate(new Date(String(deliverTime ?? ctx.now.toISOString())), await timeZoneOf(ctx.db, ctx.viewer));
  const outer = await addRecordIn(ctx.db, ctx.call, outerModel, {
    type: OUTER_TYPE.sales,
    outDate: deliveredOn,
    orderId: order.id,
    customerId: order.customerId,
    warehouseId,
    remark: deliverRemark ?? null,
    details: issued.map((line) => Object.fromEntries(ISSUED.map((name) => [name, line[name] ?? null]))),
  });
  await submitIn(ctx.db, ctx.call, { apiName: 'wmsOuter', id: outer.id });
  return { result: { outerId: outer.id } };
};

/** Orders: the credit rule on every add and edit (a quote's toOrder and an order change included), and the customer's available credit. */
export const orderServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await checkCredit(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await checkCredit(ctx, before, changes);
    },
  },
  actions: { deliver },
  routes: orderRoutes,
};
