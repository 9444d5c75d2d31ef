import { AUDIT_API, RECORD_API, translate, type Page, type RecordRow, type StockFlow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';

/**
 * Issue 18: the warehouses' stock follows the approved stock-ins and stock-outs exactly, on either
 * database: fifty stock-outs approved at the same instant whose sum exceeds the stock never take
 * it below zero, and what is left is what came in less what the accepted ones took; a voided move
 * comes back once; an approved move is voided, never deleted.
 */

let t: TestApp;
let admin: Actor;
let warehouseId: string;
let made = 0;

async function added(apiName: string, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('wms', apiName), values, admin.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

const product = async (inventoryEnabled = true) =>
  envelope<RecordRow>(
    await t.signedPost(RECORD_API.add('crm', 'crmProduct'), { name: `库存产品 ${++made}`, standardPrice: 100, costPrice: 60, inventoryEnabled }, admin.token),
  ).result.id;
const stockIn = (productId: string, quantity: number) => added('wmsEnter', { type: '3', warehouseId, details: [{ productId, quantity, price: 60 }] });
const stockOut = (productId: string, quantity: number) => added('wmsOuter', { type: '3', warehouseId, details: [{ productId, quantity, price: 100 }] });
const submit = (apiName: string, id: string, lang = 'zh-CN') => t.signedPost(AUDIT_API.submit, { apiName, id }, admin.token, { 'Accept-Language': lang });
const voidIt = (apiName: string, record: RecordRow) =>
  t.signedPost(RECORD_API.action('wms', apiName, 'void'), { id: record.id, version: record.version }, admin.token);
const read = async (apiName: string, id: string) => envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('wms', apiName), { id }, admin.token)).result;

/** The quantity the warehouse holds of a product (0 where it never held any), as the stock list answers it. */
async function quantityOf(productId: string): Promise<number> {
  const page = envelope<Page<RecordRow>>(
    await t.signedGet(RECORD_API.list('wms', 'wmsStock'), { filters: JSON.stringify([{ field: 'productId', op: 'eq', value: productId }]) }, admin.token),
  ).result;
  return page.records.filter((row) => row.warehouseId === warehouseId).reduce((sum, row) => sum + Number(row.quantity), 0);
}

async function flowsOf(productId: string): Promise<StockFlow[]> {
  return envelope<Page<StockFlow>>(await t.signedGet(RECORD_API.stockFlows, { productId, pageSize: 1000 }, admin.token)).result.records;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  warehouseId = (await added('wmsWarehouse', { name: '一号仓库', code: 'WH-01' })).id;
});
afterAll(() => t.close());

