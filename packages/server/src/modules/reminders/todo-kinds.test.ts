import { AUDIT_API, RECORD_API, type HomeReport, type Message, type Page, type RecordRow, type Remind, type WaitReport } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../db/dialect.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { dueRemindersJob } from '../jobs/due-reminders.ts';
import { runSlot } from '../jobs/scheduler.ts';
import { poolRecyclingJob } from '../pools/pool-recycling.ts';
import { loose } from '../records/record-model.ts';

/**
 * To-dos of every kind (issue 14): a follow-up whose next contact time has come, a receipt plan
 * falling due, a pool's warning before it takes a customer back, a record waiting for the user's
 * approval, and a to-do of their own each reach the to-do list, open the record they are about,
 * are done and undone, and the home page and the Message badge count exactly what the list shows.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let zhaolei: Actor;
let made = 0;
const DAY = 86_400_000;
/** 02:30 on 2026-11-28 in Shanghai: the pools' nightly run. */
const NIGHT = new Date('2026-11-27T18:30:00.000Z');

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}
const add = (apiName: string, values: Record<string, unknown>, who: Actor) =>
  t.signedPost(RECORD_API.add('crm', apiName), values, who.token).then((r) => ok(r));

const todos = async (who: Actor, query: Record<string, unknown> = {}) =>
  ok<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { pageSize: 100, ...query }, who.token));
const badge = async (who: Actor) => ok<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, who.token));
const home = async (who: Actor) => ok<HomeReport>(await t.signedGet('/crm/crmRemind/homeReport', {}, who.token));
const open = (who: Actor, type?: string) => todos(who, { done: 0, ...(type ? { type } : {}) });

/** What the home page and the badge say and what the list shows agree, for every kind. */
async function countsAgree(who: Actor): Promise<void> {
  const [all, report, wait] = [await open(who), await home(who), await badge(who)];
  expect(wait.todo).toBe(all.total);
  expect(report.counts.todo).toBe(all.total);
  expect(report.counts.pendingAudit).toBe((await open(who, 'audit')).total);
  expect(report.counts.followUp).toBe((await open(who, 'followUp')).total);
  let byKind = 0;
  for (const type of ['followUp', 'receivePlan', 'poolRecycle', 'audit', 'task']) byKind += (await open(who, type)).total;
  expect(byKind).toBe(all.total);
}

/** A customer of `who` last followed up `days` before the pools' night. */
async function idleCustomer(who: Actor, days: number): Promise<RecordRow> {
  const customer = await add('crmCustomer', { name: `待办客户 ${++made}` }, who);
  await loose(t.app.db)
    .updateTable('crm_customer')
    .set({ create_time: nowText(new Date(NIGHT.getTime() - 90 * DAY)), last_follow_time: nowText(new Date(NIGHT.getTime() - days * DAY)) })
    .where('id', '=', customer.id)
    .execute();
  return customer;
}

let customer: RecordRow;
let receipt: RecordRow;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales, zhaolei] = [await actor(t, 'admin'), await actor(t, 'sales'), await actor(t, 'zhaolei')];

  // A follow-up whose next contact has come.
  customer = await add('crmCustomer', { name: `待办客户 ${++made}` }, sales);
  await add(
    'crmRecord',
    { relatedEntity: 'crmCustomer', relatedId: customer.id, content: '电话沟通需求', nextContactTime: new Date(Date.now() - 3_600_000).toISOString() },
    sales,
  );
  // A receipt plan falling due within its reminder days.
  const product = await add('crmProduct', { name: `待办产品 ${++made}`, code: `TODO-${made}`, standardPrice: 1000 }, admin);
  const order = await add('crmOrder', { customerId: customer.id, details: [{ productId: product.id, price: 1000, quantity: 2 }] }, sales);
  const planDate = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  await add('crmReceivePlan', { period: 1, customerId: customer.id, orderId: order.id, planDate, amount: 1000, remindDays: 3 }, sales);
  // A pool that takes back what is not followed up for 30 days, and warns 3 days before.
  await add(
    'crmPool',
    { name: '待办公海', poolType: 'crmCustomer', isDefault: true, recycleNoFollowDays: 30, remindDays: 3, members: [{ userId: sales.userId, role: '1' }] },
    admin,
  );
  await idleCustomer(sales, 28);
  expect((await runSlot(t.app.db, poolRecyclingJob, NIGHT, 'one')).summary).toMatchObject({ reminded: 1 });
  // A receipt of a colleague's, waiting for the salesperson's approval.
  const saved = await t.put(
    AUDIT_API.flowSave,
    { apiName: 'crmReceive', steps: [{ name: '', approverKind: 'user', approverIds: [sales.userId], mode: 'any', minAmount: null }] },
    admin.token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const theirs = await add('crmCustomer', { name: `待办客户 ${++made}` }, zhaolei);
  receipt = await add('crmReceive', { customerId: theirs.id, amount: 500 }, zhaolei);
  await ok(await t.signedPost(AUDIT_API.submit, { apiName: 'crmReceive', id: receipt.id }, zhaolei.token));
  // And one of their own.
  await ok(await t.signedPost('/crm/crmRemind/add', { title: '整理拜访纪要', dueTime: null, note: null }, sales.token));
});
afterAll(() => t.close());

