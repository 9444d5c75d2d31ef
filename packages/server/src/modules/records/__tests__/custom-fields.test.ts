import { RECORD_API, type FieldErrors, type Page, type RecordRow, type TableFields } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

let t: TestApp;
let admin: Actor, sales: Actor;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
});
afterAll(() => t.close());

const addField = (field: Record<string, unknown>, token = admin.token) =>
  t.signedPost(RECORD_API.formFieldAdd, { tableName: 'crm_customer', field }, token, { 'Accept-Language': 'en' });

describe('custom fields', () => {
  it('accepts a field added over the API at once: validated, stored, returned, filterable; formulas computed', async () => {
    expect((await addField({ name: 'budget', type: 'money', label: '预算' })).statusCode).toBe(200);
    expect((await addField({ name: 'headcount', type: 'number', label: '人数', required: true })).statusCode).toBe(200);
    expect((await addField({ name: 'perHead', type: 'formula', label: '人均预算', formula: 'budget / headcount', decimals: 2 })).statusCode).toBe(200);
    expect((await addField({ name: 'grade', type: 'dict', label: '等级', options: [{ value: 'g1', label: '一级' }] })).statusCode).toBe(200);

    const fields = envelope<TableFields>(await t.signedGet(RECORD_API.tableFields, { tableName: 'crm_customer' }, sales.token)).result;
    expect(fields.fields.map((f) => [f.name, f.custom])).toEqual([
      ['budget', true],
      ['headcount', true],
      ['perHead', true],
      ['grade', true],
    ]);

    const missing = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '自定义字段客户' }, sales.token);
    expect(envelope<FieldErrors>(missing).result.fields).toEqual({ headcount: '人数不能为空' });
    const added = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '自定义字段客户', budget: 1000, headcount: 3, grade: 'g1' }, sales.token);
    expect(added.statusCode, added.body).toBe(200);
    const record = envelope<RecordRow>(added).result;
    expect(record).toMatchObject({ budget: 1000, budgetCurrency: 'CNY', headcount: 3, perHead: 333.33, grade: 'g1', grade_dictText: '一级' });
    const bad = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '坏值', headcount: 'many', grade: 'x' }, sales.token);
    expect(Object.keys(envelope<FieldErrors>(bad).result.fields)).toEqual(['headcount', 'grade']);

    const edited = await t.put(RECORD_API.edit('crm', 'crmCustomer'), { id: record.id, version: 1, headcount: 4 }, sales.token);
    expect(envelope<RecordRow>(edited).result).toMatchObject({ headcount: 4, perHead: 250, budget: 1000 });

    const filtered = await t.signedGet(
      RECORD_API.list('crm', 'crmCustomer'),
      {
        filters: JSON.stringify([
          { field: 'headcount', op: 'ge', value: 4 },
          { field: 'grade', op: 'eq', value: 'g1' },
        ]),
      },
      sales.token,
    );
    expect(envelope<Page<RecordRow>>(filtered).result.records.map((r) => r.id)).toEqual([record.id]);
  });

  it('keeps a unique custom field unique in the tenant, on add, edit and the duplicate check', async () => {
    expect((await addField({ name: 'taxNo', type: 'text', label: '税号', unique: true })).statusCode).toBe(200);
    const first = envelope<RecordRow>(
      await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '税号客户一', headcount: 1, taxNo: 'TX-1' }, sales.token),
    ).result;
    const taken = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '税号客户二', headcount: 1, taxNo: 'TX-1' }, admin.token);
    expect(taken.statusCode).toBe(422);
    expect(envelope<FieldErrors>(taken).result.fields).toEqual({ taxNo: '税号已存在' });
    // A record keeps its own value; another record may not take it by an edit either.
    expect((await t.put(RECORD_API.edit('crm', 'crmCustomer'), { id: first.id, version: first.version, taxNo: 'TX-1' }, sales.token)).statusCode).toBe(200);
    const second = envelope<RecordRow>(
      await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '税号客户二', headcount: 1, taxNo: 'TX-2' }, admin.token),
    ).result;
    expect((await t.put(RECORD_API.edit('crm', 'crmCustomer'), { id: second.id, version: second.version, taxNo: 'TX-1' }, admin.token)).statusCode).toBe(422);
    const check = (query: Record<string, string>) =>
      t.signedGet('/sys/duplicate/check', { tableName: 'crm_customer', fieldName: 'taxNo', ...query }, sales.token).then((r) => r.json());
    expect((await check({ fieldVal: 'TX-1' })).success).toBe(false);
    expect((await check({ fieldVal: 'TX-1', dataId: first.id })).success).toBe(true);
    expect((await check({ fieldVal: 'TX-3' })).success).toBe(true);
  });

  it('lets only administrators change fields, with checked names and definitions', async () => {
    expect((await addField({ name: 'other', type: 'text', label: 'x' }, sales.token)).statusCode).toBe(403);
    expect((await addField({ name: 'Bad-name', type: 'text', label: 'x' })).statusCode).toBe(422);
    expect((await addField({ name: 'name', type: 'text', label: 'x' })).json().message).toBe('A field with this name already exists');
    expect((await addField({ name: 'ownerId', type: 'text', label: 'x' })).statusCode).toBe(422);
    expect((await addField({ name: 'weird', type: 'nope', label: 'x' })).statusCode).toBe(422);
    expect((await addField({ name: 'calc', type: 'formula', label: 'x', formula: 'process.exit()' })).statusCode).toBe(422);
    expect((await addField({ name: 'grade2', type: 'dict', label: 'x', dict: 'no_such_dict' })).statusCode).toBe(422);
    const edit = await t.put(RECORD_API.formFieldEdit, { tableName: 'crm_customer', field: { name: 'budget', type: 'money', label: '年度预算' } }, admin.token);
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.del(RECORD_API.formFieldDelete, { tableName: 'crm_customer', name: 'grade' }, admin.token)).statusCode).toBe(200);
    const fields = envelope<TableFields>(await t.signedGet(RECORD_API.tableFields, { tableName: 'crm_customer' }, sales.token)).result.fields;
    expect(fields.map((f) => f.label)).toEqual(['年度预算', '人数', '人均预算', '税号']);
  });

  it('keeps a relation to several records as a list of ids answered with their names, and never turns it into one', async () => {
    const partners = { name: 'partners', type: 'relation', relation: 'crmCustomer', label: '合作伙伴' };
    expect((await addField({ ...partners, multiple: true })).statusCode).toBe(200);
    expect((await addField({ name: 'aliases', type: 'text', label: '别名', multiple: true })).json().message).toContain('multiple');
    const add = async (values: Record<string, unknown>) => {
      const response = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { headcount: 1, ...values }, sales.token);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<RecordRow>(response).result;
    };
    const [first, second] = [await add({ name: '伙伴甲' }), await add({ name: '伙伴乙' })];
    const record = await add({ name: '有伙伴的客户', partners: [second.id, first.id] });
    expect([record.partners, record.partners_dictText]).toEqual([[second.id, first.id], '伙伴乙,伙伴甲']);
    const found = await t.signedGet(
      RECORD_API.list('crm', 'crmCustomer'),
      { filters: JSON.stringify([{ field: 'partners', op: 'eq', value: first.id }]) },
      sales.token,
    );
    expect(envelope<Page<RecordRow>>(found).result.records.map((r) => [r.id, r.partners_dictText])).toEqual([[record.id, '伙伴乙,伙伴甲']]);
    // Its stored lists would no longer mean what they say.
    expect((await t.put(RECORD_API.formFieldEdit, { tableName: 'crm_customer', field: partners }, admin.token)).statusCode).toBe(422);
  });
});
