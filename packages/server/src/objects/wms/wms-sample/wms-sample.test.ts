import { AUDIT_API, RECORD_API, SAMPLE_STATUS, type Page, type RecordRow, type StockFlow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Samples lent to a customer: delivering one takes its goods out of its warehouse by a stock-out
 * of its own (refused whole when the warehouse holds too little), returning it brings them back
 * by a stock-in; one the customer keeps stays out.
 */

let t: TestApp;
let admin: Actor;
let warehouseId: string;
let customerId: string;
let made = 0;

async function add(module: 'crm' | 'wms', apiName: string, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add(module, apiName), values, admin.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (apiName: string, id: string) => envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('wms', apiName), { id }, admin.token)).result;
const act = async (name: 'deliver' | 'returnBack' | 'keep', id: string, inputs: Record<string, unknown> = {}, lang = 'zh-CN') =>
  t.signedPost(RECORD_API.action('wms', 'wmsSample', name), { id, version: (await read('wmsSample', id)).version, ...inputs }, admin.token, {
    'Accept-Language': lang,
  });

const product = async () => (await add('crm', 'crmProduct', { name: `样品产品 ${++made}`, standardPrice: 300, inventoryEnabled: true })).id;

async function quantityOf(productId: string): Promise<number> {
  const page = envelope<Page<RecordRow>>(
    await t.signedGet(RECORD_API.list('wms', 'wmsStock'), { filters: JSON.stringify([{ field: 'productId', op: 'eq', value: productId }]) }, admin.token),
  ).result;
  return page.records.filter((row) => row.warehouseId === warehouseId).reduce((sum, row) => sum + Number(row.quantity), 0);
}

const flowsOf = async (productId: string) =>
  envelope<Page<StockFlow>>(await t.signedGet(RECORD_API.stockFlows, { productId, pageSize: 100 }, admin.token)).result.records;

async function stockIn(productId: string, quantity: number): Promise<void> {
  const entered = await add('wms', 'wmsEnter', { type: '3', warehouseId, details: [{ productId, quantity, price: 100 }] });
  expect((await t.signedPost(AUDIT_API.submit, { apiName: 'wmsEnter', id: entered.id }, admin.token)).statusCode).toBe(200);
}

const sample = (productId: string, quantity: number) =>
  add('wms', 'wmsSample', { customerId, warehouseId, purpose: '客户试用评估', expectedReturnDate: '2026-12-31', details: [{ productId, quantity }] });

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  warehouseId = (await add('wms', 'wmsWarehouse', { name: '样品仓库', code: 'WH-YP' })).id;
  customerId = (await add('crm', 'crmCustomer', { name: '样品客户' })).id;
});
afterAll(() => t.close());

