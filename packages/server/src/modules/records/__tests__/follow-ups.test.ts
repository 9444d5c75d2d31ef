import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

const followUp = (name: 'list' | 'queryById' | 'add' | 'edit' | 'delete') => RECORD_API[name]('crm', 'crmRecord');
const customerApi = (name: 'add') => RECORD_API[name]('crm', 'crmCustomer');

let t: TestApp;
let admin: Actor, sales: Actor, zhaolei: Actor, sunli: Actor, zhoujie: Actor;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales, zhaolei, sunli, zhoujie] = await Promise.all([
    actor(t, 'admin'),
    actor(t, 'sales'),
    actor(t, 'zhaolei'),
    actor(t, 'sunli'),
    actor(t, 'zhoujie'),
  ]);
});
afterAll(() => t.close());

async function addCustomer(who: Actor, name: string): Promise<string> {
  const response = await t.signedPost(customerApi('add'), { name }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<RecordRow>(response).result.id;
}

async function addFollowUp(who: Actor, customerId: string, content: string): Promise<RecordRow> {
  const response = await t.signedPost(followUp('add'), { relatedEntity: 'crmCustomer', relatedId: customerId, content }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<RecordRow>(response).result;
}

/** A subject's timeline as the detail screen asks for it. */
async function timeline(who: Actor, customerId: string): Promise<string[]> {
  const filters = JSON.stringify([
    { field: 'relatedEntity', op: 'eq', value: 'crmCustomer' },
    { field: 'relatedId', op: 'eq', value: customerId },
  ]);
  const response = await t.signedGet(followUp('list'), { filters, pageSize: 100 }, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<RecordRow>>(response)
    .result.records.map((r) => String(r.content))
    .sort();
}

describe('follow-up records', () => {
  it('shows every follow-up of a customer shared with the caller, and lets them add their own', async () => {
    // zhaolei shares his customers with sales (read-only) in the demo data.
    const customerId = await addCustomer(zhaolei, '赵磊共享的跟进客户');
    const his = await addFollowUp(zhaolei, customerId, '赵磊的跟进');
    expect(await timeline(sales, customerId)).toEqual(['赵磊的跟进']);
    const seen = envelope<RecordRow>(await t.signedGet(followUp('queryById'), { id: his.id }, sales.token)).result;
    expect(seen._access).toMatchObject({ canEdit: false, canDelete: false });

    await addFollowUp(sales, customerId, '李销售的跟进');
    expect(await timeline(sales, customerId)).toEqual(['李销售的跟进', '赵磊的跟进']);
    expect(await timeline(zhaolei, customerId)).toEqual(['李销售的跟进', '赵磊的跟进']);
    // Others outside the customer's scope see none of them, by list or by id.
    expect(await timeline(sunli, customerId)).toEqual([]);
    expect((await t.signedGet(followUp('queryById'), { id: his.id }, sunli.token)).statusCode).toBe(404);
  });

  it('shows a team member the customer follow-ups while they are on the team', async () => {
    const customerId = await addCustomer(sunli, '孙丽团队的跟进客户');
    const hers = await addFollowUp(sunli, customerId, '孙丽的跟进');
    expect(await timeline(sales, customerId)).toEqual([]);
    expect((await t.signedGet(followUp('queryById'), { id: hers.id }, sales.token)).statusCode).toBe(404);

    const joined = await t.signedPost(RECORD_API.teamAdd, { tableName: 'crm_customer', dataId: customerId, userId: sales.userId, access: 'r' }, sunli.token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await timeline(sales, customerId)).toEqual(['孙丽的跟进']);
    expect((await t.signedGet(followUp('queryById'), { id: hers.id }, sales.token)).statusCode).toBe(200);
    // The unfiltered list shows them too: visibility is one rule, not a special case of the filter.
    const all = envelope<Page<RecordRow>>(await t.signedGet(followUp('list'), { pageSize: 1000 }, sales.token)).result.records;
    expect(all.map((r) => r.id)).toContain(hers.id);

    const members = await t.signedGet(RECORD_API.teamList, { tableName: 'crm_customer', dataId: customerId }, sunli.token);
    await t.del(RECORD_API.teamDelete, { id: envelope<{ id: string }[]>(members).result[0]!.id }, sunli.token);
    expect(await timeline(sales, customerId)).toEqual([]);
  });

  it('lets only the author, or an administrator, change or remove a follow-up', async () => {
    const customerId = await addCustomer(sales, '作者规则客户');
    const mine = await addFollowUp(sales, customerId, '原内容');
    // The department manager sees it (scope and rights on others' data) but did not write it.
    const managerView = envelope<RecordRow>(await t.signedGet(followUp('queryById'), { id: mine.id }, zhoujie.token)).result;
    expect(managerView._access).toMatchObject({ canEdit: false, canDelete: false });
    expect((await t.put(followUp('edit'), { id: mine.id, version: 1, content: '经理改的' }, zhoujie.token)).statusCode).toBe(403);
    expect((await t.del(followUp('delete'), { id: mine.id }, zhoujie.token)).statusCode).toBe(403);

    const edited = await t.put(followUp('edit'), { id: mine.id, version: 1, content: '作者改的' }, sales.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<RecordRow>(edited).result).toMatchObject({ content: '作者改的', version: 2, _access: { canEdit: true } });
    // Salespeople hold no delete permission in the demo grants; a manager deletes their own.
    expect((await t.del(followUp('delete'), { id: mine.id }, sales.token)).statusCode).toBe(403);
    const managers = await addFollowUp(zhoujie, customerId, '经理的跟进');
    expect((await t.del(followUp('delete'), { id: managers.id }, zhoujie.token)).statusCode).toBe(200);
    expect((await t.del(followUp('delete'), { id: mine.id }, admin.token)).statusCode).toBe(200);
    expect(await timeline(sales, customerId)).toEqual([]);
  });

  it('keeps the later last follow-up time when follow-ups commit out of order', async () => {
    const customerId = await addCustomer(sales, '跟进时间客户');
    const first = await addFollowUp(sales, customerId, '第一次跟进');
    const customer = async () => envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: customerId }, sales.token)).result;
    expect((await customer()).lastFollowTime).toBe(first.createTime);
    // A follow-up that committed first although it started later (PostgreSQL runs two at once):
    // the one that started earlier must not move the time back.
    const later = new Date(Date.now() + 60_000).toISOString();
    await t.app.db
      .updateTable('crm_customer' as never)
      .set({ last_follow_time: later } as never)
      .where('id' as never, '=', customerId as never)
      .execute();
    await addFollowUp(sales, customerId, '第二次跟进');
    expect((await customer()).lastFollowTime).toBe(later);
  });
});
