import type { Message, Page, Remind, WaitReport } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

let t: TestApp;
let sales: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = (await t.login('sales')).token;
  manager = (await t.login('manager')).token;
});
afterAll(() => t.close());

describe('to-dos', () => {
  it('GET /crm/crmRemind/waitReport counts unread messages and open to-dos by kind', async () => {
    const report = envelope<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, sales)).result;
    expect(report).toEqual({ unreadMessages: 2, todo: 4, pendingAudit: 1, followUp: 2 });
    const managerReport = envelope<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, manager)).result;
    expect(managerReport).toEqual({ unreadMessages: 2, todo: 4, pendingAudit: 1, followUp: 2 });
  });

  it('GET /crm/crmRemind/list pages the caller’s reminders, open first, filterable by done', async () => {
    const all = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { pageSize: 10 }, sales)).result;
    expect(all.total).toBe(6);
    expect(all.records.map((r) => r.done)).toEqual([0, 0, 0, 0, 1, 1]);
    expect(all.records[0]).toEqual({ id: expect.any(String), type: expect.any(String), title: expect.any(String), dueTime: expect.any(String), done: 0 });
    const done = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { done: 1 }, sales)).result;
    expect(done.total).toBe(2);
    const second = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { pageNo: 2, pageSize: 4 }, sales)).result;
    expect(second).toMatchObject({ total: 6, current: 2, size: 4, pages: 2 });
    expect(second.records).toHaveLength(2);
  });

  it('PUT /crm/crmRemind/done marks the caller’s reminder done, never someone else’s', async () => {
    const open = envelope<Page<Remind>>(await t.signedGet('/crm/crmRemind/list', { done: 0 }, sales)).result.records;
    const followUp = open.find((r) => r.type === 'followUp')!;
    const byOther = await t.put('/crm/crmRemind/done', { id: followUp.id }, manager);
    expect(byOther.statusCode).toBe(404);
    expect((await t.put('/crm/crmRemind/done', { id: followUp.id }, sales)).statusCode).toBe(200);
    const report = envelope<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, sales)).result;
    expect(report).toMatchObject({ todo: 3, followUp: 1 });
  });
});

describe('messages', () => {
  it('GET /sys/message/list pages the messages, newest first, filterable by read', async () => {
    const page = envelope<Page<Message>>(await t.signedGet('/sys/message/list', {}, sales)).result;
    expect(page.total).toBe(4);
    expect(page.records[0]).toEqual({
      id: expect.any(String),
      type: 'remind',
      title: '客户跟进提醒',
      content: expect.any(String),
      publisher: '系统',
      sendTime: expect.any(String),
      read: 0,
    });
    const times = page.records.map((m) => m.sendTime);
    expect([...times].sort().reverse()).toEqual(times);
    const unread = envelope<Page<Message>>(await t.signedGet('/sys/message/list', { read: 0 }, sales)).result;
    expect(unread.total).toBe(2);
  });

  it('PUT /sys/message/read marks one message, then all, read', async () => {
    const unread = envelope<Page<Message>>(await t.signedGet('/sys/message/list', { read: 0 }, manager)).result.records;
    expect((await t.put('/sys/message/read', { id: unread[0]!.id }, sales)).statusCode).toBe(404);
    expect((await t.put('/sys/message/read', { id: unread[0]!.id }, manager)).statusCode).toBe(200);
    expect(envelope<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, manager)).result.unreadMessages).toBe(1);
    expect((await t.put('/sys/message/read', { all: true }, manager)).statusCode).toBe(200);
    expect(envelope<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, manager)).result.unreadMessages).toBe(0);
    expect(envelope<WaitReport>(await t.signedGet('/crm/crmRemind/waitReport', {}, sales)).result.unreadMessages).toBe(2);
    expect((await t.put('/sys/message/read', {}, manager)).statusCode).toBe(400);
  });
});
