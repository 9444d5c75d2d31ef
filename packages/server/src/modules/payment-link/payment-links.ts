import { entityOf, PAYMENT_PAGE_PATH, type Lang, type PaymentLink, type PublicPayment, type RecordRow } from '@crm/domain';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import { loadModel } from '../records/record-model.ts';
import { recordById, type RecordCall } from '../records/record-service.ts';
import { callOnBehalf } from '../terminal/acting.ts';
import { findFile } from '../files/repository.ts';
import { realTenantFile } from '../files/storage.ts';

/**
 * Links to an order's payment page (issue 20, PAYMENT_LINK_API): the key names its tenant and
 * order, so the public page takes no token and reads nothing else; a revoked or unknown key, an
 * order gone or a company blocked opens nothing (404, none told apart).
 */

/** The object a payment link is made for. */
export const PAID_OBJECT = 'crmOrder';

/** The largest payment QR picture the page carries (the `logo` upload purpose keeps pictures under 200 KB). */
const MAX_QR_BYTES = 256 * 1024;

const linkOf = (row: { link_key: string; order_id: string; created_at: string }): PaymentLink => ({
  key: row.link_key,
  orderId: row.order_id,
  path: `${PAYMENT_PAGE_PATH}?key=${row.link_key}`,
  createdAt: row.created_at,
});

/** The order as the caller reads it (its view right was checked by the route): 404 outside their scope. */
async function orderInScope(call: RecordCall, orderId: string): Promise<RecordRow> {
  return recordById(call, await loadModel(call.db, call.viewer.tenantId, entityOf(PAID_OBJECT)), orderId);
}

async function liveLink(db: Kysely<Database>, tenantId: string, orderId: string) {
  return db
    .selectFrom('payment_links')
    .select(['link_key', 'order_id', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The order's live link, or null. */
export async function currentPaymentLink(call: RecordCall, orderId: string): Promise<PaymentLink | null> {
  await orderInScope(call, orderId);
  const row = await liveLink(call.db, call.viewer.tenantId, orderId);
  return row ? linkOf(row) : null;
}

/** The order's live link: the one standing, else a new one. */
export async function createPaymentLink(call: RecordCall, orderId: string): Promise<PaymentLink> {
  await orderInScope(call, orderId);
  const existing = await liveLink(call.db, call.viewer.tenantId, orderId);
  if (existing) return linkOf(existing);
  const row = { link_key: randomBytes(16).toString('base64url'), order_id: orderId, created_at: nowText() };
  await call.db
    .insertInto('payment_links')
    .values({ ...row, tenant_id: call.viewer.tenantId, created_by: call.viewer.userId, revoked_at: null })
    .execute();
  return linkOf(row);
}

/** The order's link stops opening; 404 when it has none. */
export async function revokePaymentLink(call: RecordCall, orderId: string): Promise<void> {
  await orderInScope(call, orderId);
  const done = await call.db
    .updateTable('payment_links')
    .set({ revoked_at: nowText() })
    .where('tenant_id', '=', call.viewer.tenantId)
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) < 1) throw notFound();
}

const amountOf = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};

/** A stored picture of the tenant as a data URL, or null when it is gone, too large or no picture. */
async function pictureData(db: Kysely<Database>, filesDir: string, tenantId: string, path: string | null): Promise<string | null> {
  if (!path) return null;
  const meta = await findFile(db, tenantId, path);
  if (!meta || !meta.mimeType.startsWith('image/') || meta.size > MAX_QR_BYTES) return null;
  const file = await realTenantFile(filesDir, tenantId, path);
  if (!file) return null;
  return `data:${meta.mimeType};base64,${(await readFile(file.absolute)).toString('base64')}`;
}

/** What the customer's page shows of a link's order: the listed fields only. */
export async function publicPayment(db: Kysely<Database>, filesDir: string, lang: Lang, key: string): Promise<PublicPayment> {
  const link = await db
    .selectFrom('payment_links')
    .innerJoin('tenants', 'tenants.id', 'payment_links.tenant_id')
    .innerJoin('users', 'users.id', 'payment_links.created_by')
    .select([
      'payment_links.tenant_id as tenantId',
      'payment_links.order_id as orderId',
      'tenants.name as companyName',
      'tenants.status as tenantStatus',
      'users.company_code as companyCode',
      'payment_links.created_by as createdBy',
    ])
    .where('payment_links.link_key', '=', key)
    .where('payment_links.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!link || link.tenantStatus !== '0') throw notFound();
  const call = callOnBehalf(db, lang, { tenantId: link.tenantId, companyCode: link.companyCode }, link.createdBy);
  const order = await recordById(call, await loadModel(db, link.tenantId, entityOf(PAID_OBJECT)), link.orderId).catch(() => null);
  if (!order) throw notFound();
  const details = await db.selectFrom('tenant_payment_details').selectAll().where('tenant_id', '=', link.tenantId).executeTakeFirst();
  const amount = amountOf(order.amount);
  const receivedAmount = amountOf(amountOf(order.receivedAmount) - amountOf(order.refundedAmount));
  return {
    companyName: link.companyName,
    orderNo: String(order.orderNo ?? ''),
    orderDate: typeof order.orderDate === 'string' ? order.orderDate : null,
    currency: typeof order.currency === 'string' && order.currency !== '' ? order.currency : null,
    amount,
    receivedAmount,
    dueAmount: Math.max(0, amountOf(amount - receivedAmount)),
    accountName: details?.account_name ?? null,
    bank: details?.bank ?? null,
    accountNo: details?.account_no ?? null,
    qrImage: await pictureData(db, filesDir, link.tenantId, details?.qr_image ?? null),
  };
}
