import { RECORD_API, type ChangeLogEntry, type FieldErrors, type LineDraft, type RecordRow } from '@crm/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, approved, type Actor } from '../../../test/records.ts';
import { createTenant } from '../../../seed/tenant.ts';
import { rebuildRollups } from '../rollups.ts';

/**
 * Lines and roll-ups (ENGINE-II sections 1 and 2) on the money path: an order's lines are written
 * with it and computed by the server whatever the client says; receipts roll up onto their order
 * and customer in the writing transaction, however many arrive at once.
 */

type Api = 'crmOrder' | 'crmReceive' | 'crmProduct' | 'crmCustomer' | 'crmPrice';
const path = (apiName: Api, name: 'add' | 'edit' | 'queryById' | 'delete' | 'lineDraft') =>
  (RECORD_API[name] as (m: string, a: string) => string)('crm', apiName);
const en = { 'Accept-Language': 'en' };

let t: TestApp;
let admin: Actor;
let made = 0;

async function add(apiName: Api, values: Record<string, unknown>, who = admin): Promise<RecordRow> {
  const response = await t.signedPost(path(apiName, 'add'), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (apiName: Api, id: string) => envelope<RecordRow>(await t.signedGet(path(apiName, 'queryById'), { id }, admin.token)).result;
const product = (price: number, cost = 0) => add('crmProduct', { name: `线测产品 ${++made}`, code: `LT-${made}`, standardPrice: price, costPrice: cost });
const customer = () => add('crmCustomer', { name: `线测客户 ${++made}` });

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

describe('lines', () => {
  it('computes every row and the totals on the server, whatever the client sends, and answers the rows in order', async () => {
    const [a, b, buyer] = [await product(100), await product(2.5), await customer()];
    const order = await add('crmOrder', {
      customerId: buyer.id,
      discount: 90,
      productTotal: 1,
      amount: 1,
      receivedAmount: 5000,
      details: [
        { productId: a.id, price: 100, quantity: 3, discount: 50, amount: 999_999, productName: 'forged' },
        { productId: b.id, price: 2.5, quantity: 4 },
      ],
    });
    expect(order.details).toMatchObject([
      { productId: a.id, productId_dictText: a.name, productName: a.name, quantity: 3, price: 100, discount: 50, amount: 150 },
      { productId: b.id, quantity: 4, discount: 100, amount: 10 },
    ]);
    expect(order).toMatchObject({ productTotal: 160, amount: 144, receivedAmount: 0 });
    expect(await read('crmOrder', order.id)).toMatchObject({ productTotal: 160, details: order.details });
  });

  it('replaces the lines on edit: known ids updated, new rows added, missing rows removed, and logs it', async () => {
    const [a, b, c, buyer] = [await product(10), await product(20), await product(30), await customer()];
    const order = await add('crmOrder', {
      customerId: buyer.id,
      details: [
        { productId: a.id, price: 10, quantity: 1 },
        { productId: b.id, price: 20, quantity: 1 },
      ],
    });
    const [first] = order.details as unknown as RecordRow[];
    const edited = await t.put(
      path('crmOrder', 'edit'),
      {
        id: order.id,
        version: order.version,
        details: [
          { productId: c.id, price: 30, quantity: 2 },
          { id: first!.id, productId: a.id, price: 10, quantity: 5 },
        ],
      },
      admin.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = envelope<RecordRow>(edited).result;
    expect(after.details).toMatchObject([
      { productId: c.id, amount: 60 },
      { id: first!.id, productId: a.id, quantity: 5, amount: 50 },
    ]);
    expect(after.productTotal).toBe(110);
    const log = envelope<ChangeLogEntry[]>(await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_order', dataId: order.id }, admin.token)).result;
    expect(log[0]!.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['details', 'productTotal']));
  });

  it('changes no line when the record is edited at a stale version', async () => {
    const [a, buyer] = [await product(10), await customer()];
    const order = await add('crmOrder', { customerId: buyer.id, details: [{ productId: a.id, price: 10, quantity: 1 }] });
    expect((await t.put(path('crmOrder', 'edit'), { id: order.id, version: order.version, remark: '改一次' }, admin.token)).statusCode).toBe(200);
    const stale = await t.put(
      path('crmOrder', 'edit'),
      { id: order.id, version: order.version, details: [{ productId: a.id, price: 10, quantity: 9 }] },
      admin.token,
    );
    expect(stale.statusCode).toBe(409);
    expect((await read('crmOrder', order.id)).details).toMatchObject([{ quantity: 1, amount: 10 }]);
  });

  it('refuses a line of a product of another tenant, a line id of another order, and a bad quantity, naming the row', async () => {
    const [a, buyer] = [await product(10), await customer()];
    await createTenant(t.app.db, { name: '线测乙公司', admin: { username: 'lines-other-admin', realname: '乙', password: 'Other@2026' } });
    const stranger = await actor(t, 'lines-other-admin', 'Other@2026');
    const theirs = await add('crmProduct', { name: '乙方产品', code: 'B-1', standardPrice: 1 }, stranger);
    const refused = await t.signedPost(
      path('crmOrder', 'add'),
      {
        customerId: buyer.id,
        details: [
          { productId: a.id, price: 10, quantity: 1 },
          { productId: theirs.id, price: 1, quantity: 1 },
        ],
      },
      admin.token,
      en,
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(envelope<FieldErrors>(refused).result.fields)).toEqual(['details.1.productId']);
    expect(envelope(refused).message).toMatch(/line 2/);

    const mine = await add('crmOrder', { customerId: buyer.id, details: [{ productId: a.id, price: 10, quantity: 1 }] });
    const another = await add('crmOrder', { customerId: buyer.id, details: [{ productId: a.id, price: 10, quantity: 7 }] });
    const foreignLine = (another.details as unknown as RecordRow[])[0]!.id;
    const hijack = await t.put(
      path('crmOrder', 'edit'),
      { id: mine.id, version: mine.version, details: [{ id: foreignLine, productId: a.id, price: 10, quantity: 1 }] },
      admin.token,
    );
    expect(hijack.statusCode).toBe(422);
    expect((await read('crmOrder', another.id)).details).toMatchObject([{ id: foreignLine, quantity: 7 }]);

    const bad = await t.signedPost(path('crmOrder', 'add'), { customerId: buyer.id, details: [{ productId: a.id, price: 10, quantity: 'many' }] }, admin.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(envelope<FieldErrors>(bad).result.fields)).toEqual(['details.0.quantity']);
    const none = await t.signedPost(path('crmOrder', 'add'), { customerId: buyer.id, details: [] }, admin.token);
    expect(none.statusCode).toBe(422);
  });

  it('drafts new lines from picked products, at the customer’s price list price', async () => {
    const [a, b] = [await product(100), await product(50)];
    const list = await add('crmPrice', { name: `价目表 ${++made}`, details: [{ productId: a.id, price: 88 }] });
    const buyer = await add('crmCustomer', { name: `价目客户 ${++made}`, priceId: list.id });
    const draft = await t.signedGet(
      path('crmOrder', 'lineDraft'),
      { field: 'details', ids: `${a.id},${b.id}`, context: JSON.stringify({ customerId: buyer.id }) },
      admin.token,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(envelope<LineDraft[]>(draft).result).toMatchObject([
      { productId: a.id, productId_dictText: a.name, productName: a.name, price: 88, quantity: 1, amount: 88 },
      { productId: b.id, price: 50, quantity: 1, amount: 50 },
    ]);
  });
});

describe('roll-ups', () => {
  it('keeps an order’s received amount equal to its confirmed receipts under 20 concurrent receipts, and lowers it on delete and void', async () => {
    const [a, buyer] = [await product(1000), await customer()];
    const order = await add('crmOrder', { customerId: buyer.id, details: [{ productId: a.id, price: 1000, quantity: 10 }] });
    const amounts = Array.from({ length: 20 }, (_, i) => 100 + i);
    // Each added and approved (a receipt counts once reviewed), all at once.
    const answers = await Promise.all(
      amounts.map(async (amount) => {
        const added = await t.signedPost(
          path('crmReceive', 'add'),
          { customerId: buyer.id, orderId: order.id, amount, receiveDate: '2026-11-20' },
          admin.token,
        );
        if (added.statusCode !== 200) return null;
        const receipt = envelope<RecordRow>(added).result;
        await approved(t, admin, 'crmReceive', receipt.id);
        return read('crmReceive', receipt.id);
      }),
    );
    const committed = answers.filter((answer): answer is RecordRow => answer !== null);
    expect(committed.length).toBe(20);
    const total = committed.reduce((sum, receipt) => sum + Number(receipt.amount), 0);
    const afterAll = await read('crmOrder', order.id);
    expect(afterAll).toMatchObject({ receivedAmount: total, outstandingAmount: 10_000 - total });
    expect((await read('crmCustomer', buyer.id)).dealAmount).toBe(total);

    const [gone, voided] = committed;
    expect((await t.del(path('crmReceive', 'delete'), { id: gone!.id }, admin.token)).statusCode).toBe(200);
    const voiding = await t.signedPost(RECORD_API.action('crm', 'crmReceive', 'void'), { id: voided!.id, version: voided!.version }, admin.token);
    expect(voiding.statusCode, voiding.body).toBe(200);
    // Voided, its approval is void too.
    expect((await read('crmReceive', voided!.id)).auditStatus).toBe('4');
    const expected = total - Number(gone!.amount) - Number(voided!.amount);
    expect((await read('crmOrder', order.id)).receivedAmount).toBe(expected);
    expect((await read('crmCustomer', buyer.id)).dealAmount).toBe(expected);
  });

  it('moves a receipt’s amount when it is moved to another order, and sets the customer’s first deal', async () => {
    const [a, buyer] = [await product(10), await customer()];
    const first = await add('crmOrder', { customerId: buyer.id, details: [{ productId: a.id, price: 10, quantity: 100 }] });
    const second = await add('crmOrder', { customerId: buyer.id, details: [{ productId: a.id, price: 10, quantity: 100 }] });
    const added = await add('crmReceive', { customerId: buyer.id, orderId: first.id, amount: 300, receiveDate: '2026-10-01' });
    await approved(t, admin, 'crmReceive', added.id);
    const receipt = await read('crmReceive', added.id);
    expect((await read('crmCustomer', buyer.id)).firstDealTime).toBe('2026-10-01');
    const moved = await t.put(path('crmReceive', 'edit'), { id: receipt.id, version: receipt.version, orderId: second.id }, admin.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read('crmOrder', first.id)).receivedAmount).toBe(0);
    expect((await read('crmOrder', second.id)).receivedAmount).toBe(300);
  });

  it('rebuilds every roll-up from its source rows', async () => {
    const [a, buyer] = [await product(10), await customer()];
    const order = await add('crmOrder', { customerId: buyer.id, details: [{ productId: a.id, price: 10, quantity: 10 }] });
    await approved(t, admin, 'crmReceive', (await add('crmReceive', { customerId: buyer.id, orderId: order.id, amount: 40, receiveDate: '2026-11-01' })).id);
    await sql`update crm_order set received_amount = 1, product_total = 7 where id = ${order.id}`.execute(t.app.db);
    expect(await rebuildRollups(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await read('crmOrder', order.id)).toMatchObject({ receivedAmount: 40, productTotal: 100 });
    expect(await rebuildRollups(t.app.db)).toBe(0);
  });
});