describe('the to-do list', () => {
  it('holds every kind of to-do, each opening the record it is about, and the counts agree with it', async () => {
    const list = await open(sales);
    expect(new Set(list.records.map((r) => r.type))).toEqual(new Set(['followUp', 'receivePlan', 'poolRecycle', 'audit', 'task']));
    // Each kind a record keeps opens that record (the tenant's written demo to-dos name none).
    for (const type of ['followUp', 'receivePlan', 'poolRecycle', 'audit']) {
      const todo = list.records.find((r) => r.type === type && r.link !== null);
      expect(todo, type).toBeDefined();
      const opened = await t.signedGet(`/crm/${todo!.link!.objectName}/queryById`, { id: todo!.link!.recordId }, sales.token);
      expect(opened.statusCode, `${type}: ${opened.body}`).toBe(200);
    }
    expect(list.records.find((r) => r.type === 'followUp')).toMatchObject({
      title: `跟进：${String(customer.name)}`,
      link: { objectName: 'crmCustomer', recordId: customer.id },
    });
    expect(list.records.find((r) => r.type === 'audit')).toMatchObject({
      title: '审批：回款“' + String(receipt.receiveNo ?? receipt.id) + '”',
      link: { objectName: 'crmReceive', recordId: receipt.id },
    });
    expect(list.records.find((r) => r.type === 'receivePlan')!.title).toMatch(/^回款计划 HP\d+ 将于 \d{4}-\d{2}-\d{2} 到期，待回款 ¥1000\.00$/);
    expect(list.records.find((r) => r.type === 'poolRecycle')!.title).toMatch(/^“待办客户 \d+”将于 \d{4}-\d{2}-\d{2} 回收到“待办公海”，请及时跟进$/);
    await countsAgree(sales);
    const english = await t.signedGet('/crm/crmRemind/list', { type: 'audit' }, sales.token, { 'Accept-Language': 'en' });
    expect(envelope<Page<Remind>>(english).result.records[0]!.title).toMatch(/^Approve: /);
  });

  it('completes a to-do and opens it again, both ways, the counts following', async () => {
    const before = await badge(sales);
    for (const type of ['followUp', 'receivePlan', 'poolRecycle', 'task']) {
      const todo = (await open(sales, type)).records.find((r) => r.link !== null || type === 'task');
      await ok(await t.put('/crm/crmRemind/done', { id: todo!.id }, sales.token));
      expect((await badge(sales)).todo, type).toBe(before.todo - 1);
      expect((await todos(sales, { done: 1, type })).records.map((r) => r.id)).toContain(todo!.id);
      await countsAgree(sales);
      await ok(await t.put('/crm/crmRemind/undone', { id: todo!.id }, sales.token));
      expect((await badge(sales)).todo, type).toBe(before.todo);
      expect((await open(sales, type)).records.map((r) => r.id)).toContain(todo!.id);
    }
    // Someone else's is not theirs to tick.
    const [mine] = (await open(sales, 'task')).records;
    expect((await t.put('/crm/crmRemind/undone', { id: mine!.id }, zhaolei.token)).statusCode).toBe(404);
  });

  it('keeps a completed follow-up completed when its record is written again', async () => {
    const about = async () => (await open(sales, 'followUp')).records.filter((r) => r.link?.recordId === customer.id);
    const [todo] = await about();
    await ok(await t.put('/crm/crmRemind/done', { id: todo!.id }, sales.token));
    const current = await ok(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: customer.id }, sales.token));
    await ok(await t.put(RECORD_API.edit('crm', 'crmCustomer'), { id: customer.id, version: current.version, remark: '改备注' }, sales.token));
    expect(await about()).toEqual([]);
    await ok(await t.put('/crm/crmRemind/undone', { id: todo!.id }, sales.token));
  });

  it("is done with an approval by deciding it: ticking it off is refused in the user's language", async () => {
    const [approval] = (await open(sales, 'audit')).records;
    const refused = await t.put('/crm/crmRemind/done', { id: approval!.id }, sales.token, { 'Accept-Language': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/open the record to approve or reject it/);
    expect((await t.put('/crm/crmRemind/done', { id: approval!.id }, zhaolei.token)).statusCode).toBe(404);
    expect((await open(sales, 'audit')).total).toBe(1);
    await ok(await t.signedPost(AUDIT_API.agree, { apiName: 'crmReceive', id: receipt.id, opinion: '同意' }, sales.token));
    expect((await open(sales, 'audit')).total).toBe(0);
    expect((await todos(sales, { done: 1, type: 'audit' })).records.map((r) => r.link?.recordId)).toEqual([receipt.id]);
    await countsAgree(sales);
  });
});

