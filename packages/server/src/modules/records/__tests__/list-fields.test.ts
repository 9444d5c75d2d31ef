import { cardFields, entityOf, RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** A list answers the fields it is asked for (what a card shows), or every field when not asked. */
let t: TestApp;
let sales: Actor;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
  const added = await t.signedPost(
    RECORD_API.add('crm', 'crmCustomer'),
    { name: '卡片字段客户', level: 'A', phone: '021-66668888', remark: '只在详情里' },
    sales.token,
  );
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(() => t.close());

const list = (query: Record<string, string>, lang = 'zh-CN') =>
  t.signedGet(RECORD_API.list('crm', 'crmCustomer'), { pageNo: '1', pageSize: '20', ...query }, sales.token, { 'Accept-Language': lang });

describe('GET list with fields=', () => {
  it('answers a card’s fields with their display texts and the id, nothing else', async () => {
    const fields = cardFields(entityOf('crmCustomer'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'customerNo', 'level', 'ownerId', 'tags']));
    const response = await list({ fields: fields.join(',') });
    expect(response.statusCode, response.body).toBe(200);
    const [record] = envelope<Page<RecordRow>>(response).result.records;
    expect(record).toMatchObject({
      id: expect.any(String),
      name: '卡片字段客户',
      level: 'A',
      level_dictText: expect.any(String),
      ownerId: sales.userId,
      ownerId_dictText: '李销售',
      tags: [],
    });
    expect(String(record!.customerNo)).not.toBe('');
    for (const absent of ['phone', 'remark', 'version', 'createTime', 'createBy', 'createBy_dictText', 'departId', 'lockStatus'])
      expect(record).not.toHaveProperty(absent);
  });

  it('answers the system fields it is asked for', async () => {
    const [record] = envelope<Page<RecordRow>>(await list({ fields: 'name,version,createTime,lockStatus' })).result.records;
    expect(Object.keys(record!).sort()).toEqual(['createTime', 'id', 'lockStatus', 'name', 'version']);
    expect(record).toMatchObject({ version: 1, lockStatus: '0' });
  });

  it('answers every field when not asked, as the detail and export expect', async () => {
    const [record] = envelope<Page<RecordRow>>(await list({})).result.records;
    expect(record).toMatchObject({ name: '卡片字段客户', phone: '021-66668888', remark: '只在详情里' });
  });

  it('still sorts and filters on fields it does not answer', async () => {
    const filters = JSON.stringify([{ field: 'phone', op: 'eq', value: '021-66668888' }]);
    const page = envelope<Page<RecordRow>>(await list({ fields: 'name', filters, sortField: 'remark' })).result;
    expect(page.records.map((r) => r.name)).toEqual(['卡片字段客户']);
  });

  it('refuses an unknown field by name', async () => {
    const response = await list({ fields: 'name,noSuchField' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain('noSuchField');
  });
});

describe('GET list with filters=', () => {
  it('refuses every malformed filter with 400 and the reason, never a server fault (issue 23)', async () => {
    const malformed = [
      '[null]',
      '[1]',
      '["name"]',
      '[[]]',
      '[{"field":null,"op":"eq"}]',
      '[{"field":"name"}]',
      '[{"field":"name","op":"drop"}]',
      '{"field":"name"}',
      'null',
      '[{"field":"name","op":"eq","value":{"$ne":1}}]',
    ];
    for (const filters of malformed) {
      for (const query of [{ filters }, { filters, keyword: '卡片' }] as Record<string, string>[]) {
        const response = await list(query, 'en');
        expect(response.statusCode, `${filters}: ${response.body}`).toBe(400);
        expect(envelope(response).message, filters).toMatch(/^Invalid filter: /);
      }
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api${RECORD_API.exportXls('crm', 'crmCustomer')}?filters=${encodeURIComponent('[null]')}`,
      headers: { 'X-Access-Token': sales.token },
    });
    expect(exported.statusCode).toBe(400);
  });
});
