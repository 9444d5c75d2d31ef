import {
  AUDIT_API,
  COMPANY_PROFILE_API,
  PAYMENT_LINK_API,
  RECORD_API,
  type CompanyProfile,
  type PaymentLink,
  type PublicPayment,
  type RecordRow,
} from '@crm/domain';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { createTenant } from '../../seed/tenant.ts';
import { recordFile } from '../files/repository.ts';

/**
 * An order's payment page (issue 20): staff who see an order make its link; whoever opens the link
 * sees, without logging in, the company, the order's number, date and total, what was received and
 * what is due, and the company's payment details, and nothing else; a revoked or unknown key
 * opens nothing.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let tenantId: string;
let order: RecordRow;
let link: PaymentLink;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function add(apiName: string, values: Record<string, unknown>, who = admin): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

/** A picture stored as an upload of the tenant's. */
async function storedPicture(tenant: string, userId: string, name: string): Promise<string> {
  const path = `${tenant}/202612/${name}`;
  const absolute = resolve(t.app.config.filesDir, path);
  await mkdir(dirname(absolute), { recursive: true });
  await writeFile(absolute, PNG);
  await recordFile(t.app.db, tenant, userId, { path, originalName: name, mimeType: 'image/png', size: PNG.length });
  return path;
}

const view = (key: string) => t.signedGet(PAYMENT_LINK_API.publicView, { key });

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
  tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', admin.userId).executeTakeFirstOrThrow()).tenant_id;
  const product = await add('crmProduct', { name: '收款测试产品', code: 'PAY-1', standardPrice: 500 });
  const buyer = await add('crmCustomer', { name: '收款测试客户' }, sales);
  order = await add(
    'crmOrder',
    {
      customerId: buyer.id,
      orderDate: '2026-11-28',
      remark: '内部备注：客户很难缠',
      discount: 90,
      details: [{ productId: product.id, price: 500, quantity: 4 }],
    },
    sales,
  );
}, 60_000);
afterAll(() => t.close());

describe('the company’s payment details', () => {
  it('are the administrator’s to keep, checked, and read by every staff member', async () => {
    const qr = await storedPicture(tenantId, admin.userId, 'pay-qr.png');
    const logo = await storedPicture(tenantId, admin.userId, 'logo.png');
    const profile = { logo, paymentAccountName: '华信云科技有限公司', paymentBank: '招商银行北京分行', paymentAccountNo: '6225 8801 2345 6789', paymentQr: qr };
    expect((await t.put(COMPANY_PROFILE_API.save, profile, sales.token)).statusCode).toBe(403);
    const incomplete = await t.put(COMPANY_PROFILE_API.save, { ...profile, paymentBank: ' ' }, admin.token);
    expect(incomplete.statusCode).toBe(422);
    expect(envelope(incomplete).message).toBe('户名、开户银行和银行账号需一起填写');
    const badNumber = await t.put(COMPANY_PROFILE_API.save, { ...profile, paymentAccountNo: '12-34' }, admin.token, { 'Accept-Language': 'en' });
    expect(envelope(badNumber).message).toBe('An account number is 8 to 34 digits or letters');
    const strange = await t.put(COMPANY_PROFILE_API.save, { ...profile, paymentQr: `${tenantId}/202612/nothing.png` }, admin.token);
    expect(strange.statusCode).toBe(422);
    const saved = await t.put(COMPANY_PROFILE_API.save, profile, admin.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelope<CompanyProfile>(saved).result).toMatchObject({ logo, paymentAccountNo: '6225880123456789', paymentQr: qr });
    const read = envelope<CompanyProfile>(await t.signedGet(COMPANY_PROFILE_API.get, {}, sales.token)).result;
    expect(read).toMatchObject({ logo, paymentBank: '招商银行北京分行', paymentAccountName: '华信云科技有限公司' });
  });
});

