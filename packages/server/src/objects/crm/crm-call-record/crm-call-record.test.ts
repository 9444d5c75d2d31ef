import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** Call records: a call logged from the phone, with a customer (and its contact) or a lead, listed on each. */

let t: TestApp;
let sales: Actor;
let made = 0;

async function add(apiName: 'crmCustomer' | 'crmContacter' | 'crmClue' | 'crmCallRecord', values: Record<string, unknown>, lang = 'zh-CN') {
  return t.signedPost(RECORD_API.add('crm', apiName), values, sales.token, { 'Accept-Language': lang });
}

async function create(apiName: 'crmCustomer' | 'crmContacter' | 'crmClue' | 'crmCallRecord', values: Record<string, unknown>): Promise<RecordRow> {
  const response = await add(apiName, values);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

const listedOn = async (field: string, id: string) =>
  envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmCallRecord'), { relatedField: field, relatedId: id }, sales.token)).result.records.map(
    (r) => r.id,
  );

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
});
afterAll(() => t.close());

describe('a call record', () => {
  it('is logged for a contact alone, brings the contact’s customer, and is listed on both', async () => {
    const customer = await create('crmCustomer', { name: `通话客户 ${++made}` });
    const contact = await create('crmContacter', { name: '王芳', customerId: customer.id, mobile: '13812345678' });
    const call = await create('crmCallRecord', {
      contacterId: contact.id,
      phone: '13812345678',
      direction: '1',
      startTime: '2026-03-02T02:00:00.000Z',
      durationSeconds: 155,
      outcome: '1',
      note: '约了下周拜访',
    });
    expect(call).toMatchObject({
      ownerId: sales.userId,
      customerId: customer.id,
      customerId_dictText: customer.name,
      contacterId_dictText: '王芳',
      durationSeconds: 155,
      outcome_dictText: '已接通',
    });
    expect(await listedOn('customerId', customer.id)).toEqual([call.id]);
    expect(await listedOn('contacterId', contact.id)).toEqual([call.id]);
  });

  it('is logged for a lead, and listed on it', async () => {
    const lead = await create('crmClue', { name: `通话线索 ${++made}`, contactName: '刘洋', mobile: '13900001111' });
    const call = await create('crmCallRecord', { clueId: lead.id, phone: '13900001111', direction: '1', durationSeconds: 0, outcome: '2' });
    expect(call).toMatchObject({ clueId: lead.id, customerId: null, outcome_dictText: '无人接听' });
    expect(await listedOn('clueId', lead.id)).toEqual([call.id]);
  });

  it('is refused with nobody to have called, a contact of another customer, or a duration no call has', async () => {
    const base = { phone: '13812345678', direction: '1', durationSeconds: 60, outcome: '1' };
    const nobody = await add('crmCallRecord', base, 'en');
    expect(nobody.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(nobody).result.fields).toEqual({ customerId: 'Choose a Customer or a Lead' });
    expect(envelope(await add('crmCallRecord', base)).message).toBe('请选择客户或线索');

    const [mine, other] = [await create('crmCustomer', { name: `通话客户 ${++made}` }), await create('crmCustomer', { name: `通话客户 ${++made}` })];
    const theirs = await create('crmContacter', { name: '陈晨', customerId: other.id });
    const crossed = await add('crmCallRecord', { ...base, customerId: mine.id, contacterId: theirs.id });
    expect(crossed.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(crossed).result.fields).toEqual({ contacterId: '联系人所选的记录属于其他客户' });

    const negative = await add('crmCallRecord', { ...base, customerId: mine.id, durationSeconds: -5 });
    expect(envelope<{ fields: Record<string, string> }>(negative).result.fields).toEqual({ durationSeconds: '通话时长不能小于 0' });
    const endless = await add('crmCallRecord', { ...base, customerId: mine.id, durationSeconds: 90_000 }, 'en');
    expect(envelope<{ fields: Record<string, string> }>(endless).result.fields).toEqual({ durationSeconds: 'Duration must not be greater than 86400' });
    const fraction = await add('crmCallRecord', { ...base, customerId: mine.id, durationSeconds: 1.5 });
    expect(fraction.statusCode).toBe(422);
    const noOutcome = await add('crmCallRecord', { phone: '13812345678', customerId: mine.id });
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(noOutcome).result.fields)).toEqual(['outcome']);

    // Nothing of the refused calls was kept.
    expect(await listedOn('customerId', mine.id)).toEqual([]);
  });

  it('is edited under the same rules: moving it to another customer keeps its contact only if the contact works there', async () => {
    const [first, second] = [await create('crmCustomer', { name: `通话客户 ${++made}` }), await create('crmCustomer', { name: `通话客户 ${++made}` })];
    const contact = await create('crmContacter', { name: '周洁', customerId: first.id });
    const call = await create('crmCallRecord', { contacterId: contact.id, phone: '13812345678', direction: '2', durationSeconds: 30, outcome: '1' });
    const moved = await t.put(RECORD_API.edit('crm', 'crmCallRecord'), { id: call.id, version: call.version, customerId: second.id }, sales.token);
    expect(moved.statusCode).toBe(422);
    const longer = await t.put(RECORD_API.edit('crm', 'crmCallRecord'), { id: call.id, version: call.version, durationSeconds: 95 }, sales.token);
    expect(longer.statusCode, longer.body).toBe(200);
    expect(envelope<RecordRow>(longer).result).toMatchObject({ durationSeconds: 95, customerId: first.id });
  });
});
