import { entityOf, RECORD_API, type EntityDef, type Page, type RecordRow } from '@crm/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../../db/dialect.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, importSheet, type Actor } from '../../../test/records.ts';
import { syncSearchIndexes } from '../search-index.ts';
import { syncRecordTables } from '../table-sync.ts';

/**
 * Keyword search answers a case-insensitive substring of one of the search fields (customers:
 * name, customerNo, phone, e-mail, tax id and the address's text) within the caller's scope, whatever index narrows it: the trigram
 * table on SQLite and pg_trgm on PostgreSQL must stay in step with every add, edit, delete and
 * import, and short keywords (under three characters) must still be found.
 */
let t: TestApp;
let admin: Actor, sales: Actor;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
});
afterAll(() => t.close());

const customers = {
  list: RECORD_API.list('crm', 'crmCustomer'),
  add: RECORD_API.add('crm', 'crmCustomer'),
  edit: RECORD_API.edit('crm', 'crmCustomer'),
  del: RECORD_API.delete('crm', 'crmCustomer'),
};

async function search(who: Actor, keyword: string): Promise<Page<RecordRow>> {
  const response = await t.signedGet(customers.list, { keyword, pageNo: 1, pageSize: 1000 }, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<RecordRow>>(response).result;
}

/** The same answer computed from every visible record. */
async function expected(who: Actor, keyword: string): Promise<string[]> {
  const all = envelope<Page<RecordRow>>(await t.signedGet(customers.list, { pageNo: 1, pageSize: 1000 }, who.token)).result.records;
  const k = keyword.toLowerCase();
  const texts = (r: RecordRow) => [r.name, r.customerNo, r.phone, r.email, r.taxId, (r.address as { text?: string } | null)?.text];
  return all
    .filter((r) => texts(r).some((text) => typeof text === 'string' && text.toLowerCase().includes(k)))
    .map((r) => r.id)
    .sort();
}

async function add(who: Actor, input: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(customers.add, { level: 'B', ...input }, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<RecordRow>(response).result;
}

const idsOf = (page: Page<RecordRow>) => page.records.map((r) => r.id).sort();

describe('keyword search', () => {
  it('finds substrings of any search field, ignoring case, in Chinese and Latin text, short or long', async () => {
    const made = await add(sales, { name: '星辰GalaXy科技有限公司', phone: '021-55501234' });
    for (const keyword of ['galaxy', 'GALAXY', 'laX', '星辰', '星', '辰Gal', '科技有限', '5550123', '01', '021-555']) {
      const page = await search(sales, keyword);
      expect(
        page.records.map((r) => r.id),
        keyword,
      ).toContain(made.id);
      expect(idsOf(page), keyword).toEqual(await expected(sales, keyword));
      expect(page.total, keyword).toBe(page.records.length);
    }
    // Never across two fields, never outside the scope, LIKE wildcards taken literally.
    expect((await search(sales, '公司021')).records.map((r) => r.id)).not.toContain(made.id);
    for (const keyword of ['%', '_', '"星辰"', '星辰 galaxy', '科技']) {
      expect(idsOf(await search(sales, keyword)), keyword).toEqual(await expected(sales, keyword));
      expect(idsOf(await search(admin, keyword)), keyword).toEqual(await expected(admin, keyword));
    }
  });

  it('follows edits and deletes at once', async () => {
    const made = await add(admin, { name: '旧名字甲乙丙有限公司' });
    expect(idsOf(await search(admin, '甲乙丙'))).toEqual([made.id]);
    const edit = await t.put(customers.edit, { id: made.id, version: made.version, name: '新名字丁戊己有限公司' }, admin.token);
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search(admin, '甲乙丙')).total).toBe(0);
    expect(idsOf(await search(admin, '丁戊己'))).toEqual([made.id]);
    // An edit of another field keeps the record findable.
    const after = envelope<RecordRow>(edit).result;
    expect((await t.put(customers.edit, { id: made.id, version: after.version, remark: '备注' }, admin.token)).statusCode).toBe(200);
    expect(idsOf(await search(admin, '丁戊己'))).toEqual([made.id]);
    expect((await t.del(customers.del, { id: made.id }, admin.token)).statusCode).toBe(200);
    expect((await search(admin, '丁戊己')).total).toBe(0);
  });

  it('finds imported records', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('客户');
    sheet.addRow(['客户名称', '客户级别']);
    sheet.addRow(['导入的庚辛壬客户', '重点客户']);
    const response = await importSheet(t, admin.token, RECORD_API.importExcel('crm', 'crmCustomer'), Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode, response.body).toBe(200);
    const found = await search(admin, '庚辛壬');
    expect(found.total).toBe(1);
    expect(found.records[0]!.name).toBe('导入的庚辛壬客户');
  });

  it("finds a customer by its e-mail, its tax id and its address's text, never by the address's JSON or coordinates", async () => {
    const made = await add(sales, {
      name: '张江芯片设计有限公司',
      email: 'Buyer@Zhangjiang-Chip.cn',
      taxId: '91310115MA1K4ABC2X',
      address: { text: '上海市浦东新区碧波路 690 号', lat: 31.2033, lng: 121.5951 },
    });
    for (const keyword of ['zhangjiang-chip', '91310115ma1k', '4ABC2X', '碧波路', '浦东新区碧波路 690']) {
      expect(
        (await search(sales, keyword)).records.map((r) => r.id),
        keyword,
      ).toContain(made.id);
      expect(idsOf(await search(sales, keyword)), keyword).toEqual(await expected(sales, keyword));
    }
    for (const keyword of ['"text"', 'lat', 'lng', '31.2033', '5951'])
      expect(
        (await search(sales, keyword)).records.map((r) => r.id),
        keyword,
      ).not.toContain(made.id);
    // An edit of the address moves what finds it.
    const edit = await t.put(customers.edit, { id: made.id, version: made.version, address: { text: '上海市徐汇区漕溪北路 18 号' } }, sales.token);
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search(sales, '碧波路')).records.map((r) => r.id)).not.toContain(made.id);
    expect((await search(sales, '漕溪北路')).records.map((r) => r.id)).toContain(made.id);
  });

  it("is brought up to date at start on a database from before: the addresses' texts filled in, the index made over the new search fields", async () => {
    const db = t.app.db;
    const made = await add(admin, { name: '旧库里的客户', address: { text: '杭州市西湖区文三路 477 号' } });
    const customer = entityOf('crmCustomer');
    // As a database from before: the index over the old search fields, no column for the address's text.
    const before: EntityDef = { ...customer, searchFields: ['name', 'customerNo', 'phone'] };
    await syncSearchIndexes(db, [before], isPostgres(db));
    await sql`alter table crm_customer drop column address_text`.execute(db);
    await syncRecordTables(db);
    const { rows } = await sql<{ text: string }>`select address_text as text from crm_customer where id = ${made.id}`.execute(db);
    expect(rows[0]!.text).toBe('杭州市西湖区文三路 477 号');
    expect(idsOf(await search(admin, '文三路'))).toEqual([made.id]);
    // And it keeps following writes.
    const later = await add(admin, { name: '新写入的客户', address: { text: '杭州市西湖区文三路 478 号' } });
    expect(idsOf(await search(admin, '文三路'))).toEqual([made.id, later.id].sort());
  });
});
