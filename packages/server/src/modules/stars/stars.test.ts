import { entityOf, RECORD_API, STARS_API, type Page, type RecordRow, type StarEntry, type StarObject, type StarState } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { makeOtherTenant, type OtherTenant } from '../../test/other-tenant.ts';
import { actor, createRecord, type Actor } from '../../test/records.ts';

/**
 * My follows (issue 20): a star on any record the caller may open, and the list of them, newest
 * first, paged, by object; always through the caller's scope: a record out of it (handed to
 * someone else, deleted, another company's) is neither starred nor listed.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
/** In another sales team: outside the salesperson's scope. */
let colleague: Actor;
let engineer: Actor;
let other: OtherTenant;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales, colleague, engineer] = await Promise.all([actor(t, 'admin'), actor(t, 'sales'), actor(t, 'sunli'), actor(t, 'engineer')]);
  other = await makeOtherTenant(t);
}, 120_000);
afterAll(() => t.close());

const star = (who: Actor, apiName: string, id: string) => t.signedPost(STARS_API.star, { apiName, id }, who.token);
const unstar = (who: Actor, apiName: string, id: string) => t.signedPost(STARS_API.unstar, { apiName, id }, who.token);
const state = (who: Actor, apiName: string, id: string) => t.signedGet(STARS_API.state, { apiName, id }, who.token);

async function follows(who: Actor, query: Record<string, string | number> = {}, lang = 'zh-CN'): Promise<Page<StarEntry>> {
  const answer = await t.signedGet(STARS_API.list, { pageSize: 100, ...query }, who.token, { 'Accept-Language': lang });
  expect(answer.statusCode, answer.body).toBe(200);
  return envelope<Page<StarEntry>>(answer).result;
}

async function objects(who: Actor): Promise<StarObject[]> {
  return envelope<StarObject[]>(await t.signedGet(STARS_API.objects, {}, who.token)).result;
}

async function customer(who: Actor, name: string): Promise<string> {
  return createRecord(t, who, entityOf('crmCustomer'), undefined, { name });
}

describe('a star', () => {
  it('follows a record the caller may open, once however often starred, and is taken off again', async () => {
    const id = await customer(sales, '关注测试客户一号');
    const article = await createRecord(t, admin, entityOf('cmsArticle'), undefined, { title: '关注测试文章', category: '1', status: '1' });
    expect(envelope<StarState>(await state(sales, 'crmCustomer', id)).result).toEqual({ starred: false });
    for (let i = 0; i < 2; i++) {
      const answer = await star(sales, 'crmCustomer', id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(envelope<StarState>(answer).result).toEqual({ starred: true });
    }
    expect((await star(sales, 'cmsArticle', article)).statusCode).toBe(200);
    expect(envelope<StarState>(await state(sales, 'crmCustomer', id)).result).toEqual({ starred: true });

    const page = await follows(sales);
    expect(page.records.map((entry) => [entry.objectName, entry.objectLabel, entry.recordId, entry.title])).toEqual([
      ['cmsArticle', '文章', article, '关注测试文章'],
      ['crmCustomer', '客户', id, '关注测试客户一号'],
    ]);
    expect(page.total).toBe(2);
    expect((await follows(sales, {}, 'en')).records.map((entry) => entry.objectLabel)).toEqual(['Article', 'Customer']);
    // Nobody else's list has them.
    expect((await follows(colleague)).records).toEqual([]);

    expect(envelope<StarState>(await unstar(sales, 'cmsArticle', article)).result).toEqual({ starred: false });
    expect((await unstar(sales, 'cmsArticle', article)).statusCode).toBe(200);
    expect((await follows(sales)).records.map((entry) => entry.recordId)).toEqual([id]);
    await unstar(sales, 'crmCustomer', id);
  });

  it('is refused, changing nothing, on a record outside the caller’s scope (404), of an object they may not view (403), or of no object (404)', async () => {
    const theirs = await customer(colleague, '同事的客户');
    expect((await star(sales, 'crmCustomer', theirs)).statusCode).toBe(404);
    expect((await state(sales, 'crmCustomer', theirs)).statusCode).toBe(404);
    expect((await star(sales, 'crmCustomer', 'no-such-record')).statusCode).toBe(404);
    expect((await star(sales, 'noSuchObject', theirs)).statusCode).toBe(404);
    // A line of another record has no detail screen of its own.
    expect((await star(sales, 'crmChanceProduct', theirs)).statusCode).toBe(404);
    const article = await createRecord(t, admin, entityOf('cmsArticle'), undefined, { title: '工程师看不到的文章', category: '1', status: '1' });
    expect((await star(engineer, 'cmsArticle', article)).statusCode).toBe(403);
    expect((await follows(sales)).records).toEqual([]);
    expect(await t.app.db.selectFrom('stars').select('record_id').where('record_id', 'in', [theirs, article]).execute()).toEqual([]);
  });

  it('never reaches another company’s records, and its stars are its own', async () => {
    const [theirs] = other.records.crmCustomer!;
    expect((await star(sales, 'crmCustomer', theirs!)).statusCode).toBe(404);
    expect((await star(admin, 'crmCustomer', theirs!)).statusCode).toBe(404);
    const answer = await star(other.admin, 'crmCustomer', theirs!);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await follows(other.admin)).records.map((entry) => entry.recordId)).toEqual([theirs]);
    expect((await follows(admin)).records.map((entry) => entry.recordId)).not.toContain(theirs);
    await unstar(other.admin, 'crmCustomer', theirs!);
  });
});