describe('stock kept from approved moves', () => {
  it('raises stock when a stock-in is approved, not before, and records the move', async () => {
    const productId = await product();
    const entered = await stockIn(productId, 12.5);
    expect(await quantityOf(productId)).toBe(0);
    expect((await submit('wmsEnter', entered.id)).statusCode).toBe(200);
    expect(await quantityOf(productId)).toBe(12.5);
    const [flow] = await flowsOf(productId);
    expect(flow).toMatchObject({
      quantity: 12.5,
      balance: 12.5,
      sourceObject: 'wmsEnter',
      sourceId: entered.id,
      sourceNo: entered.enterNo,
      warehouseName: '一号仓库',
    });
  });

  it('never takes stock below zero when fifty stock-outs whose sum exceeds it are approved at once', async () => {
    const productId = await product();
    await submit('wmsEnter', (await stockIn(productId, 100)).id);
    const quantities = Array.from({ length: 50 }, (_, i) => 1 + (i % 7));
    const outs = await Promise.all(quantities.map((quantity) => stockOut(productId, quantity)));
    const answers = await Promise.all(outs.map((out) => submit('wmsOuter', out.id)));
    const accepted = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [quantities[i]!] : []));
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toMatch(/^库存不足：「库存产品 \d+」在「一号仓库」现有 [\d.]+，需要出库 \d+$/);
    }
    const left = 100 - accepted.reduce((a, b) => a + b, 0);
    expect(await quantityOf(productId)).toBe(left);
    // The refused ones are as they were (not submitted), the accepted ones reviewed.
    const statuses = await Promise.all(outs.map(async (out) => (await read('wmsOuter', out.id)).auditStatus));
    expect(statuses.filter((s) => s === '2')).toHaveLength(accepted.length);
    expect(statuses.filter((s) => s === '0')).toHaveLength(refused.length);
    // The history adds up to the stock, and no balance in it is below zero.
    const flows = await flowsOf(productId);
    expect(flows).toHaveLength(1 + accepted.length);
    expect(flows.reduce((sum, flow) => sum + flow.quantity, 0)).toBe(left);
    expect(Math.min(...flows.map((flow) => flow.balance))).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it('puts a voided stock-out back once, however many voids arrive together', async () => {
    const productId = await product();
    await submit('wmsEnter', (await stockIn(productId, 10)).id);
    const out = await stockOut(productId, 4);
    await submit('wmsOuter', out.id);
    expect(await quantityOf(productId)).toBe(6);
    const reviewed = await read('wmsOuter', out.id);
    const answers = await Promise.all([voidIt('wmsOuter', reviewed), voidIt('wmsOuter', reviewed), voidIt('wmsOuter', reviewed)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await quantityOf(productId)).toBe(10);
    expect(await read('wmsOuter', out.id)).toMatchObject({ status: '2', auditStatus: '4' });
    const flows = await flowsOf(productId);
    expect(flows.map((f) => f.quantity)).toEqual([4, -4, 10]);
  });

  it('refuses voiding a stock-in whose goods have gone out since, and changes nothing', async () => {
    const productId = await product();
    const entered = await stockIn(productId, 5);
    await submit('wmsEnter', entered.id);
    await submit('wmsOuter', (await stockOut(productId, 3)).id);
    const refused = await t.signedPost(
      RECORD_API.action('wms', 'wmsEnter', 'void'),
      { id: entered.id, version: (await read('wmsEnter', entered.id)).version },
      admin.token,
      { 'Accept-Language': 'en' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Not enough stock: 一号仓库 holds 2 of 库存产品 \d+, 5 are to go out$/);
    expect(await quantityOf(productId)).toBe(2);
    expect((await read('wmsEnter', entered.id)).status).toBe('1');
  });

  it('refuses deleting an approved move, and moving it to another warehouse', async () => {
    const productId = await product();
    const entered = await stockIn(productId, 1);
    await submit('wmsEnter', entered.id);
    const deleted = await t.del(RECORD_API.delete('wms', 'wmsEnter'), { id: entered.id }, admin.token);
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().message).toBe(translate('zh-CN', 'server.stockMovedNoDelete'));
    expect(await quantityOf(productId)).toBe(1);
  });

  it('refuses approving a move of a product whose stock is not kept, naming it', async () => {
    const productId = await product(false);
    const entered = await stockIn(productId, 1);
    const refused = await submit('wmsEnter', entered.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^产品「库存产品 \d+」未启用库存管理，不能出入库$/);
    expect((await read('wmsEnter', entered.id)).auditStatus).toBe('0');
  });

  it("lets nothing into or out of a closed warehouse, naming it in the caller's language, and changes nothing", async () => {
    const productId = await product();
    const closing = await added('wmsWarehouse', { name: '停用仓库', code: `WH-C${++made}` });
    const entered = await added('wmsEnter', { type: '3', warehouseId: closing.id, details: [{ productId, quantity: 5, price: 60 }] });
    expect((await submit('wmsEnter', entered.id)).statusCode).toBe(200);
    const closed = await t.put(RECORD_API.edit('wms', 'wmsWarehouse'), { id: closing.id, version: closing.version, status: '0' }, admin.token);
    expect(closed.statusCode).toBe(200);
    const out = await added('wmsOuter', { type: '3', warehouseId: closing.id, details: [{ productId, quantity: 2, price: 100 }] });
    const refusedOut = await submit('wmsOuter', out.id);
    expect(refusedOut.statusCode).toBe(422);
    expect(refusedOut.json().message).toBe('仓库「停用仓库」已停用，货物不能出入库');
    const more = await added('wmsEnter', { type: '3', warehouseId: closing.id, details: [{ productId, quantity: 1, price: 60 }] });
    const refusedIn = await submit('wmsEnter', more.id, 'en');
    expect(refusedIn.json().message).toBe('The warehouse 停用仓库 is closed: no goods can move in or out of it');
    expect([(await read('wmsOuter', out.id)).auditStatus, (await read('wmsEnter', more.id)).auditStatus]).toEqual(['0', '0']);
    expect((await flowsOf(productId)).map((flow) => flow.quantity)).toEqual([5]);
  });

  it('keeps one stock record per product and warehouse, and deletes one only when empty', async () => {
    const productId = await product();
    const item = await added('wmsStock', { productId, warehouseId, lowerLimit: 5, location: 'A-01-02' });
    const again = await t.signedPost(RECORD_API.add('wms', 'wmsStock'), { productId, warehouseId }, admin.token);
    expect(again.statusCode).toBe(422);
    await submit('wmsEnter', (await stockIn(productId, 3)).id);
    // The move found the record added beforehand: its place and limit stay.
    expect(await read('wmsStock', item.id)).toMatchObject({ quantity: 3, lowerLimit: 5, location: 'A-01-02' });
    expect((await t.del(RECORD_API.delete('wms', 'wmsStock'), { id: item.id }, admin.token)).statusCode).toBe(422);
    // Its quantity is the ledger's: an edit changes the limits, and the quantity it gives is not taken.
    const edited = await t.put(
      RECORD_API.edit('wms', 'wmsStock'),
      { id: item.id, version: (await read('wmsStock', item.id)).version, quantity: 99, upperLimit: 50 },
      admin.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read('wmsStock', item.id)).toMatchObject({ quantity: 3, upperLimit: 50 });
  });

  it('counts what a purchase order received from its approved stock-ins', async () => {
    const productId = await product();
    const supplierId = envelope<RecordRow>(await t.signedPost(RECORD_API.add('wms', 'wmsSupplier'), { name: `供应商 ${++made}` }, admin.token)).result.id;
    const purchase = await added('wmsPurchase', { supplierId, warehouseId, details: [{ productId, quantity: 10, price: 60 }] });
    expect(purchase.receiptStatus).toBe('0');
    const first = await added('wmsEnter', { type: '1', purchaseId: purchase.id, warehouseId, details: [{ productId, quantity: 4 }] });
    await submit('wmsEnter', first.id);
    expect((await read('wmsPurchase', purchase.id)).receiptStatus).toBe('1');
    const rest = await added('wmsEnter', { type: '1', purchaseId: purchase.id, warehouseId, details: [{ productId, quantity: 6 }] });
    await submit('wmsEnter', rest.id);
    expect((await read('wmsPurchase', purchase.id)).receiptStatus).toBe('2');
    await voidIt('wmsEnter', await read('wmsEnter', rest.id));
    expect((await read('wmsPurchase', purchase.id)).receiptStatus).toBe('1');
    expect(await quantityOf(productId)).toBe(4);
  });
});
