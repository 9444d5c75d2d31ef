import { AUDIT_STATUS, CREDIT_STATUS, entityOf, fieldOf, type AvailableCredit } from '@crm/domain';
import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { fromStored, storedColumn } from '../records/field-storage.ts';
import { loose, type Db } from '../records/record-model.ts';

/**
 * What customers owe and may owe, for the rules that refuse an order past it: the orders' own
 * (crmCredit lines, src/objects/crm/crm-order) and a channel partner's credit limit in its shop
 * (modules/agent).
 *
 * The credit rule (crmCredit): a customer's counting credit lines (approved, in force, valid on
 * the day) add up to what it may owe on its orders; what it owes is, over its orders that are
 * neither cancelled nor voided, each order's amount less what was received on it (never below
 * nothing), in the tenant's default currency at each order's own rate. A customer without a
 * counting line has no limit. Amounts are counted in cents, as stored, so no sum drifts.
 */

/** crmOrder's cancelled status: a cancelled order is owed nothing. */
const ORDER_CANCELLED = '3';

/** What one order (as stored, or as it is about to be) leaves unpaid, in cents of the default currency. */
export function unpaidCents(order: Readonly<Record<string, unknown>>): number {
  if (order.status === ORDER_CANCELLED || order.auditStatus === AUDIT_STATUS.voided) return 0;
  const owed = Math.round(Number(order.amount ?? 0) * 100) - Math.round(Number(order.receivedAmount ?? 0) * 100);
  const rate = order.exchangeRate === null || order.exchangeRate === undefined ? 1 : Number(order.exchangeRate);
  return Number.isFinite(owed) && Number.isFinite(rate) ? Math.max(0, Math.round(owed * rate)) : 0;
}

/** The customer's counting credit lines on `day` (YYYY-MM-DD) added up, in cents; null when it has none. */
export async function creditTotalCents(db: Db, tenantId: string, customerId: string, day: string): Promise<number | null> {
  const rows = await loose(db)
    .selectFrom(entityOf('crmCredit').table)
    .select(storedColumn('creditAmount'))
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('customerId'), '=', customerId)
    .where('audit_status', '=', AUDIT_STATUS.reviewed)
    .where(storedColumn('status'), '=', CREDIT_STATUS.inForce)
    .where(storedColumn('validFrom'), '<=', day)
    .where((eb) => eb.or([eb(storedColumn('validTo'), 'is', null), eb(storedColumn('validTo'), '>=', day)]))
    .execute();
  if (rows.length === 0) return null;
  return rows.reduce((total, row) => total + Number(row[storedColumn('creditAmount')] ?? 0), 0);
}

/** What the customer's orders leave unpaid, in cents of the default currency, leaving out `exceptOrderId` (the order being written). */
export async function unpaidOfOrdersCents(db: Db, tenantId: string, customerId: string, exceptOrderId?: string): Promise<number> {
  const order = entityOf('crmOrder');
  const field = (name: string) => fieldOf(order, name)!;
  let query = loose(db)
    .selectFrom(order.table)
    .select(['audit_status', ...['amount', 'receivedAmount', 'exchangeRate', 'status'].map(storedColumn)])
    .where('tenant_id', '=', tenantId)
    .where(storedColumn('customerId'), '=', customerId)
    .where(storedColumn('status'), '<>', ORDER_CANCELLED);
  if (exceptOrderId) query = query.where('id', '<>', exceptOrderId);
  const rows = (await query.execute()) as Record<string, unknown>[];
  return rows.reduce<number>(
    (total, row) =>
      total +
      unpaidCents({
        amount: fromStored(field('amount'), row[storedColumn('amount')]),
        receivedAmount: fromStored(field('receivedAmount'), row[storedColumn('receivedAmount')]),
        exchangeRate: fromStored(field('exchangeRate'), row[storedColumn('exchangeRate')]),
        status: row[storedColumn('status')],
        auditStatus: row.audit_status,
      }),
    0,
  );
}

/**
 * Holds the customer's credit for the rest of the caller's transaction (PostgreSQL; SQLite writes
 * one transaction at a time): two orders written at once for one customer are checked one after
 * the other, so both cannot fit in the same room. A lock of its own, taken only here, so it never
 * waits on the row locks roll-ups take.
 */
export async function holdCustomerCredit(db: Db, tenantId: string, customerId: string): Promise<void> {
  if (!isPostgres(loose(db))) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`credit:${tenantId}:${customerId}`}))`.execute(db);
}

/** The tenant's default currency, as amounts are shown with it. */
export async function defaultCurrency(db: Db, tenantId: string): Promise<AvailableCredit['currency']> {
  const row = await db.selectFrom('currencies').select(['code', 'symbol']).where('tenant_id', '=', tenantId).where('is_default', '=', 1).executeTakeFirst();
  return row ?? { code: 'CNY', symbol: '¥' };
}

/** An amount in cents as a person reads it: the currency's symbol, thousands separated, two decimals. */
export function moneyText(cents: number, currency: AvailableCredit['currency']): string {
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${cents < 0 ? '-' : ''}${currency.symbol}${text}`;
}

/** The customer's available credit on `day` (AvailableCredit). */
export async function availableCredit(db: Db, tenantId: string, customerId: string, day: string): Promise<AvailableCredit> {
  const [total, unpaid, currency] = await Promise.all([
    creditTotalCents(db, tenantId, customerId, day),
    unpaidOfOrdersCents(db, tenantId, customerId),
    defaultCurrency(db, tenantId),
  ]);
  return {
    limited: total !== null,
    creditTotal: (total ?? 0) / 100,
    unpaid: unpaid / 100,
    available: total === null ? null : (total - unpaid) / 100,
    currency,
  };
}
