import { DEVICE_LOGIN_TTL_MS, entityOf, type Message, type Page } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, nowText } from '../../db/dialect.ts';
import { insertRecords } from '../records/bulk-insert.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { tokenHash } from '../session/repository.ts';
import { dueRemindersJob } from './due-reminders.ts';
import { housekeepingJob } from './housekeeping.ts';
import { plannerStatisticsJob } from './planner-statistics.ts';
import { runSlot, startScheduler, type ScheduledJob } from './scheduler.ts';

let t: TestApp;
let sales: { token: string; userId: string; tenantId: string };
let manager: { token: string; userId: string; tenantId: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function loginAs(username: string) {
  const { token } = await t.login(username);
  const user = await t.app.db.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', username).executeTakeFirstOrThrow();
  return { token, userId: user.id, tenantId: user.tenant_id };
}

/** Reminders have no add route (they come from follow-ups, approvals and tasks): written as those modules would. */
async function remind(who: { userId: string; tenantId: string }, title: string, due: Date, done = 0): Promise<string> {
  const id = randomUUID();
  await t.app.db
    .insertInto('reminders')
    .values({
      id,
      tenant_id: who.tenantId,
      user_id: who.userId,
      type: 'followUp',
      title,
      due_time: nowText(due),
      done,
      created_at: nowText(),
      announced_at: null,
    })
    .execute();
  return id;
}

async function inbox(token: string): Promise<Message[]> {
  return envelope<Page<Message>>(await t.signedGet('/sys/message/list', { pageNo: 1, pageSize: 1000 }, token)).result.records;
}

const titled = (messages: Message[], title: string) => messages.filter((m) => m.title.includes(title));

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [sales, manager] = await Promise.all([loginAs('sales'), loginAs('manager')]);
  // The sales user reads English in Shanghai time; the manager keeps the default (zh-CN).
  expect((await t.put('/sys/user/setting', { lang: 'en', timeZone: 'Asia/Shanghai' }, sales.token)).statusCode).toBe(200);
  // The demo's own to-dos (some due within the hours these runs look ahead) count as announced: only this file's reminders are counted.
  await t.app.db.updateTable('reminders').set({ announced_at: nowText() }).execute();
});
afterAll(() => t.close());

