import { AUDIT_STATUS, columnOf, PURCHASE_RECEIPT } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { WriteContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';

/** The tables this object's receipt rule reads: literals, as an object folder names no other object's. */
const PURCHASE = 'wms_purchase';
const PURCHASE_LINES = 'wms_purchase_detail';
const ENTER = 'wms_enter';
const ENTER_LINES = 'wms_enter_detail';

/**
 * How much of a purchase order has come into stock: what its approved (reviewed) stock-ins
 * received of each product against what it bought, none, some or all; kept on the order in the
 * transaction of every write of a stock-in naming it (its approval, its voiding).
 */
async function keepReceiptStatus(ctx: WriteContext, purchaseId: string): Promise<void> {
  const db = loose(ctx.db);
  const [product, quantity] = [columnOf('productId'), columnOf('quantity')];
  const bought = await db
    .selectFrom(PURCHASE_LINES)
    .select([product, (eb) => eb.fn.sum<number>(quantity).as('quantity')])
    .where('tenant_id', '=', ctx.tenantId)
    .where(columnOf('purchaseId'), '=', purchaseId)
    .groupBy(product)
    .execute();
  const received = await db
    .selectFrom(`${ENTER_LINES} as l`)
    .innerJoin(`${ENTER} as e`, (join) => join.onRef('e.id', '=', `l.${columnOf('enterId')}`).onRef('e.tenant_id', '=', 'l.tenant_id'))
    .select([`l.${product} as product`, (eb) => eb.fn.sum<number>(`l.${quantity}`).as('quantity')])
    .where('l.tenant_id', '=', ctx.tenantId)
    .where(`e.${columnOf('purchaseId')}`, '=', purchaseId)
    .where('e.audit_status', '=', AUDIT_STATUS.reviewed)
    .groupBy(`l.${product}`)
    .execute();
  const got = new Map(received.map((row) => [String(row.product), Number(row.quantity)]));
  const status =
    got.size === 0
      ? PURCHASE_RECEIPT.none
      : bought.every((line) => (got.get(String(line[product])) ?? 0) >= Number(line.quantity))
        ? PURCHASE_RECEIPT.all
        : PURCHASE_RECEIPT.partly;
  await db
    .updateTable(PURCHASE)
    .set({ [columnOf('receiptStatus')]: status })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', purchaseId)
    .where(columnOf('receiptStatus'), 'is distinct from', status)
    .execute();
}

/** Stock-ins: their stock moves are the engine's (StockMoveDef); what they received counts on their purchase order. */
export const enterServer: ObjectServer = {
  hooks: {
    async afterWrite(ctx, record) {
      if (typeof record.purchaseId === 'string' && record.purchaseId) await keepReceiptStatus(ctx, record.purchaseId);
    },
  },
};
