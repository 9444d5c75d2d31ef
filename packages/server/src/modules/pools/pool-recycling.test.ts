import { RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../db/dialect.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { runSlot } from '../jobs/scheduler.ts';
import { loose } from '../records/record-model.ts';
import { poolRecyclingJob } from './pool-recycling.ts';

/**
 * The nightly recycling (spec section 9): on a clock at 2:30 in the tenant's time zone (Asia/
 * Shanghai) it takes back exactly the records its rules select, reminds the owners of those next
 * in line, tells the owners what went, and does a tenant's day once across instances.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let made = 0;
const DAY = 86_400_000;
/** 02:30 on 2026-11-28 in Shanghai. */
const NIGHT = new Date('2026-11-27T18:30:00.000Z');
const daysBefore = (at: Date, days: number) => nowText(new Date(at.getTime() - days * DAY));

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

/** A customer of the salesperson, made and last followed up the given days before `at`. */
async function customer(at: Date, age: number, followed: number | null, extra: Record<string, unknown> = {}): Promise<string> {
  const row = await ok(await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: `回收客户 ${++made}` }, sales.token));
  await loose(t.app.db)
    .updateTable('crm_customer')
    .set({ create_time: daysBefore(at, age), last_follow_time: followed === null ? null : daysBefore(at, followed), ...extra })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

const stored = (id: string, table = 'crm_customer') => loose(t.app.db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let pool: RecordRow;
let other: RecordRow;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = [await actor(t, 'admin'), await actor(t, 'sales')];
  const add = (values: Record<string, unknown>) => t.signedPost(RECORD_API.add('crm', 'crmPool'), values, admin.token).then((r) => ok(r));
  pool = await add({
    name: '默认公海',
    poolType: 'crmCustomer',
    isDefault: true,
    recycleNoFollowDays: 30,
    recycleNoDealDays: 90,
    remindDays: 3,
    members: [{ userId: sales.userId, role: '1' }],
  });
  other = await add({ name: '无规则公海', poolType: 'crmCustomer', members: [{ userId: sales.userId, role: '1' }] });
});
afterAll(() => t.close());

describe('the nightly recycling', () => {
  it("takes back exactly what the pool's rules select, and reminds the owners of what is next in line", async () => {
    const idle = await customer(NIGHT, 100, 40);
    const soon = await customer(NIGHT, 60, 28);
    const noDeal = await customer(NIGHT, 100, 5);
    const dealt = await customer(NIGHT, 100, 5, { deal_status: '1' });
    const locked = await customer(NIGHT, 100, 40, { lock_status: '1' });
    const elsewhere = await customer(NIGHT, 100, 40, { pool_id: other.id });
    const young = await customer(NIGHT, 10, null);

    const { outcome, summary } = await runSlot(t.app.db, poolRecyclingJob, NIGHT, 'one');
    expect(outcome).toBe('succeeded');
    expect(summary).toMatchObject({ recycled: 2, reminded: 1 });
    for (const id of [idle, noDeal]) {
      const row = await stored(id);
      expect([row.owner_id, row.pool_status, row.pool_id, Number(row.return_count)]).toEqual([null, '0', pool.id, 1]);
    }
    for (const id of [soon, dealt, locked, elsewhere, young]) expect((await stored(id)).owner_id).toBe(sales.userId);

    const move = await t.app.db.selectFrom('pool_moves').selectAll().where('record_id', '=', idle).executeTakeFirstOrThrow();
    expect([move.kind, move.user_id, move.by_user_id]).toEqual(['recycle', sales.userId, null]);
    const log = await t.signedGet(RECORD_API.changeLog, { tableName: 'crm_customer', dataId: idle }, admin.token);
    expect(envelope<{ action: string }[]>(log).result.map((entry) => entry.action)).toContain('recycle');

    const todos = await t.app.db.selectFrom('reminders').select(['record_id', 'title', 'user_id']).where('type', '=', 'poolRecycle').execute();
    expect(todos.map((todo) => todo.record_id)).toEqual([soon]);
    expect(todos[0]!.title).toMatch(/^“回收客户 \d+”将于 2026-11-30 回收到“默认公海”，请及时跟进$/);
    const told = await t.app.db.selectFrom('messages').select('title').where('to_user_id', '=', sales.userId).where('id', 'like', 'recycle:%').execute();
    expect(told.map((m) => m.title)).toEqual(['2 条客户已回收到“默认公海”']);
  });

  it("does a tenant's day once, whichever instance or slot comes first, and nothing outside 2:00 to 6:00", async () => {
    const next = new Date(NIGHT.getTime() + DAY);
    const idle = await customer(next, 100, 45);
    const [first, second] = await Promise.all([runSlot(t.app.db, poolRecyclingJob, next, 'one'), runSlot(t.app.db, poolRecyclingJob, next, 'two')]);
    expect([first.outcome, second.outcome].sort()).toEqual(['succeeded', 'taken']);
    const later = await runSlot(t.app.db, poolRecyclingJob, new Date(next.getTime() + 15 * 60_000), 'two');
    expect(later.summary).toMatchObject({ tenants: 0, recycled: 0 });
    expect((await stored(idle)).owner_id).toBeNull();

    const noon = new Date(next.getTime() + DAY + 10 * 3_600_000);
    const waiting = await customer(noon, 100, 45);
    expect((await runSlot(t.app.db, poolRecyclingJob, noon, 'one')).summary).toMatchObject({ tenants: 0 });
    expect((await stored(waiting)).owner_id).toBe(sales.userId);
  });

  it('leaves a lead unassigned in its lead pool', async () => {
    const leadPool = await ok(
      await t.signedPost(
        RECORD_API.add('crm', 'crmPool'),
        { name: '线索池', poolType: 'crmClue', isDefault: true, recycleNoFollowDays: 15, members: [{ userId: sales.userId, role: '1' }] },
        admin.token,
      ),
    );
    const night = new Date(NIGHT.getTime() + 5 * DAY);
    const lead = await ok(await t.signedPost(RECORD_API.add('crm', 'crmClue'), { name: `回收线索 ${++made}`, contactName: '钱女士' }, sales.token));
    await loose(t.app.db)
      .updateTable('crm_clue')
      .set({ create_time: daysBefore(night, 20) })
      .where('id', '=', lead.id)
      .execute();
    expect((await runSlot(t.app.db, poolRecyclingJob, night, 'one')).outcome).toBe('succeeded');
    const row = await stored(lead.id, 'crm_clue');
    expect([row.owner_id, row.status, row.pool_id]).toEqual([null, '0', leadPool.id]);
  });
});
