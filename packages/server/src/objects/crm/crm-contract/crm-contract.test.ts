import { RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** Contracts: made from a quote or an opportunity of their customer, executed by orders and paid by receipts. */

type Api = 'crmContract' | 'crmCustomer' | 'crmProduct' | 'crmQuote' | 'crmOrder' | 'crmReceive';
const en = { 'Accept-Language': 'en' };

let t: TestApp;
let sales: Actor;
let productId: string;
let made = 0;

async function add(apiName: Api, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), values, sales.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
  const admin = await actor(t, 'admin');
  const product = await t.signedPost(RECORD_API.add('crm', 'crmProduct'), { name: '合同产品', code: 'HT-1', standardPrice: 500 }, admin.token);
  productId = envelope<RecordRow>(product).result.id;
});
afterAll(() => t.close());

describe('a contract', () => {
  it('made from a quote keeps it, starts a draft, and names its signatories', async () => {
    const customer = await add('crmCustomer', { name: `合同客户 ${++made}` });
    const quote = await add('crmQuote', { customerId: customer.id, currency: 'USD', details: [{ productId, price: 500, quantity: 4 }] });
    const contract = await add('crmContract', {
      title: '年度采购合同',
      customerId: customer.id,
      quoteId: quote.id,
      currency: 'USD',
      amount: 2000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(contract).toMatchObject({ quoteId: quote.id, status: '0', currency: 'USD', amount: 2000, ourSignerId: sales.userId });
    expect(String(contract.contractNo)).toMatch(/^HT\d{6}$/);
    const fromQuote = envelope<{ records: RecordRow[] }>(
      await t.signedGet(RECORD_API.list('crm', 'crmContract'), { relatedField: 'quoteId', relatedId: quote.id }, sales.token),
    ).result.records;
    expect(fromQuote.map((c) => c.id)).toEqual([contract.id]);
  });

  it('is refused a quote of another customer, and a term that ends before it starts, naming the fields', async () => {
    const [mine, other] = [await add('crmCustomer', { name: `合同客户 ${++made}` }), await add('crmCustomer', { name: `合同客户 ${++made}` })];
    const quote = await add('crmQuote', { customerId: other.id, details: [{ productId, price: 500, quantity: 1 }] });
    const refused = await t.signedPost(
      RECORD_API.add('crm', 'crmContract'),
      { title: '错配合同', customerId: mine.id, quoteId: quote.id, amount: 500, startDate: '2026-06-01', endDate: '2026-05-01' },
      sales.token,
      en,
    );
    expect(refused.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(refused).result.fields).toEqual({
      quoteId: 'The record chosen for Quotation belongs to another customer',
      endDate: 'End date cannot be before Start date',
    });
  });

  it('lists the orders executing it and the receipts paid under it', async () => {
    const customer = await add('crmCustomer', { name: `合同客户 ${++made}` });
    const contract = await add('crmContract', { title: '框架合同', customerId: customer.id, amount: 1000 });
    const order = await add('crmOrder', { customerId: customer.id, contractId: contract.id, details: [{ productId, price: 500, quantity: 2 }] });
    const receipt = await add('crmReceive', { customerId: customer.id, orderId: order.id, contractId: contract.id, amount: 1000 });
    const related = async (apiName: Api) =>
      envelope<{ records: RecordRow[] }>(
        await t.signedGet(RECORD_API.list('crm', apiName), { relatedField: 'contractId', relatedId: contract.id }, sales.token),
      ).result.records;
    expect((await related('crmOrder')).map((r) => r.id)).toEqual([order.id]);
    expect((await related('crmReceive')).map((r) => r.id)).toEqual([receipt.id]);
  });
});
