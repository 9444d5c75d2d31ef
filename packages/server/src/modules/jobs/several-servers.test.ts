import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { nowText } from '../../db/dialect.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dueRemindersJob } from './due-reminders.ts';
import { runSlot, startScheduler, type ScheduledJob } from './scheduler.ts';

/**
 * Two server instances on one database (ARCHITECTURE section 2): every instance schedules every
 * job, and each scheduled slot runs on one of them only. The logout and the concurrent edits
 * across instances are in records/__tests__/instances.test.ts.
 */
let t: TestApp;
let other: FastifyInstance;
let owners: { id: string; tenant_id: string }[];

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  other = await buildApp({ ...t.app.config, seed: false });
  owners = await t.app.db.selectFrom('users').select(['id', 'tenant_id']).where('username', 'in', ['sales', 'manager', 'engineer']).execute();
  // The demo's own to-dos (some due within the hours these runs look ahead) count as announced: only this file's reminders are counted.
  await t.app.db.updateTable('reminders').set({ announced_at: nowText() }).execute();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function dueReminders(titlePrefix: string, due: Date): Promise<string[]> {
  const titles = owners.map((_owner, n) => `${titlePrefix} ${n}`);
  await t.app.db
    .insertInto('reminders')
    .values(
      owners.map((owner, n) => ({
        id: randomUUID(),
        tenant_id: owner.tenant_id,
        user_id: owner.id,
        type: 'task',
        title: titles[n]!,
        due_time: nowText(due),
        done: 0,
        created_at: nowText(),
        announced_at: null,
      })),
    )
    .execute();
  return titles;
}

async function messagesAbout(title: string): Promise<number> {
  const rows = await t.app.db.selectFrom('messages').select('id').where('type', '=', 'remind').where('title', 'like', `%${title}%`).execute();
  return rows.length;
}

describe('scheduled jobs on several instances', () => {
  it('runs a slot on exactly one of two instances ticking at the same moment, and announces each due reminder once', async () => {
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000);
    for (let round = 0; round < 8; round++) {
      const slot = new Date(start.getTime() + round * 60_000);
      const titles = await dueReminders(`round ${round}`, new Date(slot.getTime() - 1000));
      const outcomes = await Promise.all([runSlot(t.app.db, dueRemindersJob, slot, 'one'), runSlot(other.db, dueRemindersJob, slot, 'two')]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['succeeded', 'taken']);
      const runs = await t.app.db
        .selectFrom('job_runs')
        .select(['instance', 'outcome'])
        .where('job', '=', dueRemindersJob.name)
        .where('slot', '=', nowText(slot))
        .execute();
      expect(runs).toEqual([{ instance: outcomes[0]!.outcome === 'succeeded' ? 'one' : 'two', outcome: 'succeeded' }]);
      for (const title of titles) expect(await messagesAbout(title), title).toBe(1);
    }
  });

  it('announces each reminder once even when runs of two slots overlap on two instances', async () => {
    const slot = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 3_600_000);
    const titles = [...(await dueReminders('overlap a', slot)), ...(await dueReminders('overlap b', slot))];
    const [one, two] = await Promise.all([
      runSlot(t.app.db, dueRemindersJob, slot, 'one'),
      runSlot(other.db, dueRemindersJob, new Date(slot.getTime() + 60_000), 'two'),
    ]);
    expect([one.outcome, two.outcome]).toEqual(['succeeded', 'succeeded']);
    expect(one.summary!.delivered! + two.summary!.delivered!).toBe(titles.length);
    for (const title of titles) expect(await messagesAbout(title), title).toBe(1);
  });

  it('schedules every job on every instance, while each tick runs on one instance only', async () => {
    const ran: { slot: string; instance: string }[] = [];
    const tick = (instance: string): ScheduledJob => ({
      name: 'everySecondAcrossInstances',
      pattern: '* * * * * *',
      async run(_db, now) {
        ran.push({ slot: nowText(now), instance });
        return {};
      },
    });
    const schedulers = [startScheduler(t.app.db, [tick('one')], { instance: 'one' }), startScheduler(other.db, [tick('two')], { instance: 'two' })];
    await sleep(3300);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

    const slots = ran.map((run) => run.slot);
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(new Set(slots).size).toBe(slots.length);
    const recorded = await t.app.db
      .selectFrom('job_runs')
      .select(['slot', 'instance', 'outcome'])
      .where('job', '=', 'everySecondAcrossInstances')
      .orderBy('slot')
      .execute();
    expect(recorded).toEqual([...ran].sort((a, b) => a.slot.localeCompare(b.slot)).map((run) => ({ ...run, outcome: 'succeeded' })));
  });

  it('starts the jobs when an instance listens and stops them when it closes; tests build without them', async () => {
    expect(t.app.hasDecorator('jobScheduler')).toBe(false);
    const servers = await Promise.all([1, 2].map(() => buildApp({ ...t.app.config, seed: false, scheduledJobs: true })));
    try {
      for (const server of servers) expect(server.jobScheduler).toBeNull();
      await Promise.all(servers.map((server) => server.listen({ port: 0, host: '127.0.0.1' })));
      for (const server of servers) expect(server.jobScheduler).not.toBeNull();
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    for (const server of servers) expect(server.jobScheduler).toBeNull();
  });
});
