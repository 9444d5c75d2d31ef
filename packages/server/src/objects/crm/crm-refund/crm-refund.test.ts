import { RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, approved, type Actor } from '../../../test/records.ts';

/** Refunds against an order or a receipt (issue 13), counting towards the order once approved. */

type Api = 'crmOrder' | 'crmReceive' | 'crmRefund' | 'crmProduct' | 'crmCustomer';
const path = (apiName: Api, name: 'add' | 'queryById') => RECORD_API[name]('crm', apiName);

let t: TestApp;
let admin: Actor;
let made = 0;

async function add(apiName: Api, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(path(apiName, 'add'), values, admin.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (apiName: Api, id: string) => envelope<RecordRow>(await t.signedGet(path(apiName, 'queryById'), { id }, admin.token)).result;

async function order(): Promise<RecordRow> {
  const product = await add('crmProduct', { name: `退款产品 ${++made}`, code: `TK-${made}`, standardPrice: 500 });
  const customer = await add('crmCustomer', { name: `退款客户 ${++made}` });
  return add('crmOrder', { customerId: customer.id, details: [{ productId: product.id, price: 500, quantity: 2 }] });
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

describe('a refund', () => {
  it('of a receipt is against its order and customer, whatever else is sent, and counts once approved', async () => {
    const [first, other] = [await order(), await order()];
    const receipt = await add('crmReceive', { customerId: first.customerId, orderId: first.id, amount: 600 });
    const refund = await add('crmRefund', { receiveId: receipt.id, orderId: other.id, customerId: other.customerId, amount: 100 });
    expect(refund).toMatchObject({ receiveId: receipt.id, orderId: first.id, customerId: first.customerId });
    expect((await read('crmOrder', first.id)).refundedAmount).toBe(0);
    await approved(t, admin, 'crmRefund', refund.id);
    expect((await read('crmOrder', first.id)).refundedAmount).toBe(100);
    expect((await read('crmOrder', other.id)).refundedAmount).toBe(0);
  });
});