describe('an order’s payment link', () => {
  it('is made by whoever sees the order, the same one until revoked; an order outside their scope or right is refused', async () => {
    expect(envelope(await t.signedGet(PAYMENT_LINK_API.current, { orderId: order.id }, sales.token)).result).toBeNull();
    const made = await t.signedPost(PAYMENT_LINK_API.create, { orderId: order.id }, sales.token);
    expect(made.statusCode, made.body).toBe(200);
    link = envelope<PaymentLink>(made).result;
    expect(link.path).toBe(`/paymentComponent?key=${link.key}`);
    expect(envelope<PaymentLink>(await t.signedPost(PAYMENT_LINK_API.create, { orderId: order.id }, admin.token)).result.key).toBe(link.key);
    expect(envelope<PaymentLink>(await t.signedGet(PAYMENT_LINK_API.current, { orderId: order.id }, admin.token)).result.key).toBe(link.key);

    // The administrator's own order is outside the salesperson's scope: as if it did not exist.
    const buyer = await add('crmCustomer', { name: '管理员的客户' });
    const product = await add('crmProduct', { name: '管理员产品', code: 'PAY-2', standardPrice: 10 });
    const theirs = await add('crmOrder', { customerId: buyer.id, details: [{ productId: product.id, price: 10, quantity: 1 }] });
    expect((await t.signedPost(PAYMENT_LINK_API.create, { orderId: theirs.id }, sales.token)).statusCode).toBe(404);
    expect((await t.signedPost(PAYMENT_LINK_API.create, { orderId: 'no-such-order' }, sales.token)).statusCode).toBe(404);

    // A role without the order's view right.
    const engineer = await actor(t, 'engineer');
    expect((await t.signedPost(PAYMENT_LINK_API.create, { orderId: order.id }, engineer.token)).statusCode).toBe(403);
    expect((await t.signedGet(PAYMENT_LINK_API.current, { orderId: order.id }, engineer.token)).statusCode).toBe(403);
  });

  it('opens the payment page without a login: the listed fields only, and what is due after a payment', async () => {
    const first = await view(link.key);
    expect(first.statusCode, first.body).toBe(200);
    const page = envelope<PublicPayment>(first).result;
    expect(Object.keys(page).sort()).toEqual(
      ['accountName', 'accountNo', 'amount', 'bank', 'companyName', 'currency', 'dueAmount', 'orderDate', 'orderNo', 'qrImage', 'receivedAmount'].sort(),
    );
    expect(page).toMatchObject({
      orderNo: order.orderNo,
      orderDate: '2026-11-28',
      amount: 1800,
      receivedAmount: 0,
      dueAmount: 1800,
      accountName: '华信云科技有限公司',
      bank: '招商银行北京分行',
      accountNo: '6225880123456789',
    });
    expect(page.qrImage).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(first.body).not.toContain('客户很难缠');
    expect(first.body).not.toContain('收款测试客户');

    const receipt = await add('crmReceive', { customerId: order.customerId, orderId: order.id, amount: 500, receiveDate: '2026-11-29' }, sales);
    const submitted = await t.signedPost(AUDIT_API.submit, { apiName: 'crmReceive', id: receipt.id }, sales.token);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(envelope<PublicPayment>(await view(link.key)).result).toMatchObject({ amount: 1800, receivedAmount: 500, dueAmount: 1300 });
  });

  it('is not another company’s to read or revoke, and opens only its own company’s page', async () => {
    await createTenant(t.app.db, { name: '深圳收款乙公司', admin: { username: 'pay-other-admin', realname: '乙', password: 'Other@2026' } });
    const other = await actor(t, 'pay-other-admin', 'Other@2026');
    expect((await t.signedGet(PAYMENT_LINK_API.current, { orderId: order.id }, other.token)).statusCode).toBe(404);
    expect((await t.signedPost(PAYMENT_LINK_API.revoke, { orderId: order.id }, other.token)).statusCode).toBe(404);
    const product = await add('crmProduct', { name: '乙产品', code: 'B-1', standardPrice: 10 }, other);
    const buyer = await add('crmCustomer', { name: '乙客户' }, other);
    const theirs = await add('crmOrder', { customerId: buyer.id, details: [{ productId: product.id, price: 10, quantity: 3 }] }, other);
    const theirLink = envelope<PaymentLink>(await t.signedPost(PAYMENT_LINK_API.create, { orderId: theirs.id }, other.token)).result;
    const page = envelope<PublicPayment>(await view(theirLink.key)).result;
    // No payment details of its own yet: none of the first company's.
    expect(page).toMatchObject({ companyName: '深圳收款乙公司', amount: 30, dueAmount: 30, accountNo: null, bank: null, qrImage: null });
    expect((await view(link.key)).statusCode).toBe(200);
  });

  it('opens nothing once revoked, nor for a key it is not; a new link is a new key', async () => {
    expect((await t.signedPost(PAYMENT_LINK_API.revoke, { orderId: order.id }, sales.token)).statusCode).toBe(200);
    expect((await t.signedPost(PAYMENT_LINK_API.revoke, { orderId: order.id }, sales.token)).statusCode).toBe(404);
    for (const key of [link.key, 'notAKeyAtAll0000', `${link.key.slice(0, -1)}x`]) {
      const gone = await view(key);
      expect(gone.statusCode, key).toBe(404);
    }
    expect(envelope(await t.signedGet(PAYMENT_LINK_API.current, { orderId: order.id }, sales.token)).result).toBeNull();
    const again = envelope<PaymentLink>(await t.signedPost(PAYMENT_LINK_API.create, { orderId: order.id }, sales.token)).result;
    expect(again.key).not.toBe(link.key);
    expect((await view(again.key)).statusCode).toBe(200);
  });
});
