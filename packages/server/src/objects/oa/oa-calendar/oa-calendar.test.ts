import { CALENDAR_API, CALENDAR_REMIND, RECORD_API, type CalendarEntry, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * The calendar (issue 17): events with their participants, who are told and see them, the owner
 * reminded before they start; and the month's entries: the caller's events beside their own
 * follow-ups due, visits, open tasks and receipt plans, nobody else's.
 */
let t: TestApp;
let zhoujie: Actor, sales: Actor, sunli: Actor;
const en = { 'Accept-Language': 'en' };

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const entries = async (who: Actor, from: string, until: string) => ok<CalendarEntry[]>(await t.signedGet(CALENDAR_API.entries, { from, until }, who.token));

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [zhoujie, sales, sunli] = [await actor(t, 'zhoujie'), await actor(t, 'sales'), await actor(t, 'sunli')];
});
afterAll(() => t.close());

describe('the calendar', () => {
  it("shows a month's events to their owner and participants beside the caller's own dated work, and nobody else's", async () => {
    const event = await ok(
      await t.signedPost(
        RECORD_API.add('oa', 'oaCalendar'),
        {
          title: '周例会',
          startTime: '2027-01-11T01:30:00.000Z',
          endTime: '2027-01-11T02:30:00.000Z',
          participantIds: [sales.userId],
          remind: CALENDAR_REMIND.minutes15,
        },
        zhoujie.token,
      ),
    );
    const told = await t.app.db.selectFrom('messages').select(['to_user_id', 'title']).where('record_id', '=', event.id).execute();
    expect(told).toEqual([{ to_user_id: sales.userId, title: '周杰邀请您参加日程' }]);
    const todo = await t.app.db.selectFrom('reminders').select(['user_id', 'due_time', 'done']).where('record_id', '=', event.id).execute();
    expect(todo).toEqual([{ user_id: zhoujie.userId, due_time: '2027-01-11T01:15:00.000Z', done: 0 }]);

    const customer = await ok(
      await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '日历客户', nextContactTime: '2027-01-12T02:00:00.000Z' }, sales.token),
    );
    await ok(await t.signedPost(RECORD_API.add('oa', 'oaTask'), { title: '准备方案', dueTime: '2027-01-13T10:00:00.000Z' }, sales.token));
    await ok(await t.signedPost(RECORD_API.add('oa', 'oaTask'), { title: '别人的任务', dueTime: '2027-01-13T10:00:00.000Z' }, sunli.token));

    const month = await entries(sales, '2027-01-01', '2027-02-01');
    expect(month.map((entry) => [entry.kind, entry.title])).toEqual([
      ['event', '周例会'],
      ['followUp', '日历客户'],
      ['task', '准备方案'],
    ]);
    expect(month[1]).toMatchObject({ apiName: 'crmCustomer', id: customer.id, start: '2027-01-12T02:00:00.000Z', allDay: false });
    // Another salesperson sees none of it; a month before, nothing.
    expect((await entries(sunli, '2027-01-01', '2027-02-01')).map((entry) => entry.title)).toEqual(['别人的任务']);
    expect(await entries(sales, '2026-12-01', '2027-01-01')).toEqual([]);
  });

  it('refuses an end before the start, and more than two months at once', async () => {
    const backwards = await t.signedPost(
      RECORD_API.add('oa', 'oaCalendar'),
      { title: '倒序', startTime: '2027-01-11T03:00:00.000Z', endTime: '2027-01-11T02:00:00.000Z' },
      zhoujie.token,
      en,
    );
    expect([backwards.statusCode, (envelope(backwards).result as { fields: Record<string, string> }).fields]).toEqual([
      422,
      { endTime: 'Ends cannot be before Starts' },
    ]);
    const long = await t.signedGet(CALENDAR_API.entries, { from: '2027-01-01', until: '2027-04-01' }, sales.token, en);
    expect([long.statusCode, envelope(long).message]).toEqual([422, 'The calendar shows at most 62 days at once']);
    expect((await t.signedGet(CALENDAR_API.entries, { from: '2027-01-01', until: 'soon' }, sales.token)).statusCode).toBe(400);
  });
});
