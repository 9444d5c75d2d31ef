import { AUDIT_STATUS, RECORD_API, type AvailableCredit, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../modules/records/record-model.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * The credit rule (crmCredit): a customer with counting credit lines (approved, in force, valid
 * today) may not owe more on its orders than they add up to; one without has no limit.
 */

type Api = 'crmOrder' | 'crmCredit' | 'crmProduct' | 'crmCustomer' | 'crmQuote';
const add = (apiName: Api) => RECORD_API.add('crm', apiName);
const en = { 'Accept-Language': 'en' };
const zhCN = { 'Accept-Language': 'zh-CN' };
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

let t: TestApp;
let sales: Actor;
let admin: Actor;
let productId: string;
let made = 0;

async function added(apiName: Api, values: Record<string, unknown>, who = sales): Promise<RecordRow> {
  const response = await t.signedPost(add(apiName), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

const customer = () => added('crmCustomer', { name: `信用客户 ${++made}` });
const order = (customerId: string, price: number, headers = zhCN) =>
  t.signedPost(add('crmOrder'), { customerId, details: [{ productId, price, quantity: 1 }] }, sales.token, headers);

/** A credit line of the customer, approved unless told otherwise (the approval itself is the approval engine's, tested there). */
async function creditLine(customerId: string, creditAmount: number, options: { reviewed?: boolean; validFrom?: string; validTo?: string } = {}) {
  const line = await added(
    'crmCredit',
    { customerId, creditAmount, validFrom: options.validFrom ?? day(-30), ...(options.validTo ? { validTo: options.validTo } : {}) },
    admin,
  );
  if (options.reviewed !== false) {
    await loose(t.app.db).updateTable('crm_credit').set({ audit_status: AUDIT_STATUS.reviewed }).where('id', '=', line.id).execute();
  }
  return line;
}

const availableOf = async (customerId: string) => envelope<AvailableCredit>(await t.signedGet(RECORD_API.availableCredit, { customerId }, sales.token)).result;

beforeAll(async () => {
  // The demo data too: its credit lines must hold (the last test).
  t = await createTestApp({ crmData: true });
  sales = await actor(t, 'sales');
  admin = await actor(t, 'admin');
  productId = (await added('crmProduct', { name: '信用产品', code: 'CREDIT-1', standardPrice: 1000 }, admin)).id;
});
afterAll(() => t.close());

describe('the credit rule', () => {
  it('sets no limit for a customer without a credit line', async () => {
    const { id } = await customer();
    expect((await order(id, 5_000_000)).statusCode).toBe(200);
    expect(await availableOf(id)).toMatchObject({ limited: false, available: null, unpaid: 5_000_000 });
  });

  it('refuses an order over the available credit, saying how much is available in the caller’s language, and takes one within it', async () => {
    const { id } = await customer();
    await creditLine(id, 60_000);
    await creditLine(id, 40_000);
    expect((await order(id, 60_000)).statusCode).toBe(200);

    const refused = await order(id, 50_000);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('超出客户的信用额度：客户当前可用额度为 ¥40,000.00，这张订单需占用 ¥50,000.00');
    const inEnglish = await order(id, 50_000, en);
    expect(envelope(inEnglish).message).toBe('This order takes the customer over its credit: ¥40,000.00 is available, the order needs ¥50,000.00');

    expect((await order(id, 40_000)).statusCode).toBe(200);
    expect(await availableOf(id)).toMatchObject({ limited: true, creditTotal: 100_000, unpaid: 100_000, available: 0 });
    const listed = envelope<{ total: number }>(
      await t.signedGet(RECORD_API.list('crm', 'crmOrder'), { relatedField: 'customerId', relatedId: id }, sales.token),
    );
    expect(listed.result.total).toBe(2);
  });

  it('refuses an edit that adds to what the customer owes past its credit, and takes one that does not', async () => {
    const { id } = await customer();
    await creditLine(id, 10_000);
    const first = envelope<RecordRow>(await order(id, 8_000)).result;
    const raised = await t.put(
      RECORD_API.edit('crm', 'crmOrder'),
      { id: first.id, version: first.version, details: [{ productId, price: 12_000, quantity: 1 }] },
      sales.token,
      en,
    );
    expect(raised.statusCode).toBe(422);
    expect(envelope(raised).message).toContain('¥10,000.00 is available');
    const discounted = await t.put(RECORD_API.edit('crm', 'crmOrder'), { id: first.id, version: first.version, discount: 50, remark: '半价' }, sales.token);
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(envelope<RecordRow>(discounted).result.amount).toBe(4_000);
  });

  it('counts only approved lines, in force, on the days they are valid', async () => {
    const { id } = await customer();
    await creditLine(id, 1_000, { reviewed: false });
    await creditLine(id, 1_000, { validTo: day(-1) });
    await creditLine(id, 1_000, { validFrom: day(2) });
    expect((await order(id, 90_000)).statusCode).toBe(200);
    expect((await availableOf(id)).limited).toBe(false);

    const line = await creditLine(id, 100_000);
    expect(await availableOf(id)).toMatchObject({ limited: true, available: 10_000 });
    const suspended = await t.signedPost(RECORD_API.action('crm', 'crmCredit', 'suspend'), { id: line.id, version: line.version }, admin.token);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await availableOf(id)).limited).toBe(false);
  });

  it('holds for an order made from a quote', async () => {
    const { id } = await customer();
    await creditLine(id, 1_000);
    const quote = await added('crmQuote', { customerId: id, details: [{ productId, price: 2_000, quantity: 1 }] });
    const converted = await t.signedPost(RECORD_API.action('crm', 'crmQuote', 'toOrder'), { id: quote.id, version: quote.version }, sales.token, en);
    expect(converted.statusCode).toBe(422);
    expect(envelope(converted).message).toContain('¥1,000.00 is available');
  });

  it('holds on the demo data: a customer with counting credit owes no more than it', async () => {
    const lines = await loose(t.app.db).selectFrom('crm_credit').select('customer_id').where('audit_status', '=', AUDIT_STATUS.reviewed).execute();
    const customers = [...new Set(lines.map((row: { customer_id: string }) => row.customer_id))];
    const credits = await Promise.all(
      customers.map(async (id) => envelope<AvailableCredit>(await t.signedGet(RECORD_API.availableCredit, { customerId: id }, admin.token)).result),
    );
    expect(credits.filter((credit) => credit.limited).length).toBeGreaterThan(10);
    expect(credits.filter((credit) => credit.available !== null && credit.available < 0)).toEqual([]);
  });
});
