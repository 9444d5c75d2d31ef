import { entityOf, RECORD_API, TENDER_STATUS, translate, type ActionBatchResult, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';
import { loose } from '../../../modules/records/record-model.ts';

/**
 * Tenders (issue 20): a notice the sales manager enters, which every salesperson sees and one of
 * them claims (of two at once, exactly one; the other is told it is taken), then makes an
 * opportunity of for the buyer (their customer of that name, or a new one), once.
 */

let t: TestApp;
let admin: Actor;
let manager: Actor;
let sales: Actor;
let colleague: Actor;
let engineer: Actor;
let serial = 0;

const tenderPath = (name: string) => RECORD_API.action('cms', 'cmsTender', name);
const batchPath = (name: string) => RECORD_API.actionBatch('cms', 'cmsTender', name);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, manager, sales, colleague, engineer] = await Promise.all([
    actor(t, 'admin'),
    actor(t, 'zhoujie'),
    actor(t, 'sales'),
    actor(t, 'zhaolei'),
    actor(t, 'engineer'),
  ]);
}, 60_000);
afterAll(() => t.close());

async function view(id: string, who: Actor = sales): Promise<RecordRow> {
  const answer = await t.signedGet(RECORD_API.queryById('cms', 'cmsTender'), { id }, who.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return envelope<RecordRow>(answer).result;
}

async function newTender(extra: Record<string, unknown> = {}): Promise<RecordRow> {
  serial += 1;
  const added = await t.signedPost(
    RECORD_API.add('cms', 'cmsTender'),
    {
      title: `智慧园区管理平台采购项目 ${serial}`,
      tenderNo: `ZB-T-${serial}`,
      buyer: `测试采购单位 ${serial}`,
      region: '北京',
      industry: '1',
      budget: 880_000,
      publishDate: '2026-11-20',
      deadline: '2026-12-20T02:00:00.000Z',
      sourceUrl: 'https://example.test/notice/1',
      ...extra,
    },
    manager.token,
  );
  expect(added.statusCode, added.body).toBe(200);
  return envelope<RecordRow>(added).result;
}

async function claimed(who: Actor, extra: Record<string, unknown> = {}): Promise<RecordRow> {
  const tender = await newTender(extra);
  const answer = await t.signedPost(batchPath('receive'), { ids: [tender.id] }, who.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return view(tender.id, who);
}

const chancesNamed = async (name: string) =>
  (await loose(t.app.db)
    .selectFrom(entityOf('crmChance').table)
    .select(['id', 'customer_id', 'owner_id', 'amount'])
    .where('chance_name', '=', name)
    .execute()) as {
    id: string;
    customer_id: string;
    owner_id: string;
  }[];

const customersNamed = async (name: string) =>
  (await loose(t.app.db).selectFrom(entityOf('crmCustomer').table).select(['id', 'owner_id']).where('name', '=', name).execute()) as {
    id: string;
    owner_id: string;
  }[];

describe('a tender notice', () => {
  it('starts unclaimed, seen by every salesperson, who may claim it but not change it or make an opportunity of it', async () => {
    const tender = await newTender();
    const seen = await view(tender.id);
    expect(seen).toMatchObject({ status: TENDER_STATUS.unclaimed, status_dictText: '待领取', claimUserId: null, budget: 880_000 });
    expect(seen._access).toMatchObject({ canEdit: false, actions: { receive: true, toOpportunity: false, close: false } });
    // Its author changes it while it waits; the salesperson's edit is refused.
    expect((await view(tender.id, manager))._access).toMatchObject({ canEdit: true, actions: { receive: true, close: true } });
    const edit = await t.put(RECORD_API.edit('cms', 'cmsTender'), { id: tender.id, version: tender.version, region: '天津' }, sales.token);
    expect(edit.statusCode).toBe(403);
    // The unclaimed scene lists it for the salesperson.
    const list = await t.signedGet(RECORD_API.list('cms', 'cmsTender'), { sceneId: 'unclaimed', pageSize: 100 }, sales.token);
    expect(envelope<{ records: RecordRow[] }>(list).result.records.map((row) => row.id)).toContain(tender.id);
  });

  it('is claimed by the caller: theirs to make an opportunity of, no longer its author’s to change', async () => {
    const tender = await claimed(sales);
    expect(tender).toMatchObject({ status: TENDER_STATUS.claimed, claimUserId: sales.userId, claimUserId_dictText: '李销售' });
    expect(tender.claimTime).toEqual(expect.any(String));
    // A salesperson holds no edit button on tenders: the notice stays as its author wrote it.
    expect(tender._access).toMatchObject({ canEdit: false, actions: { receive: false, toOpportunity: true } });
    expect((await view(tender.id, manager))._access).toMatchObject({ canEdit: false, actions: { toOpportunity: false, close: false } });
    expect((await view(tender.id, admin))._access).toMatchObject({ canEdit: true, actions: { toOpportunity: true, close: true } });
    const mine = await t.signedGet(RECORD_API.list('cms', 'cmsTender'), { sceneId: 'mine', pageSize: 100 }, sales.token);
    expect(envelope<{ records: RecordRow[] }>(mine).result.records.map((row) => row.id)).toContain(tender.id);
    const theirs = await t.signedGet(RECORD_API.list('cms', 'cmsTender'), { sceneId: 'mine', pageSize: 100 }, colleague.token);
    expect(envelope<{ records: RecordRow[] }>(theirs).result.records.map((row) => row.id)).not.toContain(tender.id);
  });

  it('goes to exactly one of two salespeople claiming it at once; the other is told it is taken, in their language', async () => {
    for (let round = 1; round <= 5; round++) {
      const tender = await newTender();
      const [mine, theirs] = await Promise.all([
        t.signedPost(batchPath('receive'), { ids: [tender.id] }, sales.token),
        t.signedPost(batchPath('receive'), { ids: [tender.id] }, colleague.token, { 'Accept-Language': 'en' }),
      ]);
      const statuses = [mine.statusCode, theirs.statusCode].sort();
      expect(statuses, `round ${round}: ${mine.body} ${theirs.body}`).toEqual([200, 422]);
      const [winner, loser, lang] = mine.statusCode === 200 ? [sales, theirs, 'en' as const] : [colleague, mine, 'zh-CN' as const];
      expect(envelope(loser).message).toBe(translate(lang, 'server.tenderTaken'));
      expect(envelope<ActionBatchResult>(loser).result.refused).toEqual([{ id: tender.id, message: translate(lang, 'server.tenderTaken') }]);
      const stored = await view(tender.id, admin);
      expect(stored).toMatchObject({ status: TENDER_STATUS.claimed, claimUserId: winner.userId, version: tender.version + 1 });
    }
  });

  it('is claimed once of two claims on the version read: the other is refused and changes nothing', async () => {
    const tender = await newTender();
    const answers = await Promise.all(
      [sales, colleague].map((who) => t.signedPost(tenderPath('receive'), { id: tender.id, version: tender.version }, who.token)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    expect([409, 422]).toContain(refused.statusCode);
    expect((await view(tender.id, admin)).version).toBe(tender.version + 1);
  });

  it('cannot be claimed once closed, nor by a role without the button', async () => {
    const tender = await newTender();
    expect((await t.signedPost(batchPath('receive'), { ids: [tender.id] }, engineer.token)).statusCode).toBe(403);
    const close = await t.signedPost(tenderPath('close'), { id: tender.id, version: tender.version }, manager.token);
    expect(close.statusCode, close.body).toBe(200);
    const refused = await t.signedPost(batchPath('receive'), { ids: [tender.id] }, sales.token);
    expect([refused.statusCode, envelope(refused).message]).toEqual([422, translate('zh-CN', 'server.tenderClosed')]);
    expect(await view(tender.id)).toMatchObject({ status: TENDER_STATUS.closed, claimUserId: null });
  });
});

describe('a claimed tender made an opportunity', () => {
  it('makes the buyer a new customer of the claimer when they have none of that name, with the title and the budget, and links it', async () => {
    const tender = await claimed(sales, { budget: 1_234_567.5 });
    const answer = await t.signedPost(tenderPath('toOpportunity'), { id: tender.id, version: tender.version }, sales.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = envelope<RecordRow>(answer).result;
    expect(after).toMatchObject({ status: TENDER_STATUS.converted, chanceId: expect.any(String), chanceId_dictText: tender.title });
    const [chance] = await chancesNamed(String(tender.title));
    expect(chance).toMatchObject({ id: after.chanceId, owner_id: sales.userId });
    const made = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmChance'), { id: String(after.chanceId) }, sales.token)).result;
    expect(made).toMatchObject({ chanceName: tender.title, amount: 1_234_567.5, customerId_dictText: tender.buyer, expectedDate: '2026-12-20' });
    expect(await customersNamed(String(tender.buyer))).toEqual([{ id: made.customerId, owner_id: sales.userId }]);
  });

  it('takes the claimer’s customer of exactly the buyer’s name, making no other', async () => {
    const customer = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '北方精工机械有限公司' }, sales.token);
    expect(customer.statusCode, customer.body).toBe(200);
    const tender = await claimed(sales, { buyer: '北方精工机械有限公司', title: '数控车间设备联网项目' });
    const answer = await t.signedPost(tenderPath('toOpportunity'), { id: tender.id, version: tender.version }, sales.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const [chance] = await chancesNamed('数控车间设备联网项目');
    expect(chance!.customer_id).toBe(envelope<RecordRow>(customer).result.id);
    expect(await customersNamed('北方精工机械有限公司')).toHaveLength(1);
  });

  it('is made once: a retry of the same call, a second tap at once and a later call make no second opportunity', async () => {
    const tender = await claimed(sales, { title: '重试不重复的商机' });
    const body = { id: tender.id, version: tender.version };
    const taps = await Promise.all([
      t.signedPost(tenderPath('toOpportunity'), body, sales.token),
      t.signedPost(tenderPath('toOpportunity'), body, sales.token),
    ]);
    expect(taps.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const retry = await t.signedPost(tenderPath('toOpportunity'), body, sales.token);
    expect(retry.statusCode).toBe(409);
    const now = await view(tender.id);
    const later = await t.signedPost(tenderPath('toOpportunity'), { id: tender.id, version: now.version }, sales.token);
    expect([later.statusCode, envelope(later).message]).toEqual([422, translate('zh-CN', 'server.tenderConverted')]);
    const chances = await chancesNamed('重试不重复的商机');
    expect(chances).toHaveLength(1);
    expect(now.chanceId).toBe(chances[0]!.id);
    expect(await customersNamed(String(tender.buyer))).toHaveLength(1);
  });

  it('is the claimer’s or an administrator’s to make: another salesperson and the author are refused, an administrator makes it the claimer’s', async () => {
    const tender = await claimed(sales, { title: '管理员代为转换的商机' });
    for (const who of [colleague, manager]) {
      const refused = await t.signedPost(tenderPath('toOpportunity'), { id: tender.id, version: tender.version }, who.token);
      expect(refused.statusCode).toBe(403);
    }
    expect(await chancesNamed('管理员代为转换的商机')).toEqual([]);
    // Unclaimed, even its author may not: it is claimed first.
    const waiting = await newTender();
    const early = await t.signedPost(tenderPath('toOpportunity'), { id: waiting.id, version: waiting.version }, manager.token);
    expect([early.statusCode, envelope(early).message]).toEqual([422, translate('zh-CN', 'server.tenderNotClaimed')]);

    const done = await t.signedPost(tenderPath('toOpportunity'), { id: tender.id, version: tender.version }, admin.token);
    expect(done.statusCode, done.body).toBe(200);
    const [chance] = await chancesNamed('管理员代为转换的商机');
    expect(chance!.owner_id).toBe(sales.userId);
  });
});
