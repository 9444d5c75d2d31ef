import { AUDIT_API, RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** Order changes: an order's history of versions, each change's lines becoming the order's. */

type Api = 'crmOrder' | 'crmOrderChange' | 'crmProduct' | 'crmCustomer';
const path = (apiName: Api, name: 'add' | 'edit' | 'queryById' | 'delete' | 'list') => (RECORD_API[name] as (m: string, a: string) => string)('crm', apiName);
const en = { 'Accept-Language': 'en' };

let t: TestApp;
let sales: Actor;
let admin: Actor;
let made = 0;

async function add(apiName: Api, values: Record<string, unknown>, who = sales): Promise<RecordRow> {
  const response = await t.signedPost(path(apiName, 'add'), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (apiName: Api, id: string) => envelope<RecordRow>(await t.signedGet(path(apiName, 'queryById'), { id }, admin.token)).result;
/** A change, submitted: with no flow for changes (this tenant has none) it is approved at once and applied. */
async function change(values: Record<string, unknown>): Promise<RecordRow> {
  const made = await add('crmOrderChange', values);
  const submitted = await t.signedPost(AUDIT_API.submit, { apiName: 'crmOrderChange', id: made.id }, sales.token);
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  return read('crmOrderChange', made.id);
}
const product = (price: number) => add('crmProduct', { name: `变更产品 ${++made}`, code: `CHG-${made}`, standardPrice: price }, admin);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

describe('an order change', () => {
  it('makes the order’s next version once approved: its lines and discount become the order’s, and it keeps the amount before', async () => {
    const [a, b] = [await product(100), await product(50)];
    const customer = await add('crmCustomer', { name: `变更客户 ${++made}` });
    const order = await add('crmOrder', { customerId: customer.id, currency: 'USD', details: [{ productId: a.id, price: 100, quantity: 2 }] });
    expect(order.amount).toBe(200);

    const first = await change({
      orderId: order.id,
      reason: '客户追加数量',
      discount: 90,
      // What the client says of the order and the version is the server's to decide.
      orderVersion: 9,
      amountBefore: 1,
      details: [
        { productId: a.id, price: 100, quantity: 3 },
        { productId: b.id, price: 50, quantity: 2 },
      ],
    });
    expect(first).toMatchObject({ orderVersion: 2, amountBefore: 200, productTotal: 400, amount: 360, currency: 'USD', customerId: customer.id });
    const changed = await read('crmOrder', order.id);
    expect(changed).toMatchObject({ productTotal: 400, discount: 90, amount: 360, currency: 'USD' });
    expect((changed.details as unknown as RecordRow[]).map((line) => [line.productId, line.quantity])).toEqual([
      [a.id, 3],
      [b.id, 2],
    ]);

    const second = await change({ orderId: order.id, reason: '取消一项', details: [{ productId: b.id, price: 50, quantity: 1 }] });
    expect(second).toMatchObject({ orderVersion: 3, amountBefore: 360, amount: 50 });
    expect(await read('crmOrder', order.id)).toMatchObject({ amount: 50, discount: 100 });
    const history = envelope<{ records: RecordRow[] }>(
      await t.signedGet(path('crmOrderChange', 'list'), { relatedField: 'orderId', relatedId: order.id }, sales.token),
    ).result.records;
    expect(history.map((change) => change.orderVersion)).toEqual([3, 2]);
  });

  it('leaves the order as it is until approved', async () => {
    const a = await product(10);
    const customer = await add('crmCustomer', { name: `变更客户 ${++made}` });
    const order = await add('crmOrder', { customerId: customer.id, details: [{ productId: a.id, price: 10, quantity: 1 }] });
    const waiting = await add('crmOrderChange', { orderId: order.id, reason: '待审批', details: [{ productId: a.id, price: 10, quantity: 4 }] });
    expect(waiting.auditStatus).toBe('0');
    expect((await read('crmOrder', order.id)).amount).toBe(10);
    await t.signedPost(AUDIT_API.submit, { apiName: 'crmOrderChange', id: waiting.id }, sales.token);
    expect((await read('crmOrder', order.id)).amount).toBe(40);
  });

  it('stays as it was made: editing or deleting one is refused with a message', async () => {
    const a = await product(10);
    const customer = await add('crmCustomer', { name: `变更客户 ${++made}` });
    const order = await add('crmOrder', { customerId: customer.id, details: [{ productId: a.id, price: 10, quantity: 1 }] });
    const change = await add('crmOrderChange', { orderId: order.id, reason: '改价', details: [{ productId: a.id, price: 12, quantity: 1 }] });
    const edited = await t.put(path('crmOrderChange', 'edit'), { id: change.id, version: change.version, reason: '另一个原因' }, admin.token, en);
    expect(edited.statusCode).toBe(422);
    expect(envelope(edited).message).toBe('A change made to an order stays as it is: to adjust it, make another change');
    const deleted = await t.del(path('crmOrderChange', 'delete'), { id: change.id }, admin.token, en);
    expect(deleted.statusCode).toBe(422);
    expect((await read('crmOrderChange', change.id)).reason).toBe('改价');
  });

  it('is refused for an order no longer executed, and for an order the caller may not edit, changing nothing', async () => {
    const a = await product(10);
    const customer = await add('crmCustomer', { name: `变更客户 ${++made}` });
    const order = await add('crmOrder', { customerId: customer.id, details: [{ productId: a.id, price: 10, quantity: 1 }] });
    const completed = await t.put(path('crmOrder', 'edit'), { id: order.id, version: order.version, status: '2' }, sales.token);
    expect(completed.statusCode, completed.body).toBe(200);
    const closed = await t.signedPost(
      path('crmOrderChange', 'add'),
      { orderId: order.id, reason: '晚了', details: [{ productId: a.id, price: 10, quantity: 5 }] },
      sales.token,
      en,
    );
    expect(closed.statusCode).toBe(422);
    expect(envelope(closed).message).toBe('Only an order being executed can be changed');

    const others = await add(
      'crmOrder',
      { customerId: (await add('crmCustomer', { name: `变更客户 ${++made}` }, admin)).id, details: [{ productId: a.id, price: 10, quantity: 1 }] },
      admin,
    );
    const foreign = await t.signedPost(
      path('crmOrderChange', 'add'),
      { orderId: others.id, reason: '不是我的', details: [{ productId: a.id, price: 10, quantity: 5 }] },
      sales.token,
    );
    expect([403, 404, 422]).toContain(foreign.statusCode);
    expect(await read('crmOrder', others.id)).toMatchObject({ amount: 10 });
    expect((await read('crmOrder', order.id)).amount).toBe(10);
  });
});
