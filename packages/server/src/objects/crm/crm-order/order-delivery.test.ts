import { AUDIT_API, RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Issue 18: delivering an order (crmOrderDeliverForm) issues its lines of products kept in stock
 * from the warehouse chosen, by a stock-out approved at once where stock-outs have no approval
 * flow; short of stock, nothing is delivered.
 */

let t: TestApp;
let admin: Actor;
let warehouseId: string;
let made = 0;

async function added(module: string, apiName: string, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add(module, apiName), values, admin.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

const product = (inventoryEnabled: boolean) => added('crm', 'crmProduct', { name: `发货产品 ${++made}`, standardPrice: 100, inventoryEnabled });
const deliver = (order: RecordRow, values: Record<string, unknown>, lang = 'zh-CN') =>
  t.signedPost(
    RECORD_API.action('crm', 'crmOrder', 'deliver'),
    { id: order.id, version: order.version, deliverTime: new Date().toISOString(), ...values },
    admin.token,
    {
      'Accept-Language': lang,
    },
  );
const read = async (module: string, apiName: string, id: string) =>
  envelope<RecordRow>(await t.signedGet(RECORD_API.queryById(module, apiName), { id }, admin.token)).result;

async function stockOf(productId: string): Promise<number> {
  const page = envelope<Page<RecordRow>>(
    await t.signedGet(RECORD_API.list('wms', 'wmsStock'), { filters: JSON.stringify([{ field: 'productId', op: 'eq', value: productId }]) }, admin.token),
  ).result;
  return page.records.reduce((sum, row) => sum + Number(row.quantity), 0);
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  warehouseId = (await added('wms', 'wmsWarehouse', { name: '发货仓' })).id;
});
afterAll(() => t.close());

describe("an order's delivery", () => {
  it('issues its lines kept in stock from the warehouse chosen, and leaves the rest', async () => {
    const [kept, service] = [await product(true), await product(false)];
    const entered = await added('wms', 'wmsEnter', { type: '3', warehouseId, details: [{ productId: kept.id, quantity: 10 }] });
    await t.signedPost(AUDIT_API.submit, { apiName: 'wmsEnter', id: entered.id }, admin.token);
    const customer = await added('crm', 'crmCustomer', { name: `发货客户 ${made}` });
    const order = await added('crm', 'crmOrder', {
      customerId: customer.id,
      details: [
        { productId: kept.id, quantity: 3, price: 100 },
        { productId: service.id, quantity: 1, price: 500 },
      ],
    });
    const delivered = await deliver(order, { warehouseId, deliverRemark: '顺丰发货' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await read('crm', 'crmOrder', order.id)).toMatchObject({ deliveryStatus: '1', deliverRemark: '顺丰发货' });
    expect(await stockOf(kept.id)).toBe(7);
    const outs = envelope<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('wms', 'wmsOuter'), { filters: JSON.stringify([{ field: 'orderId', op: 'eq', value: order.id }]) }, admin.token),
    ).result.records;
    expect(outs).toHaveLength(1);
    const out = await read('wms', 'wmsOuter', outs[0]!.id);
    expect(out).toMatchObject({ type: '1', customerId: customer.id, warehouseId, auditStatus: '2', remark: '顺丰发货' });
    expect((out.details as unknown as RecordRow[]).map((line) => [line.productId, line.quantity])).toEqual([[kept.id, 3]]);
  });

  it('is refused whole when the warehouse holds too little, and asks for a warehouse where one is needed', async () => {
    const kept = await product(true);
    const customer = await added('crm', 'crmCustomer', { name: `发货客户 ${++made}` });
    const order = await added('crm', 'crmOrder', { customerId: customer.id, details: [{ productId: kept.id, quantity: 2, price: 100 }] });
    const noWarehouse = await deliver(order, {}, 'en');
    expect(noWarehouse.statusCode).toBe(422);
    expect(noWarehouse.json().message).toBe('The order has products kept in stock: choose the warehouse they ship from');
    const short = await deliver(order, { warehouseId });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toMatch(/^库存不足：「发货产品 \d+」在「发货仓」现有 0，需要出库 2$/);
    expect((await read('crm', 'crmOrder', order.id)).deliveryStatus).toBe('0');
    const outs = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('wms', 'wmsOuter'), {}, admin.token)).result.records;
    expect(outs.filter((row) => row.orderId === order.id)).toEqual([]);
  });

  it('needs no warehouse for an order of nothing kept in stock', async () => {
    const service = await product(false);
    const customer = await added('crm', 'crmCustomer', { name: `发货客户 ${++made}` });
    const order = await added('crm', 'crmOrder', { customerId: customer.id, details: [{ productId: service.id, quantity: 1, price: 100 }] });
    const delivered = await deliver(order, {});
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await read('crm', 'crmOrder', order.id)).deliveryStatus).toBe('1');
  });
});
