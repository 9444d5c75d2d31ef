import { AUDIT_API, RECORD_API, RETURN_TYPE, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Return orders: a customer's return, once approved, brings its goods back into stock and counts
 * on its sales order's returned amount; a return to a supplier takes its goods out, never below
 * what the warehouse holds; voided, either moves back once.
 */

let t: TestApp;
let admin: Actor;
let warehouseId: string;
let made = 0;

async function add(module: 'crm' | 'wms', apiName: string, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add(module, apiName), values, admin.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (module: 'crm' | 'wms', apiName: string, id: string) =>
  envelope<RecordRow>(await t.signedGet(RECORD_API.queryById(module, apiName), { id }, admin.token)).result;
const submit = (apiName: string, id: string, lang = 'zh-CN') => t.signedPost(AUDIT_API.submit, { apiName, id }, admin.token, { 'Accept-Language': lang });
const voidIt = async (record: RecordRow) =>
  t.signedPost(
    RECORD_API.action('wms', 'wmsReturnOrder', 'void'),
    { id: record.id, version: (await read('wms', 'wmsReturnOrder', record.id)).version },
    admin.token,
  );

const product = async () => (await add('crm', 'crmProduct', { name: `退货产品 ${++made}`, standardPrice: 200, costPrice: 120, inventoryEnabled: true })).id;

/** What the warehouse holds of a product, as the stock list answers it. */
async function quantityOf(productId: string): Promise<number> {
  const page = envelope<Page<RecordRow>>(
    await t.signedGet(RECORD_API.list('wms', 'wmsStock'), { filters: JSON.stringify([{ field: 'productId', op: 'eq', value: productId }]) }, admin.token),
  ).result;
  return page.records.filter((row) => row.warehouseId === warehouseId).reduce((sum, row) => sum + Number(row.quantity), 0);
}

async function stockIn(productId: string, quantity: number): Promise<void> {
  const entered = await add('wms', 'wmsEnter', { type: '3', warehouseId, details: [{ productId, quantity, price: 120 }] });
  expect((await submit('wmsEnter', entered.id)).statusCode).toBe(200);
}

async function salesOrder(productId: string): Promise<RecordRow> {
  const customer = await add('crm', 'crmCustomer', { name: `退货客户 ${++made}` });
  return add('crm', 'crmOrder', { customerId: customer.id, details: [{ productId, price: 200, quantity: 10 }] });
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  warehouseId = (await add('wms', 'wmsWarehouse', { name: '退货仓库', code: 'WH-TH' })).id;
});
afterAll(() => t.close());

describe("a customer's return", () => {
  it('raises stock and its order’s returned amount once approved, and takes both back when voided', async () => {
    const productId = await product();
    const order = await salesOrder(productId);
    const returned = await add('wms', 'wmsReturnOrder', {
      type: RETURN_TYPE.customer,
      orderId: order.id,
      customerId: order.customerId,
      warehouseId,
      reason: '1',
      details: [{ productId, quantity: 3, price: 200 }],
    });
    expect(returned).toMatchObject({ returnNo: expect.stringMatching(/^TH\d{6}$/), amount: 600, auditStatus: '0', status: '1' });
    expect(returned.details).toEqual([
      expect.objectContaining({ productId, productName: (await read('crm', 'crmProduct', productId)).name, quantity: 3, amount: 600 }),
    ]);
    // Not approved yet: nothing moved, nothing counts.
    expect(await quantityOf(productId)).toBe(0);
    expect((await read('crm', 'crmOrder', order.id)).returnedAmount).toBe(0);

    expect((await submit('wmsReturnOrder', returned.id)).statusCode).toBe(200);
    expect(await quantityOf(productId)).toBe(3);
    expect(await read('crm', 'crmOrder', order.id)).toMatchObject({ returnedAmount: 600 });

    expect((await voidIt(returned)).statusCode).toBe(200);
    expect(await read('wms', 'wmsReturnOrder', returned.id)).toMatchObject({ status: '2', auditStatus: '4' });
    expect(await quantityOf(productId)).toBe(0);
    expect((await read('crm', 'crmOrder', order.id)).returnedAmount).toBe(0);
  });

  it("is its order's customer's, whatever customer is sent beside it", async () => {
    const productId = await product();
    const [order, other] = [await salesOrder(productId), await salesOrder(productId)];
    const returned = await add('wms', 'wmsReturnOrder', {
      type: RETURN_TYPE.customer,
      orderId: order.id,
      customerId: other.customerId,
      warehouseId,
      details: [{ productId, quantity: 1, price: 200 }],
    });
    expect(returned.customerId).toBe(order.customerId);
  });

  it('needs its customer, and keeps no supplier', async () => {
    const productId = await product();
    const supplierId = (await add('wms', 'wmsSupplier', { name: `供应商 ${++made}` })).id;
    const refused = await t.signedPost(
      RECORD_API.add('wms', 'wmsReturnOrder'),
      { type: RETURN_TYPE.customer, warehouseId, details: [{ productId, quantity: 1 }] },
      admin.token,
      { 'Accept-Language': 'en' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Customer');
    const customerId = (await salesOrder(productId)).customerId;
    const kept = await add('wms', 'wmsReturnOrder', { type: RETURN_TYPE.customer, customerId, supplierId, warehouseId, details: [{ productId, quantity: 1 }] });
    expect(kept).toMatchObject({ customerId, supplierId: null });
  });
});

describe('a return to a supplier', () => {
  it('lowers stock once approved, and is refused beyond what the warehouse holds, changing nothing', async () => {
    const productId = await product();
    await stockIn(productId, 5);
    const supplierId = (await add('wms', 'wmsSupplier', { name: `供应商 ${++made}` })).id;
    const purchase = await add('wms', 'wmsPurchase', { supplierId, warehouseId, details: [{ productId, quantity: 5, price: 120 }] });
    const elsewhere = (await add('wms', 'wmsSupplier', { name: `供应商 ${++made}` })).id;
    const back = await add('wms', 'wmsReturnOrder', {
      type: RETURN_TYPE.supplier,
      purchaseId: purchase.id,
      supplierId: elsewhere,
      warehouseId,
      details: [{ productId, quantity: 2, price: 120 }],
    });
    // Its supplier is its purchase order's, whatever supplier is sent beside it.
    expect(back).toMatchObject({ supplierId, customerId: null, orderId: null, amount: 240 });
    expect((await submit('wmsReturnOrder', back.id)).statusCode).toBe(200);
    expect(await quantityOf(productId)).toBe(3);

    const tooMany = await add('wms', 'wmsReturnOrder', { type: RETURN_TYPE.supplier, supplierId, warehouseId, details: [{ productId, quantity: 4 }] });
    const refused = await submit('wmsReturnOrder', tooMany.id);
    expect(refused.statusCode).toBe(422);
    const { name } = await read('crm', 'crmProduct', productId);
    expect(refused.json().message).toBe(`库存不足：「${String(name)}」在「退货仓库」现有 3，需要出库 4`);
    expect(await quantityOf(productId)).toBe(3);
    expect((await read('wms', 'wmsReturnOrder', tooMany.id)).auditStatus).toBe('0');

    // Voided, what went back to the supplier is in stock again.
    expect((await voidIt(back)).statusCode).toBe(200);
    expect(await quantityOf(productId)).toBe(5);
  });

  it('does not count on any sales order', async () => {
    const productId = await product();
    await stockIn(productId, 5);
    const order = await salesOrder(productId);
    const supplierId = (await add('wms', 'wmsSupplier', { name: `供应商 ${++made}` })).id;
    // An order given to a supplier's return is not shown for it, so not kept.
    const back = await add('wms', 'wmsReturnOrder', {
      type: RETURN_TYPE.supplier,
      orderId: order.id,
      supplierId,
      warehouseId,
      details: [{ productId, quantity: 1, price: 200 }],
    });
    expect(back.orderId).toBeNull();
    await submit('wmsReturnOrder', back.id);
    expect((await read('crm', 'crmOrder', order.id)).returnedAmount).toBe(0);
  });
});
