import { DEMAND_STATUS, RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Purchase requirements (spec /srm/srmDemand*): what is needed, product by product, in positive
 * quantities; closed with a reason (and then left as it was) or reopened. How inquiries and
 * purchase orders move them is the inquiry's tests'.
 */

let t: TestApp;
let admin: Actor;
let productId: string;
const en = { 'Accept-Language': 'en' };

async function ok(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<RecordRow> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<RecordRow>(response).result;
}

const add = (values: Record<string, unknown>) => t.signedPost(RECORD_API.add('srm', 'srmDemand'), values, admin.token, en);
const run = (action: string, demand: RecordRow, body: Record<string, unknown> = {}) =>
  t.signedPost(RECORD_API.action('srm', 'srmDemand', action), { id: demand.id, version: demand.version, ...body }, admin.token, en);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  productId = (
    await ok(await t.signedPost(RECORD_API.add('crm', 'crmProduct'), { name: '热敏标签纸', standardPrice: 45, costPrice: 22, unit: '7' }, admin.token))
  ).id;
});
afterAll(() => t.close());

describe('purchase requirements', () => {
  it('need products in quantities above zero, a row starting from the product picked (its name kept)', async () => {
    const empty = await add({ title: '无明细', neededBy: '2026-12-20', details: [] });
    expect([empty.statusCode, Object.keys(envelope<{ fields: object }>(empty).result.fields)]).toEqual([422, ['details']]);
    const zero = await add({ title: '零数量', neededBy: '2026-12-20', details: [{ productId, quantity: 0 }] });
    expect([zero.statusCode, Object.keys(envelope<{ fields: object }>(zero).result.fields)]).toEqual([422, ['details.0.quantity']]);
    const drafts = envelope<RecordRow[]>(await t.signedGet(RECORD_API.lineDraft('srm', 'srmDemand'), { field: 'details', ids: productId }, admin.token)).result;
    expect(drafts).toEqual([expect.objectContaining({ productId, productName: '热敏标签纸', unit: '7', quantity: 1 })]);
    const demand = await ok(await add({ title: '标签纸补货', neededBy: '2026-12-20', reason: '库存不足', details: [{ ...drafts[0], quantity: 2000 }] }));
    expect([demand.demandNo, demand.status, demand.ownerId]).toEqual([expect.stringMatching(/^XQ\d{6}$/), DEMAND_STATUS.open, admin.userId]);
    expect((demand.details as unknown as RecordRow[]).map((line) => [line.productName, line.unit, line.quantity])).toEqual([['热敏标签纸', '7', 2000]]);
  });

  it('close with a reason, stay as they were while closed, and reopen', async () => {
    let demand = await ok(await add({ title: '展会物料', neededBy: '2026-12-20', details: [{ productId, quantity: 10 }] }));
    expect((await run('close', demand)).statusCode).toBe(422);
    demand = await ok(await run('close', demand, { closeReason: '展会取消' }));
    expect([demand.status, demand.closeReason]).toEqual([DEMAND_STATUS.closed, '展会取消']);
    expect(demand._access).toMatchObject({ canEdit: false, actions: { close: false, reopen: true } });
    const edited = await t.put(RECORD_API.edit('srm', 'srmDemand'), { id: demand.id, version: demand.version, title: '改' }, admin.token, en);
    expect(edited.statusCode).toBe(422);
    demand = await ok(await run('reopen', demand));
    expect([demand.status, demand.closeReason]).toEqual([DEMAND_STATUS.open, null]);
    await ok(await t.put(RECORD_API.edit('srm', 'srmDemand'), { id: demand.id, version: demand.version, title: '展会物料（延期）' }, admin.token));
  });
});
