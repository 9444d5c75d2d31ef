import { entityOf, type RecordRow } from '@crm/domain';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';

/**
 * A refund against a receipt (issue 13: against an order or a receipt) is against that receipt's
 * order and customer: whatever the client sends beside it, they are the receipt's (the receipt was
 * checked like any relation, in the caller's tenant).
 */
async function followReceipt(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const receiveId = 'receiveId' in values ? values.receiveId : before?.receiveId;
  if (typeof receiveId !== 'string' || receiveId === '') return;
  if (!('receiveId' in values) && !('orderId' in values) && !('customerId' in values)) return;
  const receipt = (await loose(ctx.db)
    .selectFrom(entityOf('crmReceive').table)
    .select([storedColumn('orderId'), storedColumn('customerId')])
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', receiveId)
    .executeTakeFirst()) as Record<string, string | null> | undefined;
  if (!receipt) return;
  const orderId = receipt[storedColumn('orderId')];
  if (orderId) values.orderId = orderId;
  values.customerId = receipt[storedColumn('customerId')];
}

export const refundServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await followReceipt(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await followReceipt(ctx, before, changes);
    },
  },
};
