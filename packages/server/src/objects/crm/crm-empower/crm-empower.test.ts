import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Empowerment: a manager coaching a salesperson on a customer or one of its opportunities; the
 * salesperson is told, reads it, and alone rates it; listed on the customer and the opportunity.
 */

let t: TestApp;
let zhoujie: Actor;
let sales: Actor;
let fengxue: Actor;
let zhaolei: Actor;
let made = 0;

const api = {
  add: RECORD_API.add('crm', 'crmEmpower'),
  edit: RECORD_API.edit('crm', 'crmEmpower'),
  list: RECORD_API.list('crm', 'crmEmpower'),
  byId: RECORD_API.queryById('crm', 'crmEmpower'),
  rate: RECORD_API.action('crm', 'crmEmpower', 'rate'),
};

async function add(who: Actor, apiName: string, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

/** A customer of the salesperson's, with one opportunity. */
async function customerWithChance(): Promise<{ customer: RecordRow; chance: RecordRow }> {
  const customer = await add(sales, 'crmCustomer', { name: `赋能客户 ${++made}` });
  const chance = await add(sales, 'crmChance', { chanceName: `二期项目 ${made}`, customerId: customer.id, amount: 100_000 });
  return { customer, chance };
}

const session = (customerId: string, extra: Record<string, unknown> = {}) => ({
  subject: '陪同拜访：二期需求澄清',
  coachedUserId: sales.userId,
  empowerType: '1',
  customerId,
  durationMinutes: 90,
  content: '陪同拜访客户信息部，示范如何确认预算与决策链',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [zhoujie, sales, fengxue, zhaolei] = [await actor(t, 'zhoujie'), await actor(t, 'sales'), await actor(t, 'fengxue'), await actor(t, 'zhaolei')];
});
afterAll(() => t.close());

describe('empowerment', () => {
  it('is recorded by a manager for a salesperson, who is told, reads it and rates it; the coach is told of the rating', async () => {
    const { customer, chance } = await customerWithChance();
    const coaching = await add(zhoujie, 'crmEmpower', session(customer.id, { chanceId: chance.id }));
    expect(coaching).toMatchObject({ ownerId: zhoujie.userId, coachedUserId_dictText: '李销售', empowerType_dictText: '陪同拜访', rating: null });
    const told = await t.app.db.selectFrom('messages').select('title').where('to_user_id', '=', sales.userId).where('record_id', '=', coaching.id).execute();
    expect(told.map((m) => m.title)).toEqual(['赋能：陪同拜访：二期需求澄清']);

    // The salesperson's scope is their own records; the coaching is the manager's, and still theirs to read.
    const seen = envelope<RecordRow>(await t.signedGet(api.byId, { id: coaching.id }, sales.token)).result;
    expect(seen._access).toMatchObject({ canEdit: false, canDelete: false, actions: { rate: true, transfer: false } });
    const waiting = envelope<Page<RecordRow>>(await t.signedGet(api.list, { sceneId: 'unrated' }, sales.token)).result;
    expect(waiting.records.map((r) => r.id)).toContain(coaching.id);
    // A colleague it was not for does not see it.
    expect((await t.signedGet(api.byId, { id: coaching.id }, fengxue.token)).statusCode).toBe(404);

    const rated = await t.signedPost(api.rate, { id: coaching.id, version: coaching.version, rating: '5', takeaways: '先列出决策链再约访' }, sales.token);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(envelope<RecordRow>(rated).result).toMatchObject({ rating: '5', rating_dictText: '非常有帮助', takeaways: '先列出决策链再约访' });
    const thanked = await t.app.db
      .selectFrom('messages')
      .select('title')
      .where('to_user_id', '=', zhoujie.userId)
      .where('record_id', '=', coaching.id)
      .execute();
    expect(thanked.map((m) => m.title)).toEqual(['评价：陪同拜访：二期需求澄清']);
    const unrated = envelope<Page<RecordRow>>(await t.signedGet(api.list, { sceneId: 'unrated' }, sales.token)).result;
    expect(unrated.records.map((r) => r.id)).not.toContain(coaching.id);

    // Listed on the customer and on the opportunity.
    for (const [field, id] of [
      ['customerId', customer.id],
      ['chanceId', chance.id],
    ] as const) {
      const related = envelope<Page<RecordRow>>(await t.signedGet(api.list, { relatedField: field, relatedId: id }, zhoujie.token)).result;
      expect(related.records.map((r) => r.id)).toEqual([coaching.id]);
    }
  });

  it('is rated by the person coached alone, and neither written nor changed by them', async () => {
    const { customer } = await customerWithChance();
    const coaching = await add(zhoujie, 'crmEmpower', session(customer.id));
    expect(envelope<RecordRow>(await t.signedGet(api.byId, { id: coaching.id }, zhoujie.token)).result._access?.actions.rate).toBe(false);
    const byCoach = await t.signedPost(api.rate, { id: coaching.id, version: coaching.version, rating: '5' }, zhoujie.token);
    expect(byCoach.statusCode).toBe(403);
    expect((await t.put(api.edit, { id: coaching.id, version: coaching.version, content: '改写' }, sales.token)).statusCode).toBe(403);
    expect((await t.signedPost(api.add, session(customer.id), sales.token)).statusCode).toBe(403);
    // Rating takes a rating from the dictionary, and nothing of the coach's content.
    const bad = await t.signedPost(api.rate, { id: coaching.id, version: coaching.version, rating: '9' }, sales.token);
    expect(bad.statusCode).toBe(422);
    const sneaky = await t.signedPost(api.rate, { id: coaching.id, version: coaching.version, rating: '4', content: '改写' }, sales.token);
    expect(sneaky.statusCode).toBe(422);
    expect(envelope<RecordRow>(await t.signedGet(api.byId, { id: coaching.id }, sales.token)).result).toMatchObject({
      rating: null,
      content: coaching.content,
    });
    // The coach's form does not set the rating either (a field no form edits is left as it is).
    await t.put(api.edit, { id: coaching.id, version: coaching.version, rating: '5', durationMinutes: 60 }, zhoujie.token);
    const current = envelope<RecordRow>(await t.signedGet(api.byId, { id: coaching.id }, sales.token)).result;
    expect(current).toMatchObject({ rating: null });

    // Moved to another salesperson, the coaching is theirs to read and rate, no longer the first one's.
    const moved = await t.put(api.edit, { id: coaching.id, version: current.version, coachedUserId: zhaolei.userId }, zhoujie.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.signedGet(api.byId, { id: coaching.id }, sales.token)).statusCode).toBe(404);
    expect(envelope<RecordRow>(await t.signedGet(api.byId, { id: coaching.id }, zhaolei.token)).result._access?.actions.rate).toBe(true);
  });

  it("is refused an opportunity of another customer, on add and on edit, in the caller's language", async () => {
    const [mine, other] = [await customerWithChance(), await customerWithChance()];
    const refused = await t.signedPost(api.add, session(mine.customer.id, { chanceId: other.chance.id }), zhoujie.token, { 'Accept-Language': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(refused).result.fields).toEqual({
      chanceId: 'The record chosen for Opportunity belongs to another customer',
    });
    const coaching = await add(zhoujie, 'crmEmpower', session(other.customer.id, { chanceId: other.chance.id }));
    const moved = await t.put(api.edit, { id: coaching.id, version: coaching.version, customerId: mine.customer.id }, zhoujie.token);
    expect(moved.statusCode).toBe(422);
    expect(envelope(moved).message).toBe('商机所选的记录属于其他客户');
    const missing = await t.signedPost(api.add, { empowerType: '2' }, zhoujie.token);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(missing).result.fields).sort()).toEqual([
      'coachedUserId',
      'content',
      'customerId',
      'subject',
    ]);
  });
});