describe('a follow-up to-do', () => {
  it('comes with a next contact time, goes to the new owner with the customer, and is answered by the follow-up written', async () => {
    const other = await add('crmCustomer', { name: `待办客户 ${++made}`, nextContactTime: new Date(Date.now() - 60_000).toISOString() }, sales);
    const mine = async (who: Actor) => (await open(who, 'followUp')).records.filter((r) => r.link?.recordId === other.id);
    expect(await mine(sales)).toHaveLength(1);
    const transferred = await t.signedPost(
      RECORD_API.action('crm', 'crmCustomer', 'transfer'),
      { id: other.id, version: other.version, ownerId: zhaolei.userId },
      sales.token,
    );
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(await mine(sales)).toHaveLength(0);
    expect(await mine(zhaolei)).toHaveLength(1);
    // 赵磊 follows up, planning nothing further: the to-do is answered.
    await add('crmRecord', { relatedEntity: 'crmCustomer', relatedId: other.id, content: '上门拜访' }, zhaolei);
    expect(await mine(zhaolei)).toHaveLength(0);
    await countsAgree(zhaolei);
  });

  it("and a pool's warning end when the customer is followed up, returned, or deleted", async () => {
    const idle = await idleCustomer(sales, 28);
    const night = new Date(NIGHT.getTime() + DAY);
    await loose(t.app.db)
      .updateTable('crm_customer')
      .set({ last_follow_time: nowText(new Date(night.getTime() - 28 * DAY)) })
      .where('id', '=', idle.id)
      .execute();
    await runSlot(t.app.db, poolRecyclingJob, night, 'one');
    const warned = async () => (await open(sales, 'poolRecycle')).records.filter((r) => r.link?.recordId === idle.id);
    expect(await warned()).toHaveLength(1);
    await add(
      'crmRecord',
      { relatedEntity: 'crmCustomer', relatedId: idle.id, content: '跟进一下', nextContactTime: new Date(Date.now() - 1000).toISOString() },
      sales,
    );
    expect(await warned()).toHaveLength(0);
    const planned = async () => (await open(sales, 'followUp')).records.filter((r) => r.link?.recordId === idle.id);
    expect(await planned()).toHaveLength(1);
    const current = await ok(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: idle.id }, sales.token));
    const pools = await loose(t.app.db).selectFrom('crm_pool').select('id').where('name', '=', '待办公海').executeTakeFirstOrThrow();
    await ok(await t.signedPost(RECORD_API.action('crm', 'crmCustomer', 'toPool'), { id: idle.id, version: current.version, poolId: pools.id }, sales.token));
    expect(await planned()).toHaveLength(0);

    const gone = await add('crmCustomer', { name: `待办客户 ${++made}`, nextContactTime: new Date(Date.now() - 1000).toISOString() }, sales);
    expect((await open(sales, 'followUp')).records.some((r) => r.link?.recordId === gone.id)).toBe(true);
    expect((await t.del(RECORD_API.delete('crm', 'crmCustomer'), { id: gone.id }, admin.token)).statusCode).toBe(200);
    expect((await open(sales, 'followUp')).records.some((r) => r.link?.recordId === gone.id)).toBe(false);
    await countsAgree(sales);
  });
});