describe('my follows', () => {
  it('leave out a record handed out of my scope, and show it again when it comes back', async () => {
    const id = await customer(sales, '转出又转回的客户');
    await star(sales, 'crmCustomer', id);
    const handOver = (ownerId: string) =>
      t.signedPost(RECORD_API.transfer, { tableName: entityOf('crmCustomer').table, ids: [id], ownerId, keepAsTeam: null }, admin.token);
    expect((await handOver(colleague.userId)).statusCode).toBe(200);
    expect((await follows(sales)).records.map((entry) => entry.recordId)).not.toContain(id);
    expect(await objects(sales)).toEqual([]);
    expect((await handOver(sales.userId)).statusCode).toBe(200);
    expect((await follows(sales)).records.map((entry) => entry.recordId)).toContain(id);
    await unstar(sales, 'crmCustomer', id);
  });

  it('leave out a deleted record', async () => {
    const id = await customer(sales, '将被删除的客户');
    await star(sales, 'crmCustomer', id);
    expect((await follows(sales)).total).toBe(1);
    expect((await t.del(RECORD_API.delete('crm', 'crmCustomer'), { id }, admin.token)).statusCode).toBe(200);
    expect(await follows(sales)).toMatchObject({ records: [], total: 0 });
  });

  it('come newest first, a page at a time, and by object', async () => {
    const customers: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const id = await customer(sales, `分页关注客户 ${String(i).padStart(2, '0')}`);
      customers.push(id);
      await star(sales, 'crmCustomer', id);
    }
    const tender = await t.signedPost(RECORD_API.add('cms', 'cmsTender'), { title: '关注的招标信息', buyer: '某采购单位' }, admin.token);
    expect(tender.statusCode, tender.body).toBe(200);
    const tenderId = envelope<RecordRow>(tender).result.id;
    await star(sales, 'cmsTender', tenderId);

    const first = await follows(sales, { pageSize: 5, pageNo: 1 });
    expect(first).toMatchObject({ total: 13, pages: 3, size: 5, current: 1 });
    const all = [first, await follows(sales, { pageSize: 5, pageNo: 2 }), await follows(sales, { pageSize: 5, pageNo: 3 })].flatMap((page) => page.records);
    expect(all).toHaveLength(13);
    expect(new Set(all.map((entry) => entry.recordId))).toEqual(new Set([...customers, tenderId]));
    const times = all.map((entry) => entry.starredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).toMatchObject({ objectName: 'cmsTender', title: '关注的招标信息', objectLabel: '招标信息' });

    const tenders = await follows(sales, { apiName: 'cmsTender' });
    expect(tenders.records.map((entry) => entry.recordId)).toEqual([tenderId]);
    expect(await objects(sales)).toEqual([
      { objectName: 'crmCustomer', objectLabel: '客户', count: 12 },
      { objectName: 'cmsTender', objectLabel: '招标信息', count: 1 },
    ]);
    expect((await t.signedGet(STARS_API.list, { pageSize: 0 }, sales.token)).statusCode).toBe(400);
  });
});
