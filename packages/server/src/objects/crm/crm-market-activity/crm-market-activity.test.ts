import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** Market activities: planned, held and ended along their statuses, over a time that holds together. */

let t: TestApp;
let sales: Actor;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
});
afterAll(() => t.close());

const seminar = {
  name: 'CRM 数字化转型研讨会',
  activityType: '2',
  startTime: '2026-04-10T01:30:00.000Z',
  endTime: '2026-04-10T05:30:00.000Z',
  budgetCost: 30_000,
};

describe('a market activity', () => {
  it('starts planned, is listed, and moves on to ongoing and ended, not back', async () => {
    const added = await t.signedPost(RECORD_API.add('crm', 'crmMarketActivity'), { ...seminar, place: '北京国际饭店会议中心', expectedLeads: 30 }, sales.token);
    expect(added.statusCode, added.body).toBe(200);
    const activity = envelope<RecordRow>(added).result;
    expect(activity).toMatchObject({ status: '1', status_dictText: '计划中', activityType_dictText: '研讨会', budgetCost: 30_000, ownerId: sales.userId });
    const listed = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmMarketActivity'), { pageNo: 1, pageSize: 20 }, sales.token)).result;
    expect(listed.records.map((r) => r.id)).toContain(activity.id);

    const edit = (version: number, values: Record<string, unknown>) =>
      t.put(RECORD_API.edit('crm', 'crmMarketActivity'), { id: activity.id, version, ...values }, sales.token, { 'Accept-Language': 'en' });
    expect((await edit(1, { status: '2' })).statusCode).toBe(200);
    const ended = await edit(2, { status: '3', actualCost: 27_800, gainedLeads: 12 });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(envelope<RecordRow>(ended).result).toMatchObject({ status: '3', actualCost: 27_800, gainedLeads: 12 });
    const back = await edit(3, { status: '1' });
    expect(back.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(back).result.fields)).toEqual(['status']);
  });

  it('is refused an end before its start, on add and on edit, in the caller’s language', async () => {
    const refused = await t.signedPost(RECORD_API.add('crm', 'crmMarketActivity'), { ...seminar, endTime: '2026-04-09T05:30:00.000Z' }, sales.token, {
      'Accept-Language': 'en',
    });
    expect(refused.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(refused).result.fields).toEqual({ endTime: 'End time cannot be before Start time' });

    const activity = envelope<RecordRow>(await t.signedPost(RECORD_API.add('crm', 'crmMarketActivity'), seminar, sales.token)).result;
    const moved = await t.put(
      RECORD_API.edit('crm', 'crmMarketActivity'),
      { id: activity.id, version: 1, startTime: '2026-04-11T01:30:00.000Z' },
      sales.token,
      { 'Accept-Language': 'zh-TW' },
    );
    expect(moved.statusCode).toBe(422);
    expect(envelope(moved).message).toBe('結束時間不能早於開始時間');
  });

  it('moves its dates while planned or ongoing (/common/changePeriod), not to an end before the start, and not once ended', async () => {
    const activity = envelope<RecordRow>(await t.signedPost(RECORD_API.add('crm', 'crmMarketActivity'), seminar, sales.token)).result;
    expect(activity._access?.actions).toMatchObject({ changePeriod: true, appoint: true });
    const move = (version: number, values: Record<string, unknown>) =>
      t.signedPost(RECORD_API.action('crm', 'crmMarketActivity', 'changePeriod'), { id: activity.id, version, ...values }, sales.token, {
        'Accept-Language': 'en',
      });
    const backwards = await move(1, { startTime: '2026-04-12T01:30:00.000Z', endTime: '2026-04-11T05:30:00.000Z' });
    expect(backwards.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(backwards).result.fields).toEqual({ endTime: 'End time cannot be before Start time' });
    const moved = await move(1, { startTime: '2026-04-12T01:30:00.000Z', endTime: '2026-04-12T05:30:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(envelope<RecordRow>(moved).result).toMatchObject({ startTime: '2026-04-12T01:30:00.000Z', endTime: '2026-04-12T05:30:00.000Z', version: 2 });
    // A start without its end: the start is required, the end may be cleared.
    expect((await move(2, { endTime: '2026-04-12T05:30:00.000Z' })).statusCode).toBe(422);

    const ended = await t.put(RECORD_API.edit('crm', 'crmMarketActivity'), { id: activity.id, version: 2, status: '3' }, sales.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(envelope<RecordRow>(ended).result._access?.actions).toMatchObject({ changePeriod: false, appoint: false });
    const late = await move(3, { startTime: '2026-04-13T01:30:00.000Z', endTime: '2026-04-13T05:30:00.000Z' });
    expect(late.statusCode).toBe(422);
  });

  it('is handed to another organiser (/common/appoint), who is told', async () => {
    const activity = envelope<RecordRow>(await t.signedPost(RECORD_API.add('crm', 'crmMarketActivity'), seminar, sales.token)).result;
    const colleague = await actor(t, 'zhaolei');
    const appointed = await t.signedPost(
      RECORD_API.action('crm', 'crmMarketActivity', 'appoint'),
      { id: activity.id, version: 1, ownerId: colleague.userId },
      sales.token,
    );
    expect(appointed.statusCode, appointed.body).toBe(200);
    // Out of the salesperson's sight now (their scope is their own), in the colleague's.
    expect(envelope<RecordRow | null>(appointed).result).toBeNull();
    const seen = await t.signedGet(RECORD_API.queryById('crm', 'crmMarketActivity'), { id: activity.id }, colleague.token);
    expect(envelope<RecordRow>(seen).result).toMatchObject({ ownerId: colleague.userId, version: 2 });
    const told = await t.app.db
      .selectFrom('messages')
      .select('title')
      .where('to_user_id', '=', colleague.userId)
      .where('record_id', '=', activity.id)
      .execute();
    expect(told).toHaveLength(1);
    // Nobody to appoint it to: the field's message, nothing changed.
    const nobody = await t.signedPost(RECORD_API.action('crm', 'crmMarketActivity', 'appoint'), { id: activity.id, version: 2 }, colleague.token);
    expect(nobody.statusCode).toBe(422);
  });
});
