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
});
