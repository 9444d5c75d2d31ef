import { DELIVER_STATUS, RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Deliveries: the logistics form records the carrier, the tracking number and when it shipped, and
 * makes the delivery shipped; the receiver's signature ends it. Each move only from where it may be.
 */

let t: TestApp;
let admin: Actor;
let made = 0;

async function add(module: 'crm' | 'wms', apiName: string, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add(module, apiName), values, admin.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (id: string) => envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('wms', 'wmsDeliver'), { id }, admin.token)).result;
const act = async (name: 'logistics' | 'sign', id: string, inputs: Record<string, unknown>, lang = 'zh-CN') =>
  t.signedPost(RECORD_API.action('wms', 'wmsDeliver', name), { id, version: (await read(id)).version, ...inputs }, admin.token, { 'Accept-Language': lang });

async function delivery(): Promise<RecordRow> {
  const customer = await add('crm', 'crmCustomer', { name: `发货客户 ${++made}` });
  const productId = (await add('crm', 'crmProduct', { name: `发货产品 ${made}`, standardPrice: 80 })).id;
  const order = await add('crm', 'crmOrder', { customerId: customer.id, details: [{ productId, price: 80, quantity: 1 }] });
  return add('wms', 'wmsDeliver', {
    orderId: order.id,
    customerId: customer.id,
    receiver: '张三',
    receiverPhone: '13800138000',
    address: { text: '上海市浦东新区世纪大道 100 号', lat: 31.23, lng: 121.5 },
  });
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

describe('a delivery', () => {
  it('starts to ship, is shipped on the logistics form with its carrier and tracking number, then signed for', async () => {
    const added = await delivery();
    expect(added).toMatchObject({ deliverNo: expect.stringMatching(/^FH\d{6}$/), status: DELIVER_STATUS.toShip, carrier: null, trackingNo: null });
    expect(added._access).toMatchObject({ actions: { logistics: true, sign: false } });

    const shipped = await act('logistics', added.id, { carrier: 'SF', trackingNo: 'SF1234567890', shipTime: '2026-11-28T02:30:00.000Z' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const afterShipping = await read(added.id);
    expect(afterShipping).toMatchObject({
      status: DELIVER_STATUS.shipped,
      carrier: 'SF',
      carrier_dictText: '顺丰速运',
      trackingNo: 'SF1234567890',
      shipTime: '2026-11-28T02:30:00.000Z',
      _access: { actions: { logistics: true, sign: true } },
    });

    const signed = await act('sign', added.id, { signTime: '2026-11-29T06:00:00.000Z' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await read(added.id)).toMatchObject({ status: DELIVER_STATUS.signed, signTime: '2026-11-29T06:00:00.000Z', trackingNo: 'SF1234567890' });
  });

  it('takes its logistics from the warehouse keeper, whose role changes nobody else’s records', async () => {
    const keeper = await actor(t, 'cangguan');
    const added = await delivery();
    const logistics = await t.signedPost(
      RECORD_API.action('wms', 'wmsDeliver', 'logistics'),
      { id: added.id, version: added.version, carrier: 'JD', trackingNo: 'JDVA00000000001', shipTime: '2026-11-28T02:30:00.000Z' },
      keeper.token,
    );
    expect(logistics.statusCode, logistics.body).toBe(200);
    expect(await read(added.id)).toMatchObject({ status: DELIVER_STATUS.shipped, carrier: 'JD', ownerId: admin.userId });
    const edited = await t.put(RECORD_API.edit('wms', 'wmsDeliver'), { id: added.id, version: (await read(added.id)).version, remark: '改' }, keeper.token);
    expect(edited.statusCode).toBe(403);
  });

  it('needs a carrier on the logistics form, and is signed for only once shipped', async () => {
    const added = await delivery();
    const noCarrier = await act('logistics', added.id, { trackingNo: 'X1' }, 'en');
    expect(noCarrier.statusCode).toBe(422);
    expect(noCarrier.body).toContain('Carrier');
    const early = await act('sign', added.id, {}, 'en');
    expect(early.statusCode).toBe(422);
    expect((await read(added.id)).status).toBe(DELIVER_STATUS.toShip);
  });

  it('corrects its logistics while shipped, and neither changes nor ships again once signed for', async () => {
    const added = await delivery();
    await act('logistics', added.id, { carrier: 'ZTO', trackingNo: 'ZT001', shipTime: '2026-11-28T01:00:00.000Z' });
    expect((await act('logistics', added.id, { carrier: 'YTO', trackingNo: 'YT002', shipTime: '2026-11-28T01:00:00.000Z' })).statusCode).toBe(200);
    expect(await read(added.id)).toMatchObject({ status: DELIVER_STATUS.shipped, carrier: 'YTO', trackingNo: 'YT002' });
    await act('sign', added.id, { signTime: '2026-11-29T01:00:00.000Z' });
    expect((await act('logistics', added.id, { carrier: 'SF', shipTime: '2026-11-28T01:00:00.000Z' })).statusCode).toBe(422);
    const signed = await read(added.id);
    expect(signed._access).toMatchObject({ canEdit: false });
    const edited = await t.put(RECORD_API.edit('wms', 'wmsDeliver'), { id: added.id, version: signed.version, remark: '改' }, admin.token);
    expect(edited.statusCode).toBe(422);
    expect(await read(added.id)).toMatchObject({ carrier: 'YTO', remark: null });
  });
});
