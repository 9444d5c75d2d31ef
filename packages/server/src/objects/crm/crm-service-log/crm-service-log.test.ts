import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, PNG_PIXEL, upload, type Actor } from '../../../test/records.ts';

/** Service logs: what an engineer did for a customer, with one of its contacts, listed on the customer. */

let t: TestApp;
let admin: Actor;
let engineer: Actor;
let made = 0;

async function add(who: Actor, apiName: 'crmCustomer' | 'crmContacter' | 'crmServiceLog', values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, engineer] = [await actor(t, 'admin'), await actor(t, 'engineer')];
});
afterAll(() => t.close());

describe('a service log', () => {
  it('is written by an engineer for a customer with photos, listed on the customer, and edited', async () => {
    const customer = await add(admin, 'crmCustomer', { name: `服务客户 ${++made}` });
    const contact = await add(admin, 'crmContacter', { name: '张伟', customerId: customer.id });
    const path = await upload(t, engineer.token, 'site.png', PNG_PIXEL);
    const log = await add(engineer, 'crmServiceLog', {
      customerId: customer.id,
      contacterId: contact.id,
      serviceType: '2',
      serviceTime: '2026-03-02T02:00:00.000Z',
      durationMinutes: 90,
      content: '更换服务器电源模块',
      result: '设备恢复正常',
      satisfaction: '5',
      images: [{ path, name: 'site.png', size: 7 }],
    });
    expect(log).toMatchObject({ ownerId: engineer.userId, serviceType_dictText: '维修保养', satisfaction_dictText: '非常满意', contacterId_dictText: '张伟' });
    const onCustomer = envelope<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('crm', 'crmServiceLog'), { relatedField: 'customerId', relatedId: customer.id }, admin.token),
    ).result;
    expect(onCustomer.records.map((r) => r.id)).toEqual([log.id]);
    const edited = await t.put(RECORD_API.edit('crm', 'crmServiceLog'), { id: log.id, version: 1, satisfaction: '4', durationMinutes: 120 }, engineer.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<RecordRow>(edited).result).toMatchObject({ satisfaction: '4', durationMinutes: 120, version: 2 });
  });

  it('needs its customer and content, and is refused a contact of another customer, on add and on edit', async () => {
    const none = await t.signedPost(RECORD_API.add('crm', 'crmServiceLog'), { serviceType: '4' }, engineer.token, { 'Accept-Language': 'en' });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(none).result.fields).sort()).toEqual(['content', 'customerId']);

    const [mine, other] = [await add(admin, 'crmCustomer', { name: `服务客户 ${++made}` }), await add(admin, 'crmCustomer', { name: `服务客户 ${++made}` })];
    const theirs = await add(admin, 'crmContacter', { name: '刘洋', customerId: other.id });
    const refused = await t.signedPost(
      RECORD_API.add('crm', 'crmServiceLog'),
      { customerId: mine.id, contacterId: theirs.id, serviceType: '4', content: '电话咨询' },
      engineer.token,
      { 'Accept-Language': 'en' },
    );
    expect(refused.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(refused).result.fields).toEqual({
      contacterId: 'The record chosen for Contact belongs to another customer',
    });

    const log = await add(engineer, 'crmServiceLog', { customerId: other.id, contacterId: theirs.id, serviceType: '4', content: '电话咨询' });
    const moved = await t.put(RECORD_API.edit('crm', 'crmServiceLog'), { id: log.id, version: 1, customerId: mine.id }, engineer.token);
    expect(moved.statusCode).toBe(422);
    expect(envelope(moved).message).toBe('联系人所选的记录属于其他客户');
  });
});
