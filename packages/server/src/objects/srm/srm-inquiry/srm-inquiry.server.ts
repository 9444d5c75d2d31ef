import { AUDIT_STATUS, columnOf, DEMAND_STATUS, entityOf, lineIssueKey, roundTo, translate, type FieldIssue, type RecordRow } from '@crm/domain';
import { nowText } from '../../../db/dialect.ts';
import { HttpError } from '../../../http/http-error.ts';
import { describeChanges, writeChangeLog } from '../../../modules/records/change-log.ts';
import { lineLabels, linesOf, updateLine } from '../../../modules/records/child-records.ts';
import { markTableChanged } from '../../../modules/records/list-totals.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionHandler } from '../../../modules/records/record-actions.ts';
import type { HookContext, RecordHooks } from '../../../modules/records/record-hooks.ts';
import { loadModel, loose, storeOf, type RecordModel } from '../../../modules/records/record-model.ts';
import { toColumns, toRecordRow } from '../../../modules/records/record-rows.ts';
import { addRecordIn, findRowOfTenant, readBack } from '../../../modules/records/record-service.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/** The inquiry's lines field of the suppliers' quotes. */
const QUOTES = 'quotes';

interface Demand {
  model: RecordModel;
  record: RecordRow;
}

/** The requirement an inquiry names, whoever owns it (the inquiry's flow moves it, not its requester). */
async function demandOf(ctx: HookContext, id: unknown): Promise<Demand | undefined> {
  if (typeof id !== 'string' || id === '') return undefined;
  const model = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('srmDemand'));
  const row = await findRowOfTenant(ctx.db, ctx.viewer.tenantId, model.entity, id);
  return row ? { model, record: toRecordRow(model, row) } : undefined;
}

/** A requirement's status as the caller reads it. */
function statusText(ctx: HookContext, { model, record }: Demand): string {
  const option = model.field('status')?.options?.find((o) => o.value === record.status);
  return option ? translate(ctx.lang, option.label) : String(record.status ?? '');
}

/** 422 unless the requirement may still be bought for: neither ordered by another inquiry nor closed. */
function requireOpen(ctx: HookContext, demand: Demand): void {
  const status = String(demand.record.status);
  if (status === DEMAND_STATUS.open || status === DEMAND_STATUS.inquiring) return;
  throw new HttpError(422, 'srmDemandNotOpen', { demand: String(demand.record.title ?? ''), status: statusText(ctx, demand) });
}

/** An inquiry serves only an approved requirement that is still open: nothing is bought before it is approved. */
async function requireServable(ctx: HookContext, demandId: unknown): Promise<void> {
  const demand = await demandOf(ctx, demandId);
  if (!demand) return;
  requireOpen(ctx, demand);
  if (demand.record.auditStatus !== AUDIT_STATUS.reviewed) {
    throw new HttpError(422, 'srmDemandNotApproved', { demand: String(demand.record.title ?? '') });
  }
}

/**
 * Moves the requirement along its purchase (from one of `from` to `to`) in the inquiry's
 * transaction, as the caller, with its change log: the requirement's own edit refuses a status
 * move, since only this flow and its actions make one.
 */
async function moveDemand(ctx: HookContext, demandId: unknown, from: readonly string[], to: string): Promise<void> {
  const demand = await demandOf(ctx, demandId);
  if (!demand || !from.includes(String(demand.record.status))) return;
  const { model, record } = demand;
  const { table } = storeOf(model.entity);
  await loose(ctx.db)
    .updateTable(table)
    .set({ ...toColumns(model, { status: to }), version: record.version + 1, update_by: ctx.viewer.userId, update_time: nowText(ctx.now) })
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', record.id)
    .execute();
  const after = await readBack(ctx.db, model, record.id);
  await writeChangeLog(ctx.db, ctx.viewer, table, record.id, 'edit', await describeChanges(ctx.db, ctx.lang, model, record, after));
  await markTableChanged(ctx.db, ctx.viewer.tenantId, table);
}

/**
 * A supplier quotes each product once (422 on the row repeating one): picking a quote picks the
 * supplier's quotes, and a product twice in them would be bought twice.
 */
function refuseQuotedTwice(ctx: HookContext, rows: unknown): void {
  if (!Array.isArray(rows)) return;
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  rows.forEach((row: unknown, index) => {
    if (row === null || typeof row !== 'object') return;
    const { supplierId, productId } = row as Record<string, unknown>;
    if (typeof supplierId !== 'string' || typeof productId !== 'string') return;
    const key = `${supplierId}/${productId}`;
    if (seen.has(key)) issues.push({ field: lineIssueKey(QUOTES, index, 'productId'), rule: 'uniqueRelation' });
    seen.add(key);
  });
  if (issues.length > 0) throw fieldErrors(ctx.lang, lineLabels(ctx.lang, ctx.model), issues);
}

