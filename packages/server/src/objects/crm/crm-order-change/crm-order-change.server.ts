import { entityOf, type RecordRow } from '@crm/domain';
import { forbidden, HttpError } from '../../../http/http-error.ts';
import { linesOf } from '../../../modules/records/child-records.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { toRecordRow } from '../../../modules/records/record-rows.ts';
import { editRecordIn, findRowOfTenant, holdsPermission, requireWritableRow, type RecordCall } from '../../../modules/records/record-service.ts';

/** Only an executed order changes (crmOrder's status flow). */
const EXECUTING = '1';

/** The line values an order takes from a change's line (the order computes its own amounts). */
const CARRIED = ['productId', 'unit', 'price', 'quantity', 'discount', 'remark'] as const;

const callOf = (ctx: HookContext): RecordCall => ({ db: ctx.db, viewer: ctx.viewer, lang: ctx.lang });

/** The order a change is about, as the caller may change it: in their scope, writable, not locked, executed, and theirs to edit. */
async function orderToChange(ctx: HookContext, orderId: unknown): Promise<RecordRow> {
  const order = entityOf('crmOrder');
  if (!(await holdsPermission(callOf(ctx), order, 'edit'))) throw forbidden();
  const row = await requireWritableRow(ctx.db, ctx.viewer, order, String(orderId ?? ''));
  const record = toRecordRow(await loadModel(ctx.db, ctx.viewer.tenantId, order), row);
  if (record.status !== EXECUTING) throw new HttpError(422, 'orderChangeClosed');
  return record;
}

/** The order an approved change applies to: still executed (it may have been completed or cancelled while the change waited). */
async function orderToApply(ctx: HookContext, orderId: unknown): Promise<RecordRow> {
  const model = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmOrder'));
  const row = await findRowOfTenant(ctx.db, ctx.viewer.tenantId, model.entity, String(orderId ?? ''));
  if (!row) throw new HttpError(422, 'orderChangeClosed');
  const record = toRecordRow(model, row);
  if (record.status !== EXECUTING) throw new HttpError(422, 'orderChangeClosed');
  return record;
}

export const orderChangeServer: ObjectServer = {
  hooks: {
    // The change is the order's next version, in its currency, starting from what it was.
    async beforeAdd(ctx, values) {
      const order = await orderToChange(ctx, values.orderId);
      const change = entityOf('crmOrderChange');
      const made = await loose(ctx.db)
        .selectFrom(change.table)
        .select((eb: any) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', ctx.viewer.tenantId)
        .where(storedColumn('orderId'), '=', order.id)
        .executeTakeFirst();
      values.orderVersion = Number((made as { n?: unknown } | undefined)?.n ?? 0) + 2;
      values.amountBefore = order.amount;
      values.customerId = order.customerId;
      values.currency = order.currency;
    },
    // Approved: its lines and discount become the order's, through every check of an order's edit
    // but the approver's own rights on the order (the approval is the authority) and the lock of a
    // reviewed order's amounts (which is what a change is for).
    async afterReviewed(ctx, change) {
      const order = await orderToApply(ctx, change.orderId);
      const model = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmOrderChange'));
      const lines = (await linesOf(ctx.db, ctx.lang, model, [change.id])).get(change.id)!.details ?? [];
      await editRecordIn(
        ctx.db,
        callOf(ctx),
        await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('crmOrder')),
        {
          id: order.id,
          version: order.version,
          discount: change.discount,
          details: lines.map((line) => Object.fromEntries(CARRIED.map((name) => [name, line[name] ?? null]))),
        },
        { approved: true },
      );
    },
  },
};
