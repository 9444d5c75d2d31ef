import type { HomeReport, Message, Page, Remind, WaitReport } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { endOfDayIn } from './repository.ts';

let t: TestApp;
let sales: string;
let manager: string;
let zhoujie: string;
/**
 * Each user's reminders records keep of their own, beside the demo's written to-dos: receipt plans'
 * (the demo's open plans keep one each), tasks' due times and events' starts (the demo's open tasks, its coming events).
 */
const plans: Record<string, number> = {};
/** Each user's follow-ups of the demo's customers, leads and contacts planned for the coming week (seed/demo.ts). */
const planned: Record<string, number> = {};
/** The demo's records waiting for each user's approval, and the messages that told them (seed/demo-audits.ts). */
const audits: Record<string, number> = {};
const auditMessages: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  sales = (await t.login('sales')).token;
  manager = (await t.login('manager')).token;
  zhoujie = (await t.login('zhoujie')).token;
  for (const username of ['sales', 'manager', 'zhoujie']) {
    const rows = await t.app.db
      .selectFrom('reminders')
      .innerJoin('users', 'users.id', 'reminders.user_id')
      .select('reminders.id')
      .where('users.username', '=', username)
      .where('reminders.object_name', 'in', ['crmReceivePlan', 'oaTask', 'oaCalendar'])
      .where('reminders.done', '=', 0)
      .execute();
    plans[username] = rows.length;
    const contacts = await t.app.db
      .selectFrom('reminders')
      .innerJoin('users', 'users.id', 'reminders.user_id')
      .select('reminders.id')
      .where('users.username', '=', username)
      .where('reminders.type', '=', 'followUp')
      .where('reminders.done', '=', 0)
      .where('reminders.object_name', 'in', ['crmCustomer', 'crmClue', 'crmContacter'])
      .where('reminders.title', 'like', '跟进：%')
      .execute();
    planned[username] = contacts.length;
    const waiting = await t.app.db
      .selectFrom('audit_tasks')
      .innerJoin('users', 'users.id', 'audit_tasks.approver_id')
      .select('audit_tasks.id')
      .where('users.username', '=', username)
      .where('audit_tasks.state', '=', 'waiting')
      .execute();
    audits[username] = waiting.length;
    const told = await t.app.db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.to_user_id')
      .select('messages.id')
      .where('users.username', '=', username)
      .where('messages.type', '=', 'audit')
      .where('messages.read_flag', '=', 0)
      .execute();
    auditMessages[username] = told.length;
  }
});
afterAll(() => t.close());

const badge = async (token: string) => envelope<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, token)).result;
const home = async (token: string) => envelope<HomeReport>(await t.signedGet('/crm/crmRemind/homeReport', {}, token)).result;
const openTodos = async (token: string) => envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { done: 0, pageSize: 100 }, token)).result.records;

