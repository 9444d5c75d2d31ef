import { ENTER_TYPE, entityOf, formatDate, OUTER_TYPE, SAMPLE_STATUS, translate, type RecordRow } from '@crm/domain';
import { HttpError } from '../../../http/http-error.ts';
import { submitIn } from '../../../modules/audit/runs.ts';
import { linesOf } from '../../../modules/records/child-records.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionContext, ActionHandler } from '../../../modules/records/record-actions.ts';
import { loadModel } from '../../../modules/records/record-model.ts';
import { addRecordIn } from '../../../modules/records/record-service.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';

/** What a stock movement takes of a sample's line (the movement has no price for a sample: nothing is sold or bought). */
const CARRIED = ['productId', 'unit', 'quantity', 'remark'] as const;

/**
 * Moves a sample's goods through the engine: a stock movement (`wmsOuter` out of its warehouse,
 * `wmsEnter` back into it) with the sample's lines, added as the caller (who holds its add, which
 * the action requires) through the same checks as any, and submitted for approval in the
 * action's transaction. Without an approval flow for that object the submission approves it at
 * once, so the stock moves now, or the whole action is refused with the engine's message (not
 * enough stock, a closed warehouse) and nothing changes. Where the tenant has a flow for it, the
 * movement waits for its approvers and the stock moves when they approve it; the sample is
 * delivered or returned meanwhile, and its movement, linked here, shows where that stands.
 */
async function moveGoods(ctx: ActionContext, sample: RecordRow, apiName: 'wmsOuter' | 'wmsEnter', values: Record<string, unknown>): Promise<RecordRow> {
  const sampleModel = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf('wmsSample'));
  const lines = (await linesOf(ctx.db, ctx.lang, sampleModel, [sample.id])).get(sample.id)!.details ?? [];
  const model = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf(apiName));
  const movement = await addRecordIn(ctx.db, ctx.call, model, {
    ...values,
    warehouseId: sample.warehouseId,
    details: lines.map((line) => Object.fromEntries(CARRIED.map((name) => [name, line[name] ?? null]))),
  });
  await submitIn(ctx.db, ctx.call, { apiName, id: movement.id });
  return movement;
}

/** The day of an instant the user gave, on the user's own calendar: the movement's date. */
async function dayOf(ctx: ActionContext, instant: unknown): Promise<string> {
  return formatDate(typeof instant === 'string' ? instant : ctx.now, await timeZoneOf(ctx.db, ctx.viewer));
}

/** The sample deliver form: its goods go out of its warehouse by a stock-out of its own (type other). */
const deliver: ActionHandler = async (ctx, sample, input) => {
  const outer = await moveGoods(ctx, sample, 'wmsOuter', {
    type: OUTER_TYPE.other,
    outDate: await dayOf(ctx, input.values.deliverTime),
    customerId: sample.customerId,
    remark: translate(ctx.lang, 'server.sampleOuterRemark', { sample: String(sample.sampleNo ?? '') }),
  });
  return { set: { outerId: outer.id } };
};

/** Back from the customer: what went out comes back into the same warehouse by a stock-in (type other). */
const returnBack: ActionHandler = async (ctx, sample, input) => {
  const enter = await moveGoods(ctx, sample, 'wmsEnter', {
    type: ENTER_TYPE.other,
    enterDate: await dayOf(ctx, input.values.returnTime),
    remark: translate(ctx.lang, 'server.sampleEnterRemark', { sample: String(sample.sampleNo ?? '') }),
  });
  return { set: { enterId: enter.id } };
};

/** Samples: their goods move by the stock movements their actions make; one out with the customer stays on record. */
export const sampleServer: ObjectServer = {
  hooks: {
    async beforeDelete(_ctx, record) {
      if (record.status === SAMPLE_STATUS.delivered) throw new HttpError(422, 'sampleOutNoDelete');
    },
  },
  actions: { deliver, returnBack },
};