describe('due reminders', () => {
  it('turns each due, open reminder into one message in its user language and time zone, once', async () => {
    const now = new Date();
    await remind(sales, 'Call Acme back', new Date('2026-11-20T02:30:00Z'));
    await remind(sales, 'Send the Acme quote', at(now, HOUR));
    await remind(sales, 'Visit Acme (done)', at(now, -HOUR), 1);
    await remind(manager, '拜访中铁建工', at(now, -MINUTE));

    const first = await runSlot(t.app.db, dueRemindersJob, now, 'test');
    expect(first.outcome).toBe('succeeded');
    const salesInbox = await inbox(sales.token);
    expect(titled(salesInbox, 'Call Acme back')).toEqual([
      expect.objectContaining({
        type: 'remind',
        title: 'Reminder due: Call Acme back',
        content: '"Call Acme back" was due at 2026-11-20 10:30, please take care of it.',
        publisher: 'System',
        read: 0,
      }),
    ]);
    expect(titled(salesInbox, 'Acme quote')).toEqual([]);
    expect(titled(salesInbox, 'Visit Acme')).toEqual([]);
    expect(titled(await inbox(manager.token), '拜访中铁建工')).toEqual([
      expect.objectContaining({
        title: '提醒到期：拜访中铁建工',
        publisher: '系统',
        content: expect.stringMatching(/^「拜访中铁建工」已于 \d{4}-\d\d-\d\d \d\d:\d\d 到期，请及时处理。$/),
      }),
    ]);

    // The next minute announces nothing again; the quote's reminder comes when its time has come.
    await runSlot(t.app.db, dueRemindersJob, at(now, MINUTE), 'test');
    expect(titled(await inbox(sales.token), 'Call Acme back')).toHaveLength(1);
    expect(titled(await inbox(sales.token), 'Acme quote')).toHaveLength(0);
    const later = await runSlot(t.app.db, dueRemindersJob, at(now, 2 * HOUR), 'test');
    expect(later.summary).toEqual({ delivered: 1, withoutMessage: 0 });
    expect(titled(await inbox(sales.token), 'Acme quote')).toHaveLength(1);
    expect(titled(await inbox(sales.token), 'Visit Acme')).toHaveLength(0);
    expect(titled(await inbox(manager.token), '拜访中铁建工')).toHaveLength(1);
  });

  it('delivers nothing to a user who switched reminders off, and does not bring old ones back when switched on', async () => {
    const settings = (enabled: boolean) => t.put('/sys/user/msgSetting', { settings: [{ type: 'remind', enabled }] }, sales.token);
    expect((await settings(false)).statusCode).toBe(200);
    const now = at(new Date(), 3 * HOUR);
    await remind(sales, 'Quiet reminder', at(now, -MINUTE));
    expect((await runSlot(t.app.db, dueRemindersJob, now, 'test')).summary).toEqual({ delivered: 0, withoutMessage: 1 });

    expect((await settings(true)).statusCode).toBe(200);
    await remind(sales, 'Loud reminder', now);
    await runSlot(t.app.db, dueRemindersJob, at(now, MINUTE), 'test');
    const messages = await inbox(sales.token);
    expect(titled(messages, 'Quiet reminder')).toHaveLength(0);
    expect(titled(messages, 'Loud reminder')).toHaveLength(1);
  });

  it('does not announce a reminder twice when a run stopped between the message and the mark', async () => {
    const now = at(new Date(), 4 * HOUR);
    const id = await remind(manager, '中断的提醒', at(now, -MINUTE));
    await runSlot(t.app.db, dueRemindersJob, now, 'test');
    // As if the process had died right after delivering: the reminder is not marked.
    await t.app.db.updateTable('reminders').set({ announced_at: null }).where('id', '=', id).execute();
    expect((await runSlot(t.app.db, dueRemindersJob, at(now, MINUTE), 'test')).summary).toEqual({ delivered: 0, withoutMessage: 1 });
    expect(titled(await inbox(manager.token), '中断的提醒')).toHaveLength(1);
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions, codes, failed logins, device logins, old job runs and old violation reports, and keeps what still serves', async () => {
    const now = new Date();
    const db = t.app.db;
    const session = (id: string, expires: Date, revoked: Date | null = null) => ({
      id,
      token_hash: tokenHash(id),
      user_id: sales.userId,
      tenant_id: sales.tenantId,
      company_code: 'A01',
      created_at: nowText(at(now, -2 * HOUR)),
      expires_at: nowText(expires),
      revoked_at: revoked && nowText(revoked),
    });
    await db
      .insertInto('sessions')
      .values([session('expired', at(now, -MINUTE)), session('revoked', at(now, HOUR), at(now, -MINUTE)), session('live', at(now, HOUR))])
      .execute();
    const code = (id: string, sent: Date) => ({
      id,
      channel: 'sms',
      target: '13900000000',
      purpose: 'login',
      code_hash: 'x',
      ip: '10.0.0.1',
      attempts: 0,
      created_at: nowText(sent),
      expires_at: nowText(at(sent, 5 * MINUTE)),
      used_at: null,
    });
    await db
      .insertInto('verification_codes')
      .values([code('two days old', at(now, -48 * HOUR)), code('an hour old', at(now, -HOUR))])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { id: 'old failure', username: 'sales', ip: '10.0.0.1', attempted_at: nowText(at(now, -HOUR)) },
        { id: 'recent failure', username: 'sales', ip: '10.0.0.1', attempted_at: nowText(at(now, -MINUTE)) },
      ])
      .execute();
    const deviceLogin = (id: string, expires: Date) => ({
      id,
      poll_hash: `poll ${id}`,
      code_hash: `code ${id}`,
      status: 'pending',
      user_id: null,
      tenant_id: null,
      created_at: nowText(at(expires, -DEVICE_LOGIN_TTL_MS)),
      expires_at: nowText(expires),
    });
    await db
      .insertInto('device_logins')
      .values([deviceLogin('long expired', at(now, -HOUR)), deviceLogin('just expired', at(now, -1000)), deviceLogin('waiting', at(now, MINUTE))])
      .execute();
    const run = (slot: string, started: Date) => ({
      job: 'dueReminders',
      slot,
      instance: 'test',
      started_at: nowText(started),
      finished_at: nowText(started),
      outcome: 'succeeded',
      detail: '{}',
    });
    await db
      .insertInto('job_runs')
      .values([run('last month', at(now, -30 * 24 * HOUR)), run('yesterday', at(now, -24 * HOUR))])
      .execute();
    const minute = (bucket: string, start: Date) => ({ bucket, window_start: nowText(start), hits: 3 });
    await db
      .insertInto('request_counts')
      .values([minute('an hour ago', at(now, -HOUR)), minute('this minute', at(now, -1000))])
      .execute();
    const report = (id: string, made: Date) => ({
      id,
      tenant_id: null,
      user_id: null,
      ip: '10.0.0.9',
      user_agent: null,
      detail: null,
      created_at: nowText(made),
      reporter: `ip:${id}`,
      report_day: nowText(made).slice(0, 10),
    });
    await db
      .insertInto('violations')
      .values([report('last season', at(now, -100 * 24 * HOUR)), report('last week', at(now, -7 * 24 * HOUR))])
      .execute();

    const { outcome, summary } = await runSlot(db, housekeepingJob, now, 'test');
    expect(outcome).toBe('succeeded');
    expect(summary).toMatchObject({ verificationCodes: 1, loginAttempts: 1, deviceLogins: 1, jobRuns: 1, requestCounts: 1, violations: 1 });
    expect((await db.selectFrom('violations').select('id').execute()).map((r) => r.id)).toEqual(['last week']);

    const ids = async (table: 'sessions' | 'verification_codes' | 'login_attempts' | 'device_logins') =>
      (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
    expect(await ids('sessions')).toEqual(expect.arrayContaining(['live']));
    expect(await ids('sessions')).not.toEqual(expect.arrayContaining(['expired']));
    expect(await ids('sessions')).not.toEqual(expect.arrayContaining(['revoked']));
    expect(await ids('verification_codes')).toEqual(['an hour old']);
    expect(await ids('login_attempts')).toEqual(['recent failure']);
    expect((await ids('device_logins')).sort()).toEqual(['just expired', 'waiting']);
    const buckets = (await db.selectFrom('request_counts').select('bucket').execute()).map((r) => r.bucket);
    expect(buckets).toContain('this minute');
    expect(buckets).not.toContain('an hour ago');
    expect(
      (await db.selectFrom('job_runs').select('slot').where('instance', '=', 'test').where('job', '=', 'dueReminders').execute()).map((r) => r.slot),
    ).not.toContain('last month');
    // The users who are logged in stay logged in.
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, sales.token)).statusCode).toBe(200);
  });
});

