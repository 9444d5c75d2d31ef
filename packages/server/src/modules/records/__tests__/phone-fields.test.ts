import { RECORD_API, type FieldErrors, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** A contact's mobile and landline are checked by their kind, in the caller's language, as the phone checks them. */
let t: TestApp;
let sales: Actor;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
  const customer = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '电话测试客户' }, sales.token);
  expect(customer.statusCode, customer.body).toBe(200);
  customerId = envelope<RecordRow>(customer).result.id;
});
afterAll(() => t.close());

const addContact = (values: Record<string, unknown>, lang: string) =>
  t.signedPost(RECORD_API.add('crm', 'crmContacter'), { name: '电话测试联系人', customerId, ...values }, sales.token, { 'Accept-Language': lang });

describe('phone fields', () => {
  it('refuses a 7-digit mobile and a mobile in the landline field, each with the words of its kind', async () => {
    const zh = await addContact({ mobile: '1391234', landline: '13912345678' }, 'zh-CN');
    expect(zh.statusCode).toBe(422);
    expect(envelope<FieldErrors>(zh).result.fields).toEqual({ mobile: '手机应为11位手机号码', landline: '座机应为座机号码，如 010-12345678' });
    const en = await addContact({ mobile: '1391234' }, 'en');
    expect(envelope<FieldErrors>(en).result.fields).toEqual({ mobile: 'Mobile must be an 11-digit mobile number' });
    const tw = await addContact({ landline: '12345' }, 'zh-TW');
    expect(envelope<FieldErrors>(tw).result.fields).toEqual({ landline: '市話應為市話號碼，如 010-12345678' });
  });

  it('keeps a mobile as its 11 digits and a landline as written', async () => {
    const response = await addContact({ mobile: '+86 139-1234-5678', landline: '010-6288 5200' }, 'zh-CN');
    expect(response.statusCode, response.body).toBe(200);
    const id = envelope<RecordRow>(response).result.id;
    const record = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmContacter'), { id }, sales.token)).result;
    expect(record).toMatchObject({ mobile: '13912345678', landline: '010-6288 5200' });
  });
});