describe("the title of a record's to-do", () => {
  /** The salesperson's to-dos (done ones too) as read in `lang`, by id. */
  const readIn = async (lang: string) => {
    const page = await ok<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { pageSize: 100 }, sales.token, { 'Accept-Language': lang }));
    return new Map(page.records.map((r) => [r.id, r.title]));
  };
  const name = () => String(customer.name);

  it("is in the reader's language, whichever they read it in; a to-do they wrote keeps its text", async () => {
    const all = (await todos(sales)).records;
    const followUp = all.find((r) => r.type === 'followUp' && r.link?.recordId === customer.id)!;
    const plan = all.find((r) => r.type === 'receivePlan')!;
    const warning = all.find((r) => r.type === 'poolRecycle' && r.title.endsWith('回收到“待办公海”，请及时跟进'))!;
    const task = all.find((r) => r.type === 'task' && r.title === '整理拜访纪要')!;
    const [zhCN, en, zhTW] = [await readIn('zh-CN'), await readIn('en'), await readIn('zh-TW')];

    expect(zhCN.get(followUp.id)).toBe(`跟进：${name()}`);
    expect(en.get(followUp.id)).toBe(`Follow up: ${name()}`);
    expect(zhTW.get(followUp.id)).toBe(`跟進：${name()}`);
    expect(zhCN.get(plan.id)).toMatch(/^回款计划 HP\d+ 将于 \d{4}-\d{2}-\d{2} 到期，待回款 ¥1000\.00$/);
    expect(en.get(plan.id)).toMatch(/^Receipt plan HP\d+ falls due on \d{4}-\d{2}-\d{2}: 1000\.00 outstanding$/);
    expect(zhTW.get(plan.id)).toMatch(/^回款計畫 HP\d+ 將於 \d{4}-\d{2}-\d{2} 到期，待回款 ¥1000\.00$/);
    expect(zhCN.get(warning.id)).toMatch(/^“待办客户 \d+”将于 \d{4}-\d{2}-\d{2} 回收到“待办公海”，请及时跟进$/);
    expect(en.get(warning.id)).toMatch(/^"待办客户 \d+" goes back to "待办公海" on \d{4}-\d{2}-\d{2} unless followed up$/);
    expect(zhTW.get(warning.id)).toMatch(/^「待办客户 \d+」將於 \d{4}-\d{2}-\d{2} 回收到「待办公海」，請及時跟進$/);
    for (const read of [zhCN, en, zhTW]) expect(read.get(task.id)).toBe('整理拜访纪要');

    // The to-do opened alone, and the home page's schedule of the day, read the same way.
    const opened = await t.signedGet('/crm/crmRemind/queryById', { id: followUp.id }, sales.token, { 'Accept-Language': 'en' });
    expect(envelope<Remind>(opened).result.title).toBe(`Follow up: ${name()}`);
    const report = await t.signedGet('/crm/crmRemind/homeReport', {}, sales.token, { 'Accept-Language': 'zh-TW' });
    expect(envelope<HomeReport>(report).result.today.find((r) => r.id === followUp.id)?.title).toBe(`跟進：${name()}`);
  });

  it('a to-do kept before titles had keys shows the text it was stored with, until its record is written again', async () => {
    const plan = (await todos(sales, { type: 'receivePlan' })).records[0]!;
    await t.app.db.updateTable('reminders').set({ title: '旧的标题', title_key: null, title_vars: null }).where('id', '=', plan.id).execute();
    expect((await readIn('en')).get(plan.id)).toBe('旧的标题');
    const record = await ok(await t.signedGet(RECORD_API.queryById('crm', 'crmReceivePlan'), { id: plan.link!.recordId }, sales.token));
    await ok(await t.put(RECORD_API.edit('crm', 'crmReceivePlan'), { id: record.id, version: record.version, remark: '补充说明' }, sales.token));
    expect((await readIn('en')).get(plan.id)).toMatch(/^Receipt plan HP\d+ falls due on /);
  });

  it("reaches its owner's inbox in the language they use when it falls due, not the one they had when it was written", async () => {
    expect((await t.put('/sys/user/setting', { lang: 'en' }, sales.token)).statusCode).toBe(200);
    try {
      await runSlot(t.app.db, dueRemindersJob, new Date(), 'one');
      const inbox = await ok<Page<Message>>(await t.signedGet('/sys/message/list', { pageNo: 1, pageSize: 1000 }, sales.token));
      expect(inbox.records.filter((m) => m.type === 'remind' && m.title.includes(name())).map((m) => m.title)).toEqual([`Reminder due: Follow up: ${name()}`]);
    } finally {
      expect((await t.put('/sys/user/setting', { lang: 'zh-CN' }, sales.token)).statusCode).toBe(200);
    }
  });
});
