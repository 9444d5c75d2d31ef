import { CART_MAX_QUANTITY, entityOf, formatDate, type AgentCredit, type Cart, type CartLine } from '@crm/domain';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { submitIn } from '../audit/runs.ts';
import { defaultCurrency, holdCustomerCredit, moneyText, unpaidOfOrdersCents } from '../credit/credit-limit.ts';
import { storedColumn } from '../records/field-storage.ts';
import { loadModel, loose, type Db } from '../records/record-model.ts';
import { addRecordIn, type RecordCall } from '../records/record-service.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { submitterCall, type ServedPartner } from './partner.ts';
import { productsInShop } from './shop.ts';

/**
 * A partner account's cart and the order it becomes (issue 19, AGENT_API.cart, cartSet,
 * placeOrder): what each account put in its cart is kept on the server, and placing the order
 * makes it the vendor's order, owned by the partner's account manager, for the customer the
 * partner is, at the partner's prices, submitted for approval like any other (as the account
 * manager's: their department head approves it, as the orders they write); within the credit
 * the partner's unpaid orders leave it, checked with the customer's credit held, so two orders
 * placed at once cannot both spend the same room.
 */

/** What the partner may still order on credit (AgentCredit). */
export async function agentCredit(db: Db, partner: ServedPartner): Promise<AgentCredit> {
  const [unpaid, currency] = await Promise.all([
    partner.customerId ? unpaidOfOrdersCents(db, partner.tenantId, partner.customerId) : Promise.resolve(0),
    defaultCurrency(db, partner.tenantId),
  ]);
  const limit = partner.creditLimit === null ? null : Math.round(partner.creditLimit * 100);
  return {
    limit: limit === null ? null : limit / 100,
    unpaid: unpaid / 100,
    available: limit === null ? null : (limit - unpaid) / 100,
    termDays: partner.creditTermDays,
    currency,
  };
}

/** The quantities in an account's cart, by product id, in the order they were added. */
export async function cartQuantities(db: Kysely<Database>, tenantId: string, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('agent_cart_items')
    .select(['product_id', 'quantity'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

const cents = (amount: number) => Math.round(amount * 100);

/** The account's cart: each line at the partner's price, those no longer in the shop marked so and left out of the total. */
export async function cartOf(call: RecordCall, partner: ServedPartner, userId: string): Promise<Cart> {
  const quantities = await cartQuantities(call.db, partner.tenantId, userId);
  const products = await productsInShop(call, partner, [...quantities.keys()]);
  const names = await productNames(
    call.db,
    partner.tenantId,
    [...quantities.keys()].filter((id) => !products.has(id)),
  );
  const lines: CartLine[] = [...quantities].map(([productId, quantity]) => {
    const product = products.get(productId);
    const price = product?.price ?? 0;
    return {
      productId,
      name: product?.name ?? names.get(productId) ?? '',
      code: product?.code ?? null,
      unit_dictText: product?.unit_dictText ?? null,
      image: product?.image ?? null,
      price,
      quantity,
      amount: cents(price * quantity) / 100,
      stock: product?.stock ?? null,
      orderable: product !== undefined,
    };
  });
  const total = lines.filter((line) => line.orderable).reduce((sum, line) => sum + cents(line.amount), 0) / 100;
  return { lines, total, currency: (await defaultCurrency(call.db, partner.tenantId)).code, credit: await agentCredit(call.db, partner) };
}

/** Names of products gone from the shop (a cart line keeps saying what it was). */
async function productNames(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await loose(db)
    .selectFrom(entityOf('crmProduct').table)
    .select(['id', storedColumn('name')])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [String(row.id), String(row[storedColumn('name')] ?? '')]));
}

/** Puts a quantity of a product in the account's cart (0 takes it out); a product not in the shop is refused. */
export async function setCartLine(call: RecordCall, partner: ServedPartner, userId: string, productId: string, quantity: number): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > CART_MAX_QUANTITY) {
    throw new HttpError(422, 'agentCartQuantity', { max: CART_MAX_QUANTITY });
  }
  const mine = (db: Kysely<Database>) =>
    db.deleteFrom('agent_cart_items').where('tenant_id', '=', partner.tenantId).where('user_id', '=', userId).where('product_id', '=', productId);
  if (quantity === 0) {
    await mine(call.db).execute();
    return;
  }
  if (!(await productsInShop(call, partner, [productId])).has(productId)) throw new HttpError(422, 'agentProductNotInShop');
  await call.db
    .insertInto('agent_cart_items')
    .values({ user_id: userId, tenant_id: partner.tenantId, product_id: productId, quantity, added_at: nowText() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ quantity }))
    .execute();
}

/**
 * Places the account's cart as an order: its orderable lines at the partner's prices, for the
 * partner's customer, owned by its account manager, submitted for approval; the cart is emptied
 * of what was ordered. Refused (nothing written) when nothing in it can be ordered, or past the
 * partner's available credit.
 */
export async function placeOrder(call: RecordCall, partner: ServedPartner, userId: string, remark: string | null): Promise<{ id: string; orderNo: string }> {
  if (!partner.customerId) throw new HttpError(422, 'agentNotLinked');
  const customerId = partner.customerId;
  const order = entityOf('crmOrder');
  const model = await loadModel(call.db, partner.tenantId, order);
  const today = formatDate(new Date(), await timeZoneOf(call.db, call.viewer));
  return call.db.transaction().execute(async (trx) => {
    const inTrx: RecordCall = { ...call, db: trx };
    await holdCustomerCredit(trx, partner.tenantId, customerId);
    const quantities = await cartQuantities(trx, partner.tenantId, userId);
    const products = await productsInShop(inTrx, partner, [...quantities.keys()]);
    const lines = [...quantities].filter(([productId]) => products.has(productId));
    if (lines.length === 0) throw new HttpError(422, 'agentCartEmpty');
    const total = lines.reduce((sum, [productId, quantity]) => sum + cents(products.get(productId)!.price * quantity), 0);
    if (partner.creditLimit !== null) {
      const available = cents(partner.creditLimit) - (await unpaidOfOrdersCents(trx, partner.tenantId, customerId));
      if (total > available) {
        const currency = await defaultCurrency(trx, partner.tenantId);
        throw new HttpError(422, 'agentCreditExceeded', { total: moneyText(total, currency), available: moneyText(Math.max(0, available), currency) });
      }
    }
    const details = lines.map(([productId, quantity]) => {
      const product = products.get(productId)!;
      return { productId, quantity, price: product.price, unit: product.unit, discount: 100 };
    });
    const record = await addRecordIn(
      trx,
      inTrx,
      model,
      { orderDate: today, customerId, details, discount: 100, remark: remark || null },
      { ownerId: partner.ownerId ?? undefined },
    );
    await submitIn(trx, { ...submitterCall(inTrx, partner), db: trx }, { apiName: order.apiName, id: String(record.id) });
    await trx
      .deleteFrom('agent_cart_items')
      .where('tenant_id', '=', partner.tenantId)
      .where('user_id', '=', userId)
      .where(
        'product_id',
        'in',
        lines.map(([productId]) => productId),
      )
      .execute();
    return { id: String(record.id), orderNo: String(record.orderNo ?? '') };
  });
}
