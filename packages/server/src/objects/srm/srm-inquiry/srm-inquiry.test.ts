import { AUDIT_API, DEMAND_STATUS, entityOf, INQUIRY_STATUS, PEOPLE_API, RECORD_API, translate, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Inquiries (spec /srm/srmInquiry*): several suppliers quote for an approved purchase
 * requirement, one quote is picked (and with it that supplier's offer), and the purchase order is
 * made from it for that supplier with those products, prices and quantities; the requirement
 * follows along, from inquiring to ordered. A quote of another inquiry is never picked, nothing is
 * bought twice, and each step needs its permissions.
 */

let t: TestApp;
let admin: Actor;
const en = { 'Accept-Language': 'en' };
let made = 0;

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const add = (who: Actor, module: string, apiName: string, values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.add(module, apiName), values, who.token, headers);
const read = async (who: Actor, module: string, apiName: string, id: string) => ok(await t.signedGet(RECORD_API.queryById(module, apiName), { id }, who.token));
const run = (who: Actor, action: string, inquiry: RecordRow, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.action('srm', 'srmInquiry', action), { id: inquiry.id, version: inquiry.version, ...body }, who.token, headers);

const product = async (name: string, costPrice: number) =>
  (await ok(await add(admin, 'crm', 'crmProduct', { name, standardPrice: costPrice * 2, costPrice, unit: '2' }))).id;
const supplier = async (name: string) => (await ok(await add(admin, 'wms', 'wmsSupplier', { name }))).id;

/** A requirement of the administrator's for the products, approved (the test tenant has no flow: submitting approves it). */
async function approvedDemand(items: readonly (readonly [string, number])[]): Promise<RecordRow> {
  const demand = await ok(
    await add(admin, 'srm', 'srmDemand', {
      title: `需求 ${++made}`,
      neededBy: '2026-12-20',
      details: items.map(([productId, quantity]) => ({ productId, quantity })),
    }),
  );
  await ok(await t.signedPost(AUDIT_API.submit, { apiName: 'srmDemand', id: demand.id }, admin.token));
  return read(admin, 'srm', 'srmDemand', demand.id);
}

type Quote = readonly [supplierId: string, productId: string, price: number, quantity: number];

const inquiryFor = (
  who: Actor,
  demand: RecordRow | null,
  asked: readonly (readonly [string, number])[],
  quotes: readonly Quote[] = [],
  headers?: Record<string, string>,
) =>
  add(
    who,
    'srm',
    'srmInquiry',
    {
      title: `询价 ${++made}`,
      demandId: demand?.id ?? null,
      deadline: '2026-12-10',
      details: asked.map(([productId, quantity]) => ({ productId, quantity })),
      quotes: quotes.map(([supplierId, productId, price, quantity]) => ({ supplierId, productId, price, quantity, deliveryDays: 7 })),
    },
    headers,
  );

const quotesOf = (inquiry: RecordRow) => inquiry.quotes as unknown as RecordRow[];

let server: string, switchBox: string;
let hengxin: string, junwang: string, zhilian: string;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  [server, switchBox] = [await product('询价服务器', 36_000), await product('询价交换机', 2300)];
  [hengxin, junwang, zhilian] = [await supplier('恒信达科技'), await supplier('骏网信息'), await supplier('智联终端')];
});
afterAll(() => t.close());