describe('planner statistics', () => {
  it('tells SQLite how large a table has grown, so its plans follow the data', async () => {
    const admin = await loginAs('admin');
    const company = (await t.app.db.selectFrom('users').select('company_code').where('id', '=', admin.userId).executeTakeFirstOrThrow()).company_code;
    const created = nowText();
    const customers = Array.from({ length: 2000 }, (_, i) => ({
      id: randomUUID(),
      ownerId: admin.userId,
      departId: null,
      companyCode: company,
      createBy: admin.userId,
      createTime: created,
      updateTime: created,
      tags: [],
      values: { name: `统计客户 ${i}` },
    }));
    await t.app.db.transaction().execute((trx) => insertRecords(trx, admin.tenantId, entityOf('crmCustomer'), customers));

    const { outcome } = await runSlot(t.app.db, plannerStatisticsJob, new Date(), 'test');
    expect(outcome).toBe('succeeded');
    // PostgreSQL's autovacuum keeps its own statistics; the job has nothing to do there.
    if (databaseKind(t.app.config.databaseUrl) !== 'sqlite') return;
    const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'crm_customer'`.execute(t.app.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(Number(rows[0]!.stat.split(' ')[0])).toBeGreaterThanOrEqual(2000);
  });
});

describe('the scheduler', () => {
  it('records a failed run with its reason, and the next slot runs again', async () => {
    let calls = 0;
    const flaky: ScheduledJob = {
      name: 'flaky',
      pattern: '* * * * *',
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('mail server unreachable');
        return { sent: 1 };
      },
    };
    const slot = new Date('2026-11-21T10:00:00Z');
    expect(await runSlot(t.app.db, flaky, slot, 'test')).toMatchObject({ outcome: 'failed' });
    expect(await runSlot(t.app.db, flaky, at(slot, MINUTE), 'test')).toMatchObject({ outcome: 'succeeded' });
    const runs = await t.app.db
      .selectFrom('job_runs')
      .select(['slot', 'outcome', 'detail', 'finished_at'])
      .where('job', '=', 'flaky')
      .orderBy('slot')
      .execute();
    expect(runs).toEqual([
      { slot: '2026-11-21T10:00:00.000Z', outcome: 'failed', detail: 'mail server unreachable', finished_at: expect.any(String) },
      { slot: '2026-11-21T10:01:00.000Z', outcome: 'succeeded', detail: '{"sent":1}', finished_at: expect.any(String) },
    ]);
  });

  it('runs a job at the slots of its pattern until stopped', async () => {
    const slots: string[] = [];
    const everySecond: ScheduledJob = {
      name: 'everySecond',
      pattern: '* * * * * *',
      async run(_db, now) {
        slots.push(nowText(now));
        return {};
      },
    };
    const scheduler = startScheduler(t.app.db, [everySecond]);
    await sleep(2300);
    await scheduler.stop();
    const ran = slots.length;
    expect(ran).toBeGreaterThanOrEqual(2);
    // Slots are the pattern's moments, not the (slightly later) moments the timer fired.
    for (const slot of slots) expect(slot).toMatch(/:\d\d\.000Z$/);
    await sleep(1100);
    expect(slots).toHaveLength(ran);
  });
});
