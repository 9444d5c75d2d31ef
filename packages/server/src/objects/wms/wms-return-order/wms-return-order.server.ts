import { entityOf, RETURN_TYPE, type RecordRow } from '@crm/domain';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';

/**
 * A return on an order is with that order's party: a customer's return on a sales order is that
 * order's customer's (it counts on the order's returned amount), a return to a supplier on a
 * purchase order is to that order's supplier, whatever the client sends beside it (the order was
 * checked like any relation, in the caller's tenant and scope).
 */
async function followOrder(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const type = 'type' in values ? values.type : before?.type;
  const [via, party, object] =
    type === RETURN_TYPE.customer ? ['orderId', 'customerId', 'crmOrder'] : type === RETURN_TYPE.supplier ? ['purchaseId', 'supplierId', 'wmsPurchase'] : [];
  if (!via || !party || !object) return;
  if (!(via in values) && !(party in values) && !('type' in values)) return;
  const orderId = via in values ? values[via] : before?.[via];
  if (typeof orderId !== 'string' || orderId === '') return;
  const order = (await loose(ctx.db)
    .selectFrom(entityOf(object).table)
    .select(storedColumn(party))
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst()) as Record<string, string | null> | undefined;
  const partyId = order?.[storedColumn(party)];
  if (partyId) values[party] = partyId;
}

/** Return orders: their stock moves are the engine's (StockMoveDef), their parties their orders'. */
export const returnOrderServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await followOrder(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await followOrder(ctx, before, changes);
    },
  },
};