describe('a sample', () => {
  it('delivered lowers stock by a stock-out of its own, and returned raises it back by a stock-in', async () => {
    const productId = await product();
    await stockIn(productId, 10);
    const lent = await sample(productId, 2);
    expect(lent).toMatchObject({ sampleNo: expect.stringMatching(/^YP\d{6}$/), status: SAMPLE_STATUS.applied, outerId: null });
    expect(lent._access).toMatchObject({ actions: { deliver: true, returnBack: false, keep: false } });

    const delivered = await act('deliver', lent.id, { deliverTime: '2026-11-28T03:00:00.000Z', trackingNo: 'SF0001', deliverRemark: '顺丰寄出' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await quantityOf(productId)).toBe(8);
    const out = await read('wmsSample', lent.id);
    expect(out).toMatchObject({ status: SAMPLE_STATUS.delivered, trackingNo: 'SF0001', deliverTime: '2026-11-28T03:00:00.000Z', _access: { canEdit: false } });
    const outer = await read('wmsOuter', String(out.outerId));
    expect(outer).toMatchObject({ type: '3', auditStatus: '2', warehouseId, customerId, outDate: '2026-11-28', remark: `样品 ${String(lent.sampleNo)} 寄出` });
    expect(outer.details).toEqual([expect.objectContaining({ productId, quantity: 2 })]);
    // A sample out with the customer is not deleted: it is returned or kept.
    const deleted = await t.del(RECORD_API.delete('wms', 'wmsSample'), { id: lent.id }, admin.token);
    expect(deleted.statusCode).toBe(422);

    const returned = await act('returnBack', lent.id, { returnTime: '2026-12-10T03:00:00.000Z', closeRemark: '完好归还' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await quantityOf(productId)).toBe(10);
    const back = await read('wmsSample', lent.id);
    expect(back).toMatchObject({ status: SAMPLE_STATUS.returned, closeRemark: '完好归还' });
    expect(await read('wmsEnter', String(back.enterId))).toMatchObject({ type: '3', auditStatus: '2', warehouseId, enterDate: '2026-12-10' });
    expect((await flowsOf(productId)).map((flow) => [flow.sourceObject, flow.quantity])).toEqual([
      ['wmsEnter', 2],
      ['wmsOuter', -2],
      ['wmsEnter', 10],
    ]);
    // Returned, it is done with.
    expect((await act('returnBack', lent.id)).statusCode).toBe(422);
  });

  it('is refused delivery when the warehouse holds too little, and nothing changes', async () => {
    const productId = await product();
    await stockIn(productId, 1);
    const lent = await sample(productId, 3);
    const refused = await act('deliver', lent.id, { deliverTime: '2026-11-28T03:00:00.000Z' }, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Not enough stock: 样品仓库 holds 1 of 样品产品 \d+, 3 are to go out$/);
    expect(await read('wmsSample', lent.id)).toMatchObject({ status: SAMPLE_STATUS.applied, outerId: null, version: lent.version });
    expect(await quantityOf(productId)).toBe(1);
    const outers = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('wms', 'wmsOuter'), { pageSize: 100 }, admin.token)).result.records;
    expect(outers.filter((row) => row.customerId === customerId && String(row.remark).includes(String(lent.sampleNo)))).toEqual([]);
  });

  it('kept by the customer stays out, with the reason', async () => {
    const productId = await product();
    await stockIn(productId, 4);
    const lent = await sample(productId, 1);
    await act('deliver', lent.id, { deliverTime: '2026-11-28T03:00:00.000Z' });
    expect((await act('keep', lent.id, {}, 'en')).statusCode).toBe(422);
    expect((await act('keep', lent.id, { closeRemark: '客户决定购买' })).statusCode).toBe(200);
    expect(await read('wmsSample', lent.id)).toMatchObject({ status: SAMPLE_STATUS.kept, closeRemark: '客户决定购买' });
    expect(await quantityOf(productId)).toBe(3);
  });

  it('is delivered and returned by the warehouse keeper, whose role changes nobody else’s records', async () => {
    const keeper = await actor(t, 'cangguan');
    const productId = await product();
    await stockIn(productId, 3);
    const lent = await sample(productId, 1);
    // The keeper's role reads others' records only (rights on others' data: read): they may not edit it, but deliver it.
    const readable = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('wms', 'wmsSample'), { id: lent.id }, keeper.token)).result;
    expect(readable._access).toMatchObject({ canEdit: false, actions: { deliver: true } });
    const run = async (name: 'deliver' | 'returnBack', inputs: Record<string, unknown>) =>
      t.signedPost(RECORD_API.action('wms', 'wmsSample', name), { id: lent.id, version: (await read('wmsSample', lent.id)).version, ...inputs }, keeper.token);
    expect((await run('deliver', { deliverTime: '2026-11-28T03:00:00.000Z' })).statusCode).toBe(200);
    const out = await read('wmsSample', lent.id);
    expect(await read('wmsOuter', String(out.outerId))).toMatchObject({ ownerId: keeper.userId, auditStatus: '2' });
    expect(await quantityOf(productId)).toBe(2);
    expect((await run('returnBack', { returnTime: '2026-12-01T03:00:00.000Z' })).statusCode).toBe(200);
    expect(await quantityOf(productId)).toBe(3);
  });

  it('waits for the stock-out’s approval where the tenant has a flow for stock-outs', async () => {
    const productId = await product();
    await stockIn(productId, 5);
    // Nobody approves what they submitted: another approves the stock-outs.
    const approver = await actor(t, 'manager');
    const flow = [{ name: '仓库主管', approverKind: 'user', approverIds: [approver.userId], mode: 'any', minAmount: null }];
    expect((await t.put(AUDIT_API.flowSave, { apiName: 'wmsOuter', steps: flow }, admin.token)).statusCode).toBe(200);
    try {
      const lent = await sample(productId, 2);
      expect((await act('deliver', lent.id, { deliverTime: '2026-11-28T03:00:00.000Z' })).statusCode).toBe(200);
      const outerId = String((await read('wmsSample', lent.id)).outerId);
      expect((await read('wmsOuter', outerId)).auditStatus).toBe('1');
      expect(await quantityOf(productId)).toBe(5);
      expect((await t.signedPost(AUDIT_API.agree, { apiName: 'wmsOuter', id: outerId }, approver.token)).statusCode).toBe(200);
      expect(await quantityOf(productId)).toBe(3);
    } finally {
      await t.put(AUDIT_API.flowSave, { apiName: 'wmsOuter', steps: [] }, admin.token);
    }
  });
});
