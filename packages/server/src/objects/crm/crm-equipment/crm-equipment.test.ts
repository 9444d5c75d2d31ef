import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** Equipment: a customer's installed machines, numbered, on the customer, under a warranty that holds together. */

let t: TestApp;
let admin: Actor;
let engineer: Actor;
let customerId: string;

async function add(who: Actor, apiName: 'crmCustomer' | 'crmEquipment', values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, engineer] = [await actor(t, 'admin'), await actor(t, 'engineer')];
  customerId = (await add(admin, 'crmCustomer', { name: '北京联科设备客户' })).id;
});
afterAll(() => t.close());

describe('a piece of equipment', () => {
  it('is numbered, in use, and listed on its customer; an engineer changes its status', async () => {
    const piece = await add(engineer, 'crmEquipment', {
      name: '企业级服务器 R740',
      model: 'HW-SRV-740',
      serialNo: 'SN2026030100001',
      customerId,
      installDate: '2026-03-01',
      warrantyStart: '2026-03-01',
      warrantyEnd: '2029-02-28',
    });
    expect(piece).toMatchObject({ status: '1', status_dictText: '使用中', customerId, customerId_dictText: '北京联科设备客户', ownerId: null });
    expect(String(piece.equipmentNo)).toMatch(/^SB\d{6}$/);
    const onCustomer = envelope<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('crm', 'crmEquipment'), { relatedField: 'customerId', relatedId: customerId }, engineer.token),
    ).result;
    expect(onCustomer.records.map((r) => r.id)).toEqual([piece.id]);
    const repaired = await t.put(RECORD_API.edit('crm', 'crmEquipment'), { id: piece.id, version: 1, status: '2' }, engineer.token);
    expect(repaired.statusCode, repaired.body).toBe(200);
    expect(envelope<RecordRow>(repaired).result).toMatchObject({ status: '2', version: 2 });
  });

  it('is refused a warranty that ends before it starts, on add and on edit, naming both dates', async () => {
    const refused = await t.signedPost(
      RECORD_API.add('crm', 'crmEquipment'),
      { name: '下一代防火墙', customerId, warrantyStart: '2026-06-01', warrantyEnd: '2026-05-31' },
      engineer.token,
      { 'Accept-Language': 'en' },
    );
    expect(refused.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(refused).result.fields).toEqual({ warrantyEnd: 'Warranty end cannot be before Warranty start' });

    const piece = await add(engineer, 'crmEquipment', { name: '下一代防火墙', customerId, warrantyStart: '2026-06-01', warrantyEnd: '2027-05-31' });
    const edited = await t.put(RECORD_API.edit('crm', 'crmEquipment'), { id: piece.id, version: 1, warrantyStart: '2027-06-01' }, engineer.token);
    expect(edited.statusCode).toBe(422);
    expect(envelope(edited).message).toBe('保修结束日期不能早于保修开始日期');
    expect(envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmEquipment'), { id: piece.id }, engineer.token)).result.version).toBe(1);
  });

  it('needs its customer', async () => {
    const none = await t.signedPost(RECORD_API.add('crm', 'crmEquipment'), { name: '桌面扫码枪' }, engineer.token, { 'Accept-Language': 'en' });
    expect(none.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(none).result.fields).toEqual({ customerId: 'Customer is required' });
  });
});
