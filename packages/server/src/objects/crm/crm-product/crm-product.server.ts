import { entityOf } from '@crm/domain';
import { fromStored, storedColumn } from '../../../modules/records/field-storage.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { RecordHooks } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { selectVisible } from '../../../modules/records/record-visibility.ts';

/** A price list in use (crmPrice status '1'). */
const ENABLED = '1';

/**
 * Products picked as a quote's or an order's lines start at the price of the customer's price
 * list (the customer's `priceId`, spec section 1 "price lists: a list chosen per customer"), and
 * at their standard price where the list has none or the customer has no list. The customer must
 * be one the caller sees: a customer id in the context is checked like any other id.
 */
const productHooks: RecordHooks = {
  async draftLines(ctx, context, lines) {
    const customerId = typeof context.customerId === 'string' ? context.customerId : '';
    if (!customerId || lines.length === 0) return;
    const customer = (await selectVisible(ctx.db, ctx.viewer, entityOf('crmCustomer')).select('price_id').where('id', '=', customerId).executeTakeFirst()) as
      { price_id: string | null } | undefined;
    if (!customer?.price_id) return;
    const priceList = entityOf('crmPrice');
    const rows = priceList.fields.find((f) => f.name === 'details')!.lines!.object;
    const price = rows.fields.find((f) => f.name === 'price')!;
    const prices = (await loose(ctx.db)
      .selectFrom(`${rows.table} as line`)
      .innerJoin(`${priceList.table} as list`, 'list.id', 'line.price_id')
      .select(['line.product_id as productId', `line.${storedColumn('price')} as price`])
      .where('list.tenant_id', '=', ctx.viewer.tenantId)
      .where('line.tenant_id', '=', ctx.viewer.tenantId)
      .where('list.id', '=', customer.price_id)
      .where('list.status', '=', ENABLED)
      .where(
        'line.product_id',
        'in',
        lines.map((line) => String(line.productId)),
      )
      .execute()) as { productId: string; price: unknown }[];
    const byProduct = new Map(prices.map((row) => [row.productId, fromStored(price, row.price)]));
    for (const line of lines) {
      const listed = byProduct.get(String(line.productId));
      if (typeof listed === 'number') line.price = listed;
    }
  },
};

export const productServer: ObjectServer = { hooks: productHooks };