const inquiryHooks: RecordHooks = {
  async beforeAdd(ctx, values) {
    refuseQuotedTwice(ctx, values[QUOTES]);
    await requireServable(ctx, values.demandId);
  },
  // Asking suppliers about a requirement is inquiring for it.
  async afterAdd(ctx, inquiry) {
    await moveDemand(ctx, inquiry.demandId, [DEMAND_STATUS.open], DEMAND_STATUS.inquiring);
  },
  async beforeEdit(ctx, before, changes) {
    if (QUOTES in changes) refuseQuotedTwice(ctx, changes[QUOTES]);
    if (!('demandId' in changes) || changes.demandId === before.demandId) return;
    await requireServable(ctx, changes.demandId);
    await moveDemand(ctx, changes.demandId, [DEMAND_STATUS.open], DEMAND_STATUS.inquiring);
  },
};

/** The inquiry's quotes as stored, in their order. */
async function quotesOf(ctx: HookContext, inquiry: RecordRow): Promise<RecordRow[]> {
  return (await linesOf(ctx.db, ctx.lang, ctx.model, [inquiry.id])).get(inquiry.id)?.[QUOTES] ?? [];
}

/** Marks the quotes of `picked` picked and the others not, changing only those that differ. */
async function markPicked(ctx: HookContext, inquiry: RecordRow, quotes: readonly RecordRow[], picked: ReadonlySet<RecordRow>): Promise<void> {
  for (const quote of quotes) {
    if ((quote.picked === true) === picked.has(quote)) continue;
    await updateLine(ctx.db, ctx.viewer, ctx.model, inquiry.id, QUOTES, quote.id, { picked: picked.has(quote) });
  }
}

/**
 * Picks a quote of this inquiry (another's is refused), and with it its supplier's offer: their
 * quotes of every product asked. The inquiry records the supplier and what the offer amounts to.
 */
const pick: ActionHandler = async (ctx, inquiry, { values }) => {
  const quotes = await quotesOf(ctx, inquiry);
  const chosen = quotes.find((quote) => quote.id === values.quoteId);
  if (!chosen) throw new HttpError(422, 'srmQuoteNotHere');
  const offer = quotes.filter((quote) => quote.supplierId === chosen.supplierId);
  await markPicked(ctx, inquiry, quotes, new Set(offer));
  const amount = offer.reduce((total, quote) => total + Number(quote.amount ?? 0), 0);
  return { set: { supplierId: chosen.supplierId, pickedAmount: roundTo(amount, 2) } };
};

/** Undoes the pick (its declared sets clear the supplier and the amount). */
const requote: ActionHandler = async (ctx, inquiry) => {
  await markPicked(ctx, inquiry, await quotesOf(ctx, inquiry), new Set());
};

/** The unit of each product, as a new purchase line starts with it. */
async function unitsOf(ctx: HookContext, productIds: readonly string[]): Promise<Map<string, unknown>> {
  const product = entityOf('crmProduct');
  const rows = (await loose(ctx.db)
    .selectFrom(product.table)
    .select(['id', `${columnOf('unit')} as unit`])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', 'in', [...new Set(productIds)])
    .execute()) as { id: string; unit: unknown }[];
  return new Map(rows.map((row) => [row.id, row.unit]));
}

/**
 * The toPurchase action's effect beyond its declared sets (status ordered): the purchase order
 * for the supplier picked, a line per quote picked at its price and quantity, added as the
 * caller (who holds wms:wmsPurchase:add, which the action requires) through every check of a new
 * purchase order, linked here; the requirement it serves, unless closed meanwhile, is ordered.
 */
const toPurchase: ActionHandler = async (ctx, inquiry) => {
  const picked = (await quotesOf(ctx, inquiry)).filter((quote) => quote.picked === true);
  if (picked.length === 0) throw new HttpError(422, 'srmInquiryNotPicked');
  const demand = await demandOf(ctx, inquiry.demandId);
  if (demand) requireOpen(ctx, demand);
  const units = await unitsOf(
    ctx,
    picked.map((quote) => String(quote.productId)),
  );
  const purchaseModel = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('wmsPurchase'));
  const purchase = await addRecordIn(ctx.db, ctx.call, purchaseModel, {
    supplierId: inquiry.supplierId,
    remark: translate(ctx.lang, 'server.srmPurchaseRemark', { inquiryNo: String(inquiry.inquiryNo ?? ''), title: String(inquiry.title ?? '') }),
    details: picked.map((quote) => ({
      productId: quote.productId,
      unit: units.get(String(quote.productId)) ?? null,
      price: quote.price,
      quantity: quote.quantity,
      remark: quote.remark ?? null,
    })),
  });
  await moveDemand(ctx, inquiry.demandId, [DEMAND_STATUS.open, DEMAND_STATUS.inquiring], DEMAND_STATUS.ordered);
  return { set: { purchaseId: purchase.id }, result: { purchaseId: purchase.id } };
};

export const inquiryServer: ObjectServer = { hooks: inquiryHooks, actions: { pick, requote, toPurchase } };
