import { RECORD_API, SHARE_ACCESS, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Shares (issue 17): a note shared with colleagues, read-only or read-and-edit; a record shared
 * puts its recipients on its team with that access, by whoever may change it, and nobody else.
 */
let t: TestApp;
let sales: Actor, zhaolei: Actor, sunli: Actor;
const en = { 'Accept-Language': 'en' };

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const share = (who: Actor, values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.add('oa', 'oaShare'), values, who.token, headers);
const status = async (who: Actor, module: string, apiName: string, id: string) =>
  (await t.signedGet(RECORD_API.queryById(module, apiName), { id }, who.token)).statusCode;
const edit = (who: Actor, module: string, apiName: string, values: Record<string, unknown>) => t.put(RECORD_API.edit(module, apiName), values, who.token);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [sales, zhaolei, sunli] = [await actor(t, 'sales'), await actor(t, 'zhaolei'), await actor(t, 'sunli')];
});
afterAll(() => t.close());

describe('shares', () => {
  it('shows a note to its recipients only, and lets them change it only when shared read-and-edit', async () => {
    const note = await ok(await share(sales, { title: '报价技巧', content: '先谈价值再谈价格', toUserIds: [sunli.userId] }));
    expect([note.access, note.toUserIds_dictText]).toEqual([SHARE_ACCESS.read, '孙丽']);
    expect([await status(sunli, 'oa', 'oaShare', note.id), await status(zhaolei, 'oa', 'oaShare', note.id)]).toEqual([200, 404]);
    expect((await edit(sunli, 'oa', 'oaShare', { id: note.id, version: note.version, content: '改' })).statusCode).toBe(403);
    const open = await ok(await share(sales, { title: '共同维护的话术', access: SHARE_ACCESS.edit, toUserIds: [sunli.userId] }));
    await ok(await edit(sunli, 'oa', 'oaShare', { id: open.id, version: open.version, content: '补充一条' }));
    const told = await t.app.db.selectFrom('messages').select('title').where('to_user_id', '=', sunli.userId).where('record_id', '=', note.id).execute();
    expect(told.map((m) => m.title)).toEqual(['李销售与您共享了“报价技巧”']);
  });

  it("puts a shared record's recipients on its team with the share's access, and only its writers share it", async () => {
    const customer = await ok(await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '共享客户' }, sales.token));
    expect(await status(zhaolei, 'crm', 'crmCustomer', customer.id)).toBe(404);
    const shared = await ok(await share(sales, { title: '请协助跟进', relatedEntity: 'crmCustomer', relatedId: customer.id, toUserIds: [zhaolei.userId] }));
    expect(shared.relatedTitle).toBe('共享客户');
    expect(await status(zhaolei, 'crm', 'crmCustomer', customer.id)).toBe(200);
    const member = await t.app.db
      .selectFrom('team_members')
      .select('access')
      .where('data_id', '=', customer.id)
      .where('user_id', '=', zhaolei.userId)
      .executeTakeFirstOrThrow();
    expect(member.access).toBe('r');
    expect((await edit(zhaolei, 'crm', 'crmCustomer', { id: customer.id, version: customer.version, remark: '改' })).statusCode).toBe(403);

    // A reader does not hand it on; a record of another's, or of an object without a team, is not shared.
    const onward = await share(zhaolei, { title: '转给你', relatedEntity: 'crmCustomer', relatedId: customer.id, toUserIds: [sunli.userId] }, en);
    expect([onward.statusCode, envelope(onward).message]).toEqual([403, 'Only someone who may change this record can share it']);
    const unseen = await share(sunli, { title: '看不到的', relatedEntity: 'crmCustomer', relatedId: customer.id, toUserIds: [zhaolei.userId] }, en);
    expect(unseen.statusCode).toBe(422);
    const noTeam = await share(sales, { title: '线索', relatedEntity: 'crmClue', relatedId: customer.id, toUserIds: [zhaolei.userId] }, en);
    expect([noTeam.statusCode, envelope(noTeam).message]).toEqual([422, 'The record to share does not exist, or cannot be shared with colleagues']);
    expect(await status(sunli, 'crm', 'crmCustomer', customer.id)).toBe(404);
  });
});
