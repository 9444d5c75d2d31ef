import { entityOf, RECORD_API, type SmartSearchMatch } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, createRecord, type Actor } from '../../test/records.ts';
import { loose } from '../records/record-model.ts';
import { gramsOf, matchScore } from './smart-search.ts';

/**
 * Smart customer search (issue 21): customers, leads and contacts by name, number, phone,
 * e-mail, tax id and address, a mistyped character forgiven, within the caller's scope.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
const ids: Record<string, string> = {};

const search = (who: Actor, keyword: string, lang = 'zh-CN') => t.signedGet(RECORD_API.smartSearch, { keyword }, who.token, { 'Accept-Language': lang });
const matches = async (who: Actor, keyword: string) => {
  const response = await search(who, keyword);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<SmartSearchMatch[]>(response).result;
};

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  sales = await actor(t, 'sales');
  ids.customer = await createRecord(t, sales, entityOf('crmCustomer'), undefined, {
    name: '星河精密机械制造有限公司',
    phone: '13912345678',
    taxId: '91320214MA1MXYZ07Q',
  });
  ids.lead = await createRecord(t, sales, entityOf('crmClue'), undefined, {
    name: 'Northwind Traders',
    contactName: 'Anne Dodsworth',
    email: 'anne@northwind.example',
    address: { text: '苏州工业园区星湖街 328 号', lat: 31.3, lng: 120.7 },
  });
  ids.contact = await createRecord(t, sales, entityOf('crmContacter'), undefined, { name: '欧阳明', email: 'ouyang.ming@xinghe-jx.cn' });
  // The administrator's own customer: outside a salesperson's scope.
  ids.theirs = await createRecord(t, admin, entityOf('crmCustomer'), undefined, { name: '月光湖水产贸易有限公司' });
}, 60_000);
afterAll(() => t.close());

describe('smart customer search', () => {
  it('finds a customer by part of its name, with whose it is', async () => {
    const [first] = await matches(sales, '精密机械');
    expect(first).toMatchObject({ entity: 'crmCustomer', id: ids.customer, title: '星河精密机械制造有限公司', score: 1, ownerName: '李销售', inPool: false });
    expect(first!.field).toBe('客户名称');
  });

  it('forgives a mistyped character: the share of the keyword it holds ranks it', async () => {
    const found = await matches(sales, '星河精蜜机械');
    const customer = found.find((m) => m.id === ids.customer);
    expect(customer?.score).toBeGreaterThanOrEqual(0.5);
    expect(customer?.score).toBeLessThan(1);
    const lead = (await matches(sales, 'nortwind traders')).find((m) => m.id === ids.lead);
    expect(lead).toMatchObject({ entity: 'crmClue', title: 'Northwind Traders' });
  });

  it('finds a phone number typed with separators, and a contact by e-mail', async () => {
    expect((await matches(sales, '139-1234-5678')).map((m) => m.id)).toContain(ids.customer);
    const [byMail] = await matches(sales, 'ouyang.ming@xinghe');
    expect(byMail).toMatchObject({ entity: 'crmContacter', id: ids.contact, value: 'ouyang.ming@xinghe-jx.cn', score: 1 });
  });

  it('finds a customer by its tax id, and a lead by its e-mail or its address, naming the field that matched', async () => {
    const [byTaxId] = await matches(sales, 'MA1MXYZ0');
    expect(byTaxId).toMatchObject({ entity: 'crmCustomer', id: ids.customer, field: '税号', value: '91320214MA1MXYZ07Q', score: 1 });
    const [byMail] = await matches(sales, 'anne@northwind');
    expect(byMail).toMatchObject({ entity: 'crmClue', id: ids.lead, value: 'anne@northwind.example', score: 1 });
    const [byAddress] = await matches(sales, '星湖街 328');
    expect(byAddress).toMatchObject({ entity: 'crmClue', id: ids.lead, field: '地址', value: '苏州工业园区星湖街 328 号', score: 1 });
    // The address's JSON and coordinates are not its text.
    expect((await matches(sales, '120.7')).map((m) => m.id)).not.toContain(ids.lead);
  });

  it("keeps to the caller's scope: the administrator's customer is found by the administrator alone", async () => {
    expect((await matches(sales, '月光湖水产')).map((m) => m.id)).not.toContain(ids.theirs);
    expect((await matches(admin, '月光湖水产')).map((m) => m.id)).toContain(ids.theirs);
  });

  it('finds a mistyped name among thousands sharing most of its runs of characters', async () => {
    // 6,000 customers named alike, more than SQLite's near search ranks: the runs every one of
    // them holds (华东压, 有限公) are left out there, and the number's rarer runs decide.
    const template = await loose(t.app.db).selectFrom('crm_customer').selectAll().where('id', '=', ids.customer).executeTakeFirstOrThrow();
    const alike = Array.from({ length: 6000 }, (_, i) => ({
      ...template,
      id: randomUUID(),
      name: `华东压测机械有限公司 ${String(i).padStart(4, '0')}`,
      phone: null,
    }));
    for (let i = 0; i < alike.length; i += 200)
      await loose(t.app.db)
        .insertInto('crm_customer')
        .values(alike.slice(i, i + 200))
        .execute();
    const found = await matches(sales, '华东压侧机械有限公司 0123');
    expect(found[0]).toMatchObject({ entity: 'crmCustomer', title: '华东压测机械有限公司 0123' });
    expect(found[0]!.score).toBeLessThan(1);
  });

  it('asks for two characters or more, in the caller’s language', async () => {
    const chinese = await search(sales, ' 星 ');
    expect(chinese.statusCode).toBe(400);
    expect(envelope(chinese).message).toBe('请至少输入 2 个字');
    expect(envelope(await search(sales, 'x', 'en')).message).toBe('Enter at least 2 characters');
  });
});

describe('scoring', () => {
  it('cuts runs by character, Chinese ones included', () => {
    expect(gramsOf('星河精密', 3)).toEqual(['星河精', '河精密']);
    expect(gramsOf('abab', 2)).toEqual(['ab', 'ba']);
    expect(gramsOf('ab', 3)).toEqual([]);
  });

  it('gives 1 to a value holding the keyword and the share of its pairs otherwise', () => {
    expect(matchScore('星河精密机械', '精密')).toBe(1);
    expect(matchScore('139 1234 5678', '13912345678')).toBe(1);
    // no, or, rt, wi, in, nd of no, or, rt, tw, wi, in, nd
    expect(matchScore('Northwind', 'nortwind')).toBeCloseTo(6 / 7);
    // 星河, 河精, 机械 of 星河, 河精, 精蜜, 蜜机, 机械
    expect(matchScore('星河精密机械', '星河精蜜机械')).toBeCloseTo(3 / 5);
    expect(matchScore('月光湖', '星河精密')).toBe(0);
  });
});
