import { entityOf, RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, approved, createRecord, type Actor } from '../../../test/records.ts';

/** A receipt plan's reminder days ahead (spec section 3): a to-do of its owner, then a message, until the plan is paid. */

let t: TestApp;
let sales: Actor;
const made = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
});
afterAll(() => t.close());

const remindersOf = (planId: string) =>
  t.app.db.selectFrom('reminders').select(['user_id', 'title', 'due_time', 'done', 'type']).where('record_id', '=', planId).orderBy('created_at').execute();

async function newPlan(planDate: string, amount = 50_000): Promise<RecordRow> {
  const orderId = await createRecord(t, sales, entityOf('crmOrder'), made);
  const customerId = made.get(`${sales.userId} crmCustomer`)!;
  const added = await t.signedPost(RECORD_API.add('crm', 'crmReceivePlan'), { period: 1, customerId, orderId, planDate, amount, remindDays: 5 }, sales.token);
  expect(added.statusCode, added.body).toBe(200);
  return envelope<RecordRow>(added).result;
}

describe('a receipt plan’s reminder', () => {
  it('is a to-do of its owner due the reminder days before the planned date, in the owner’s words', async () => {
    const plan = await newPlan('2026-12-20');
    expect(await remindersOf(plan.id)).toEqual([
      {
        user_id: sales.userId,
        type: 'receivePlan',
        done: 0,
        due_time: '2026-12-15T01:00:00.000Z',
        title: `回款计划 ${String(plan.planNo)} 将于 2026-12-20 到期，待回款 ¥50000.00`,
      },
    ]);
  });

  it('moves with the planned date, and is done once the plan is received in full or deleted', async () => {
    const plan = await newPlan('2026-12-20', 1000);
    const edited = await t.put(RECORD_API.edit('crm', 'crmReceivePlan'), { id: plan.id, version: plan.version, planDate: '2027-01-10' }, sales.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await remindersOf(plan.id)).map((r) => [r.due_time, r.done])).toEqual([
      ['2026-12-15T01:00:00.000Z', 1],
      ['2027-01-05T01:00:00.000Z', 0],
    ]);
    const paid = await t.signedPost(
      RECORD_API.add('crm', 'crmReceive'),
      { customerId: plan.customerId, orderId: plan.orderId, planId: plan.id, amount: 1000, method: '1' },
      sales.token,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // A receipt counts once approved: until then the plan is still to be paid.
    expect((await remindersOf(plan.id)).some((r) => r.done === 0)).toBe(true);
    await approved(t, sales, 'crmReceive', envelope<RecordRow>(paid).result.id);
    expect((await remindersOf(plan.id)).every((r) => r.done === 1)).toBe(true);

    // Salespeople delete nothing: the administrator does.
    const other = await newPlan('2026-12-28');
    const admin = await actor(t, 'admin');
    expect((await t.del(RECORD_API.delete('crm', 'crmReceivePlan'), { id: other.id }, admin.token)).statusCode).toBe(200);
    expect((await remindersOf(other.id)).map((r) => r.done)).toEqual([1]);
  });
});