describe('to-dos', () => {
  it('GET /crm/crmRemind/waitReport counts unread messages, open to-dos and records waiting for my approval, each once (the badge sums them)', async () => {
    expect(plans.sales, 'the salesperson has open receipt plans').toBeGreaterThan(0);
    expect(audits.manager, 'the sales director has records to approve').toBeGreaterThan(0);
    expect(planned.sales, 'the salesperson has contacts planned').toBeGreaterThan(0);
    expect(await badge(sales)).toEqual({ unreadMessages: 1 + auditMessages.sales!, todo: 3 + plans.sales! + planned.sales! + audits.sales! });
    expect(await badge(manager)).toEqual({ unreadMessages: 1 + auditMessages.manager!, todo: 3 + plans.manager! + planned.manager! + audits.manager! });
  });

  it('GET /crm/crmRemind/list pages the caller’s reminders, open first, filterable by done and kind; each says what it is about', async () => {
    const all = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { pageSize: 100 }, sales)).result;
    const opened = 3 + plans.sales! + planned.sales!;
    expect(all.total).toBe(opened + 2);
    expect(all.records.map((r) => r.done)).toEqual([...Array<number>(opened).fill(0), 1, 1]);
    // A receipt plan's reminder opens its plan.
    expect(all.records.find((r) => r.type === 'receivePlan')).toMatchObject({
      title: expect.stringMatching(/^回款计划 HP\d+ 将于/),
      link: { objectName: 'crmReceivePlan' },
    });
    const followUp = all.records.find((r) => r.title.startsWith('回访北京远航物流'))!;
    expect(followUp).toEqual({
      id: expect.any(String),
      type: 'followUp',
      title: '回访北京远航物流有限公司，确认二期需求',
      dueTime: expect.any(String),
      done: 0,
      note: '重点确认仓储系统的上线时间',
      link: { objectName: 'crmCustomer', recordId: expect.any(String) },
    });
    // The to-do opens the customer it names, which the salesperson sees.
    const customer = await t.signedGet('/crm/crmCustomer/queryById', { id: followUp.link!.recordId }, sales);
    expect(envelope<{ name: string }>(customer).result.name).toBe('北京远航物流有限公司');
    expect(all.records.some((r) => r.type === 'task' && r.done === 0 && r.link === null)).toBe(true);
    // A task's due time is a to-do of the kind "task" too, and opens the task.
    expect(all.records.find((r) => r.link?.objectName === 'oaTask')).toMatchObject({ type: 'task', title: expect.stringMatching(/^任务“.+”将在 .+ 到期$/) });

    const done = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { done: 1 }, sales)).result;
    expect(done.total).toBe(2);
    const followUps = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { done: 0, type: 'followUp', pageSize: 100 }, sales)).result;
    expect(followUps.total).toBe(2 + planned.sales!);
    expect(followUps.records.map((r) => r.title)).toEqual(
      expect.arrayContaining(['回访北京远航物流有限公司，确认二期需求', '给杭州云帆电子商务有限公司发送报价单']),
    );
    // A planned contact opens the record to follow up.
    expect(
      followUps.records.filter((r) => r.title.startsWith('跟进：')).every((r) => ['crmCustomer', 'crmClue', 'crmContacter'].includes(r.link!.objectName)),
    ).toBe(true);
    const second = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { pageNo: 2, pageSize: 4 }, sales)).result;
    expect(second).toMatchObject({ total: opened + 2, current: 2, size: 4, pages: Math.ceil((opened + 2) / 4) });
    expect(second.records).toHaveLength(4);
    expect((await t.signedGet('/crm/crmRemind/list', { type: 'nonsense' }, sales)).statusCode).toBe(400);
  });

  it('GET /crm/crmRemind/list titles the to-dos records keep in the caller’s language; the written ones keep their text', async () => {
    const read = async (lang: string) =>
      envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { done: 0, pageSize: 100 }, sales, { 'Accept-Language': lang })).result.records;
    const [zhCN, en, zhTW] = [await read('zh-CN'), await read('en'), await read('zh-TW')];
    const titleOf = (list: Remind[], id: string) => list.find((r) => r.id === id)!.title;
    const contacts = zhCN.filter((r) => r.type === 'followUp' && r.title.startsWith('跟进：'));
    expect(contacts).toHaveLength(planned.sales!);
    for (const { id, title } of contacts) {
      expect(titleOf(en, id)).toBe(`Follow up: ${title.slice('跟进：'.length)}`);
      expect(titleOf(zhTW, id)).toMatch(/^跟進：/);
    }
    for (const { id } of zhCN.filter((r) => r.type === 'receivePlan')) expect(titleOf(en, id)).toMatch(/^Receipt plan HP\d+ falls due on /);
    const written = zhCN.find((r) => r.title === '回访北京远航物流有限公司，确认二期需求')!;
    expect([titleOf(en, written.id), titleOf(zhTW, written.id)]).toEqual([written.title, written.title]);
  });

  it('GET /crm/crmRemind/queryById opens the caller’s to-do, never someone else’s', async () => {
    const [mine] = await openTodos(sales);
    expect(envelope<Remind>(await t.signedGet('/crm/crmRemind/queryById', { id: mine!.id }, sales)).result).toEqual(mine);
    expect((await t.signedGet('/crm/crmRemind/queryById', { id: mine!.id }, manager)).statusCode).toBe(404);
  });

  it('POST /crm/crmRemind/add creates a to-do of the caller’s; a blank or over-long title is refused in the user’s language and nothing is added', async () => {
    const before = await badge(manager);
    const due = new Date(Date.now() + 3_600_000).toISOString();
    const added = await t.signedPost('/crm/crmRemind/add', { title: '  给中铁建工寄送样品  ', dueTime: due, note: '顺丰到付' }, manager);
    expect(added.statusCode).toBe(200);
    const { id } = envelope<{ id: string }>(added).result;
    expect(envelope<Remind>(await t.signedGet('/crm/crmRemind/queryById', { id }, manager)).result).toEqual({
      id,
      type: 'task',
      title: '给中铁建工寄送样品',
      dueTime: due,
      done: 0,
      note: '顺丰到付',
      link: null,
    });
    expect(await badge(manager)).toEqual({ ...before, todo: before.todo + 1 });

    const blank = await t.signedPost('/crm/crmRemind/add', { title: '   ' }, manager, { 'Accept-Language': 'zh-CN' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('标题不能为空');
    const long = await t.signedPost('/crm/crmRemind/add', { title: 'x'.repeat(101) }, manager, { 'Accept-Language': 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Title');
    const badDue = await t.signedPost('/crm/crmRemind/add', { title: 'ok', dueTime: 'tomorrow' }, manager);
    expect(badDue.statusCode).toBe(400);
    expect(await badge(manager)).toEqual({ ...before, todo: before.todo + 1 });
    // Done again, for the tests after.
    await t.put('/crm/crmRemind/done', { id }, manager);
  });

  it('PUT /crm/crmRemind/done marks the caller’s reminder done, never someone else’s', async () => {
    const followUp = (await openTodos(sales)).find((r) => r.type === 'followUp')!;
    expect((await t.put('/crm/crmRemind/done', { id: followUp.id }, manager)).statusCode).toBe(404);
    expect((await t.put('/crm/crmRemind/done', { id: followUp.id }, sales)).statusCode).toBe(200);
    expect((await badge(sales)).todo).toBe(2 + plans.sales! + planned.sales! + audits.sales!);
    expect(envelope<Remind>(await t.signedGet('/crm/crmRemind/queryById', { id: followUp.id }, sales)).result.done).toBe(1);
  });
});

describe('messages', () => {
  it('GET /sys/message/list pages the messages, newest first, filterable by read; one about a record links it', async () => {
    const page = envelope<Page<Message>>(await t.signedGet('/sys/message/list', {}, sales)).result;
    expect(page.total).toBe(3 + auditMessages.sales!);
    expect(page.records[0]).toEqual({
      id: expect.any(String),
      type: 'remind',
      title: '客户跟进提醒',
      content: expect.any(String),
      publisher: '系统',
      sendTime: expect.any(String),
      read: 0,
      link: { objectName: 'crmCustomer', recordId: expect.any(String) },
    });
    const customer = await t.signedGet('/crm/crmCustomer/queryById', { id: page.records[0]!.link!.recordId }, sales);
    expect(customer.statusCode).toBe(200);
    expect(page.records.find((m) => m.type === 'system')!.link).toBeNull();
    const times = page.records.map((m) => m.sendTime);
    expect([...times].sort().reverse()).toEqual(times);
    const unread = envelope<Page<Message>>(await t.signedGet('/sys/message/list', { read: 0 }, sales)).result;
    expect(unread.total).toBe(1 + auditMessages.sales!);
  });

  it('PUT /sys/message/read marks one message, then all, read', async () => {
    const unread = envelope<Page<Message>>(await t.signedGet('/sys/message/list', { read: 0 }, manager)).result.records;
    expect((await t.put('/sys/message/read', { id: unread[0]!.id }, sales)).statusCode).toBe(404);
    expect((await t.put('/sys/message/read', { id: unread[0]!.id }, manager)).statusCode).toBe(200);
    expect((await badge(manager)).unreadMessages).toBe(auditMessages.manager!);
    expect((await t.put('/sys/message/read', { all: true }, manager)).statusCode).toBe(200);
    expect((await badge(manager)).unreadMessages).toBe(0);
    expect((await badge(sales)).unreadMessages).toBe(1 + auditMessages.sales!);
    expect((await t.put('/sys/message/read', {}, manager)).statusCode).toBe(400);
  });
});

describe('the badge', () => {
  it('is zero once every message is read and every to-do completed, which is what the Messages tab offers', async () => {
    expect(audits.zhoujie).toBe(0);
    expect(await badge(zhoujie)).toEqual({ unreadMessages: 1 + auditMessages.zhoujie!, todo: 1 + plans.zhoujie! + planned.zhoujie! });
    await t.put('/sys/message/read', { all: true }, zhoujie);
    expect(await badge(zhoujie)).toEqual({ unreadMessages: 0, todo: 1 + plans.zhoujie! + planned.zhoujie! });
    for (const todo of await openTodos(zhoujie)) expect((await t.put('/crm/crmRemind/done', { id: todo.id }, zhoujie)).statusCode).toBe(200);
    expect(await badge(zhoujie)).toEqual({ unreadMessages: 0, todo: 0 });
  });
});

describe('home', () => {
  it('GET /crm/crmRemind/homeReport: the four counts, today’s to-dos and my latest changes', async () => {
    const report = await home(manager);
    // Every open to-do, the records waiting for approval among them; each number is what the to-do list shows.
    const listed = async (token: string, query: Record<string, unknown>) =>
      envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { done: 0, pageSize: 1, ...query }, token)).result.total;
    expect(report.counts).toEqual({
      unreadMessages: 0,
      todo: 3 + plans.manager! + planned.manager! + audits.manager!,
      pendingAudit: audits.manager!,
      followUp: 2 + planned.manager!,
    });
    expect(report.counts.todo).toBe(await listed(manager, {}));
    expect(report.counts.pendingAudit).toBe(await listed(manager, { type: 'audit' }));
    expect(report.counts.followUp).toBe(await listed(manager, { type: 'followUp' }));
    const salesReport = await home(sales);
    expect(salesReport.counts.followUp).toBe(await listed(sales, { type: 'followUp' }));
    expect(salesReport.counts.todo).toBe((await badge(sales)).todo);
    // Due today: the follow-up in three hours (when the day has three hours left), never next week's plan.
    const titles = report.today.map((r) => r.title);
    expect(titles).not.toContain('制定下季度销售目标');
    if (endOfDayIn(new Date(), 'Asia/Shanghai').getTime() - Date.now() > 3.5 * 3_600_000) expect(titles).toContain('与上海联科信息技术有限公司确认合同条款');
    // The demo's latest acts of the manager (follow-ups written, records made) lead to their records.
    expect(report.recent.length).toBeGreaterThan(0);
    expect(['followUp', 'add']).toContain(report.recent[0]!.action);
    expect(report.recent[0]).toMatchObject({ open: true });
    expect(report.recent[0]).toEqual({
      id: expect.any(String),
      action: expect.any(String),
      objectName: expect.any(String),
      recordId: expect.any(String),
      title: expect.any(String),
      detail: expect.any(String),
      open: expect.any(Boolean),
      time: expect.any(String),
    });
  });

  it('counts a follow-up to-do once a next contact is planned, and leads my recent activity', async () => {
    const before = (await home(sales)).counts.followUp!;
    const added = await t.signedPost('/crm/crmCustomer/add', { name: '到期跟进测试客户', nextContactTime: new Date(Date.now() - 60_000).toISOString() }, sales);
    expect(added.statusCode).toBe(200);
    const after = await home(sales);
    expect(after.counts.followUp).toBe(before + 1);
    // What I just did leads the recent activity.
    expect(after.recent[0]).toMatchObject({ action: 'add', objectName: 'crmCustomer', title: '到期跟进测试客户', open: true });
  });
});

describe('endOfDayIn', () => {
  it('is the next midnight in the zone', () => {
    expect(endOfDayIn(new Date('2026-11-24T10:30:00Z'), 'Asia/Shanghai').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(endOfDayIn(new Date('2026-11-24T17:00:00Z'), 'Asia/Shanghai').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(endOfDayIn(new Date('2026-11-24T10:30:00Z'), 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});