describe('an inquiry for a purchase requirement', () => {
  it('records several suppliers’ quotes, picks one supplier’s offer and buys it once, the requirement following to ordered', async () => {
    const demand = await approvedDemand([
      [server, 2],
      [switchBox, 4],
    ]);
    expect([demand.status, demand.auditStatus]).toEqual([DEMAND_STATUS.open, '2']);
    let inquiry = await ok(
      await inquiryFor(
        admin,
        demand,
        [
          [server, 2],
          [switchBox, 4],
        ],
        [
          [hengxin, server, 37_000, 2],
          [hengxin, switchBox, 2400, 4],
          [junwang, server, 35_800, 2],
          [junwang, switchBox, 2350, 4],
          [zhilian, switchBox, 2200, 4],
        ],
      ),
    );
    expect([inquiry.status, inquiry.inquiryNo, inquiry.quoteCount]).toEqual([INQUIRY_STATUS.quoting, expect.stringMatching(/^XJ\d{6}$/), 5]);
    expect(quotesOf(inquiry).map((quote) => [quote.supplierName, quote.amount, quote.picked])).toEqual([
      ['恒信达科技', 74_000, false],
      ['恒信达科技', 9600, false],
      ['骏网信息', 71_600, false],
      ['骏网信息', 9400, false],
      ['智联终端', 8800, false],
    ]);
    expect((await read(admin, 'srm', 'srmDemand', demand.id)).status).toBe(DEMAND_STATUS.inquiring);
    // Nothing picked yet: nothing to buy.
    expect(inquiry._access).toMatchObject({ actions: { pick: true, toPurchase: false } });
    const early = await run(admin, 'toPurchase', inquiry, {}, en);
    expect([early.statusCode, envelope(early).message]).toEqual([422, translate('en', 'server.srmInquiryNotPicked')]);

    // Picking one of 骏网's quotes picks their offer: both products, at their prices.
    const junwangServer = quotesOf(inquiry)[2]!;
    inquiry = await ok(await run(admin, 'pick', inquiry, { quoteId: junwangServer.id }));
    expect([inquiry.status, inquiry.supplierId, inquiry.supplierId_dictText, inquiry.pickedAmount]).toEqual([
      INQUIRY_STATUS.decided,
      junwang,
      '骏网信息',
      81_000,
    ]);
    expect(quotesOf(inquiry).map((quote) => quote.picked)).toEqual([false, false, true, true, false]);
    // Decided on the quotes as they stand: they are not edited any more.
    expect((await t.put(RECORD_API.edit('srm', 'srmInquiry'), { id: inquiry.id, version: inquiry.version, title: '改' }, admin.token)).statusCode).toBe(422);

    inquiry = await ok(await run(admin, 'toPurchase', inquiry));
    expect([inquiry.status, typeof inquiry.purchaseId]).toEqual([INQUIRY_STATUS.ordered, 'string']);
    const purchase = await read(admin, 'wms', 'wmsPurchase', String(inquiry.purchaseId));
    expect([purchase.supplierId, purchase.amount, purchase.status, purchase.remark]).toEqual([
      junwang,
      81_000,
      '1',
      `由询价单 ${String(inquiry.inquiryNo)}「${String(inquiry.title)}」生成`,
    ]);
    expect(
      (purchase.details as unknown as RecordRow[]).map((line) => [line.productId, line.productName, line.unit, line.price, line.quantity, line.amount]),
    ).toEqual([
      [server, '询价服务器', '2', 35_800, 2, 71_600],
      [switchBox, '询价交换机', '2', 2350, 4, 9400],
    ]);
    expect((await read(admin, 'srm', 'srmDemand', demand.id)).status).toBe(DEMAND_STATUS.ordered);

    // Bought once: a second run is refused in the caller's language, and makes no second order.
    const again = await run(admin, 'toPurchase', inquiry, {}, en);
    expect([again.statusCode, envelope(again).message]).toEqual([422, 'A purchase order was already created from this inquiry']);
    const orders = await t.app.db.selectFrom('change_logs').select('data_id').where('table_name', '=', 'wms_purchase').where('action', '=', 'add').execute();
    expect(orders.map((order) => order.data_id)).toEqual([inquiry.purchaseId]);
    // An ordered requirement is not closed.
    const ordered = await read(admin, 'srm', 'srmDemand', demand.id);
    const close = await t.signedPost(
      RECORD_API.action('srm', 'srmDemand', 'close'),
      { id: ordered.id, version: ordered.version, closeReason: '不买了' },
      admin.token,
    );
    expect([close.statusCode, envelope(close).message]).toEqual([422, translate('zh-CN', 'server.srmDemandOrdered')]);
  });

  it('buys once when two toPurchase arrive together', async () => {
    const orders = async () => (await loose(t.app.db).selectFrom(entityOf('wmsPurchase').table).select('id').execute()).map((order) => String(order.id));
    let inquiry = await ok(await inquiryFor(admin, null, [[switchBox, 6]], [[zhilian, switchBox, 2210, 6]]));
    inquiry = await ok(await run(admin, 'pick', inquiry, { quoteId: quotesOf(inquiry)[0]!.id }));
    const before = await orders();
    const answers = await Promise.all([run(admin, 'toPurchase', inquiry), run(admin, 'toPurchase', inquiry)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const added = (await orders()).filter((id) => !before.includes(id));
    expect(added).toEqual([(await read(admin, 'srm', 'srmInquiry', inquiry.id)).purchaseId]);
  });

  it('never picks a quote of another inquiry', async () => {
    const [first, second] = [
      await ok(await inquiryFor(admin, null, [[server, 1]], [[hengxin, server, 36_500, 1]])),
      await ok(await inquiryFor(admin, null, [[server, 1]], [[junwang, server, 36_200, 1]])),
    ];
    const refused = await run(admin, 'pick', first, { quoteId: quotesOf(second)[0]!.id }, en);
    expect([refused.statusCode, envelope(refused).message]).toEqual([422, 'The quote chosen is not one of this inquiry']);
    const unchanged = await read(admin, 'srm', 'srmInquiry', first.id);
    expect([unchanged.status, unchanged.supplierId, unchanged.version, quotesOf(unchanged)[0]!.picked]).toEqual([
      INQUIRY_STATUS.quoting,
      null,
      first.version,
      false,
    ]);
    expect(quotesOf(await read(admin, 'srm', 'srmInquiry', second.id))[0]!.picked).toBe(false);
  });

  it('asks again after a pick: the pick is undone and the quotes may change; without quotes there is nothing to pick', async () => {
    let inquiry = await ok(await inquiryFor(admin, null, [[switchBox, 10]]));
    expect(inquiry._access).toMatchObject({ actions: { pick: false } });
    const none = await run(admin, 'pick', inquiry, { quoteId: 'x' }, en);
    expect([none.statusCode, envelope(none).message]).toEqual([422, translate('en', 'server.srmInquiryNoQuotes')]);
    inquiry = await ok(
      await t.put(
        RECORD_API.edit('srm', 'srmInquiry'),
        { id: inquiry.id, version: inquiry.version, quotes: [{ supplierId: zhilian, productId: switchBox, price: 2250, quantity: 10 }] },
        admin.token,
      ),
    );
    inquiry = await ok(await run(admin, 'pick', inquiry, { quoteId: quotesOf(inquiry)[0]!.id }));
    inquiry = await ok(await run(admin, 'requote', inquiry));
    expect([inquiry.status, inquiry.supplierId, inquiry.pickedAmount, quotesOf(inquiry)[0]!.picked]).toEqual([INQUIRY_STATUS.quoting, null, null, false]);
    const quote = quotesOf(inquiry)[0]!;
    const changed = await ok(
      await t.put(
        RECORD_API.edit('srm', 'srmInquiry'),
        { id: inquiry.id, version: inquiry.version, quotes: [{ id: quote.id, supplierId: zhilian, productId: switchBox, price: 2180, quantity: 10 }] },
        admin.token,
      ),
    );
    expect(quotesOf(changed).map((row) => [row.id, row.amount, row.picked])).toEqual([[quote.id, 21_800, false]]);
  });

  it('takes a supplier’s quote of a product once', async () => {
    const refused = await inquiryFor(
      admin,
      null,
      [[server, 1]],
      [
        [hengxin, server, 36_000, 1],
        [hengxin, server, 35_000, 1],
      ],
      en,
    );
    expect(refused.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(refused).result.fields).toHaveProperty(['quotes.1.productId']);
  });

  it('serves only an approved requirement still open', async () => {
    const draft = await ok(
      await add(admin, 'srm', 'srmDemand', { title: '未审批的需求', neededBy: '2026-12-20', details: [{ productId: server, quantity: 1 }] }),
    );
    const unapproved = await inquiryFor(admin, draft, [[server, 1]], [], en);
    expect([unapproved.statusCode, envelope(unapproved).message]).toEqual([
      422,
      'The purchase requirement "未审批的需求" is not approved yet: it can be inquired about once approved',
    ]);
    const demand = await approvedDemand([[server, 1]]);
    const closed = await ok(
      await t.signedPost(RECORD_API.action('srm', 'srmDemand', 'close'), { id: demand.id, version: demand.version, closeReason: '预算取消' }, admin.token),
    );
    expect([closed.status, closed.closeReason]).toEqual([DEMAND_STATUS.closed, '预算取消']);
    const refused = await inquiryFor(admin, closed, [[server, 1]]);
    expect([refused.statusCode, envelope(refused).message]).toEqual([422, `采购需求「${String(closed.title)}」已关闭，不能再询价或采购`]);
  });
});

describe('who may inquire and buy', () => {
  it('403 without the inquiry’s buttons, or without adding purchase orders for toPurchase', async () => {
    const sales = await actor(t, 'sales');
    expect((await inquiryFor(sales, null, [[server, 1]])).statusCode).toBe(403);
    const mine = await ok(await inquiryFor(admin, null, [[server, 1]], [[hengxin, server, 36_000, 1]]));
    expect((await run(sales, 'pick', mine, { quoteId: quotesOf(mine)[0]!.id })).statusCode).toBe(403);

    // The service engineer's role given the inquiries but not the purchase orders.
    const role = await t.app.db.selectFrom('roles').select('id').where('role_code', '=', 'serviceEngineer').executeTakeFirstOrThrow();
    const inquiries = ['list', 'view', 'add', 'edit', 'pick', 'toPurchase'].map((code) => `srm:srmInquiry:${code}`);
    const grant = async (codes: string[]) => {
      await ok(await t.put(PEOPLE_API.roleEdit, { id: role.id, permissionCodes: codes }, admin.token));
      return actor(t, 'engineer');
    };
    let engineer = await grant(inquiries);
    let inquiry = await ok(await inquiryFor(engineer, null, [[server, 1]], [[zhilian, server, 35_500, 1]]));
    inquiry = await ok(await run(engineer, 'pick', inquiry, { quoteId: quotesOf(inquiry)[0]!.id }));
    expect(inquiry._access).toMatchObject({ actions: { toPurchase: false } });
    expect((await run(engineer, 'toPurchase', inquiry)).statusCode).toBe(403);
    expect((await read(admin, 'srm', 'srmInquiry', inquiry.id)).status).toBe(INQUIRY_STATUS.decided);

    engineer = await grant([...inquiries, 'wms:wmsPurchase:add']);
    inquiry = await read(engineer, 'srm', 'srmInquiry', inquiry.id);
    expect(inquiry._access).toMatchObject({ actions: { toPurchase: true } });
    const bought = await ok(await run(engineer, 'toPurchase', inquiry));
    expect(bought.status).toBe(INQUIRY_STATUS.ordered);
    expect((await read(admin, 'wms', 'wmsPurchase', String(bought.purchaseId))).ownerId).toBe(engineer.userId);
  });
});
