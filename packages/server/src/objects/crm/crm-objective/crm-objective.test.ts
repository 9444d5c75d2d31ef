import {
  CHANCE_STATUS,
  columnOf,
  CURRENCY_FIELD,
  EXCHANGE_RATE_FIELD,
  OBJECTIVE_API,
  OBJECTIVE_TYPE,
  OBJECTIVE_WHOSE,
  RECEIVE_STATUS,
  RECORD_API,
  type ObjectiveCompletion,
  type Page,
  type RecordRow,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';
import { loose } from '../../../modules/records/record-model.ts';

/**
 * Sales targets (issue 15) against the demo's records: each month's actual equals what plain code
 * adds up from the opportunities won and the receipts confirmed (Beijing's months), by the
 * person's records or those of the department's people; one target per year, type and whom.
 */

const HOUR_MS = 3_600_000;
const api = { add: RECORD_API.add('crm', 'crmObjective'), list: RECORD_API.list('crm', 'crmObjective'), byId: RECORD_API.queryById('crm', 'crmObjective') };

let t: TestApp;
let tenantId: string;
let defaultCurrency: string;
let admin: Actor, zhoujie: Actor, sales: Actor, fengxue: Actor;
const year = new Date(Date.now() + 8 * HOUR_MS).getUTCFullYear();

type Row = Record<string, unknown>;

/** A stored row's amount in the default currency, in stored units (scaled by 100). */
function storedAmount(row: Row): number {
  const stored = Number(row[columnOf('amount')] ?? 0);
  const currency = row[columnOf(CURRENCY_FIELD)];
  if (typeof currency === 'string' && currency !== defaultCurrency) return (stored * Number(row[columnOf(EXCHANGE_RATE_FIELD)])) / 1_000_000;
  return stored;
}

/** The Beijing month (1–12) of the year a row falls in, or null. */
function monthOf(type: string, row: Row): number | null {
  if (type === OBJECTIVE_TYPE.won) {
    const at = row[columnOf('stageTime')];
    if (typeof at !== 'string') return null;
    const local = new Date(Date.parse(at) + 8 * HOUR_MS);
    return local.getUTCFullYear() === year ? local.getUTCMonth() + 1 : null;
  }
  const day = row[columnOf('receiveDate')];
  return typeof day === 'string' && day.startsWith(`${year}-`) ? Number(day.slice(5, 7)) : null;
}

/** Each month's actual, added up in plain code from the rows of the owners given. */
async function expectedActuals(type: string, owners: readonly string[]): Promise<number[]> {
  const [table, status] = type === OBJECTIVE_TYPE.won ? ['crm_chance', CHANCE_STATUS.won] : ['crm_receive', RECEIVE_STATUS.confirmed];
  const rows = (await loose(t.app.db).selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute()) as Row[];
  const sums = Array.from({ length: 12 }, () => 0);
  for (const row of rows) {
    const month = monthOf(type, row);
    if (month === null || row[columnOf('status')] !== status || !owners.includes(String(row.owner_id))) continue;
    sums[month - 1] = sums[month - 1]! + storedAmount(row);
  }
  return sums.map((sum) => Math.round(sum) / 100);
}

async function completionOf(who: Actor, id: string): Promise<ObjectiveCompletion> {
  const response = await t.signedGet(OBJECTIVE_API.completion, { id }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<ObjectiveCompletion>(response).result;
}

function expectMatches(answer: ObjectiveCompletion, target: RecordRow, actuals: number[]): void {
  expect(answer.year).toBe(year);
  expect(answer.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  answer.months.forEach((m, i) => {
    expect(m.actual, `month ${m.month}`).toBeCloseTo(actuals[i]!, 2);
    expect(m.target).toBe(Number(target[`month${i + 1}`]));
    expect(m.rate).toBe(m.target === 0 ? null : Math.round((m.actual / m.target) * 10_000) / 100);
  });
  expect(answer.total.actual).toBeCloseTo(
    actuals.reduce((a, b) => a + b, 0),
    2,
  );
  expect(answer.total.target).toBeCloseTo(Number(target.yearTotal), 2);
}

/** A department target of the sales manager's department, added by the administrator: none for January, and a person it does not need (dropped). */
async function addDepartmentTarget(type: string): Promise<RecordRow> {
  const months = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`month${i + 1}`, i === 0 ? 0 : 500_000]));
  const response = await t.signedPost(
    api.add,
    { name: '销售部回款目标', year, objectiveType: type, whose: OBJECTIVE_WHOSE.department, departmentId: zhoujie.departId, userId: sales.userId, ...months },
    admin.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  const added = envelope<RecordRow>(response).result;
  expect(added).toMatchObject({ userId: null, yearTotal: 5_500_000 });
  return added;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, zhoujie, sales, fengxue] = [await actor(t, 'admin'), await actor(t, 'zhoujie'), await actor(t, 'sales'), await actor(t, 'fengxue')];
  tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', admin.userId).executeTakeFirstOrThrow()).tenant_id;
  defaultCurrency = (
    await t.app.db.selectFrom('currencies').select('code').where('tenant_id', '=', tenantId).where('is_default', '=', 1).executeTakeFirstOrThrow()
  ).code;
}, 60_000);
afterAll(() => t.close());

describe('sales targets', () => {
  it("shows the demo salesperson's targets of this year against what they won and received, month by month", async () => {
    const listed = envelope<Page<RecordRow>>(await t.signedGet(api.list, { pageSize: 50 }, sales.token)).result.records;
    // Handed to them by their manager, the targets are theirs.
    const theirs = listed.filter((r) => r.userId === sales.userId && r.year === year);
    expect(theirs.map((r) => r.objectiveType).sort()).toEqual([OBJECTIVE_TYPE.won, OBJECTIVE_TYPE.received]);
    for (const target of theirs) {
      expect(target.ownerId).toBe(sales.userId);
      // Their manager sees them too, in their department's scope.
      expect((await completionOf(zhoujie, target.id)).months).toHaveLength(12);
      const answer = await completionOf(sales, target.id);
      const actuals = await expectedActuals(String(target.objectiveType), [sales.userId]);
      expect(
        actuals.some((a) => a > 0),
        String(target.objectiveType),
      ).toBe(true);
      expectMatches(answer, target, actuals);
    }
    // A colleague does not see them, nor how far they came.
    expect((await t.signedGet(OBJECTIVE_API.completion, { id: theirs[0]!.id }, fengxue.token)).statusCode).toBe(404);
  });

  it("adds up a department's target from the records of its people and of the departments below it", async () => {
    // The demo's: the sales manager's department's amount won.
    const listed = envelope<Page<RecordRow>>(await t.signedGet(api.list, { pageSize: 50 }, zhoujie.token)).result.records;
    const seeded = listed.find((r) => r.whose === OBJECTIVE_WHOSE.department && r.year === year)!;
    expect(seeded).toMatchObject({ departmentId: zhoujie.departId, objectiveType: OBJECTIVE_TYPE.won, ownerId: zhoujie.userId });
    const departments = await t.app.db.selectFrom('departments').select(['id', 'parent_id']).where('tenant_id', '=', tenantId).execute();
    const under = [zhoujie.departId!];
    for (let i = 0; i < under.length; i += 1) under.push(...departments.filter((d) => d.parent_id === under[i]).map((d) => d.id));
    const people = (await t.app.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('depart_id', 'in', under).execute()).map(
      (p) => p.id,
    );
    expect(people).toContain(sales.userId);
    for (const type of [OBJECTIVE_TYPE.won, OBJECTIVE_TYPE.received]) {
      const target = type === OBJECTIVE_TYPE.won ? seeded : await addDepartmentTarget(type);
      const answer = await completionOf(admin, target.id);
      const actuals = await expectedActuals(type, people);
      expect(
        actuals.some((a) => a > 0),
        type,
      ).toBe(true);
      expectMatches(answer, target, actuals);
      if (type === OBJECTIVE_TYPE.received) expect(answer.months[0]!.rate).toBeNull();
    }
  });

  it('is one per year, type and person, names the person or department its kind needs, and is set by management', async () => {
    const months = { name: '赢单目标', ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`month${i + 1}`, 100_000])) };
    const taken = await t.signedPost(
      api.add,
      { year, objectiveType: OBJECTIVE_TYPE.won, whose: OBJECTIVE_WHOSE.person, userId: sales.userId, ...months },
      zhoujie.token,
      { 'Accept-Language': 'en' },
    );
    expect(taken.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(taken).result.fields).toEqual({ userId: 'Person already has a target of this type for the year' });
    // Another year is another target; moving it onto the taken one is refused too.
    const next = await t.signedPost(
      api.add,
      { year: year + 1, objectiveType: OBJECTIVE_TYPE.won, whose: OBJECTIVE_WHOSE.person, userId: sales.userId, ...months },
      zhoujie.token,
    );
    expect(next.statusCode, next.body).toBe(200);
    const added = envelope<RecordRow>(next).result;
    const moved = await t.put(RECORD_API.edit('crm', 'crmObjective'), { id: added.id, version: added.version, year }, zhoujie.token);
    expect(moved.statusCode).toBe(422);
    expect(envelope(moved).message).toBe('员工在该年度已有同类型的目标');

    const noPerson = await t.signedPost(api.add, { year, objectiveType: OBJECTIVE_TYPE.received, whose: OBJECTIVE_WHOSE.person, ...months }, zhoujie.token);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(noPerson).result.fields)).toEqual(['userId']);
    const noDepartment = await t.signedPost(
      api.add,
      { year, objectiveType: OBJECTIVE_TYPE.received, whose: OBJECTIVE_WHOSE.department, ...months },
      zhoujie.token,
    );
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(noDepartment).result.fields)).toEqual(['departmentId']);

    const bySalesperson = await t.signedPost(
      api.add,
      { year: year + 2, objectiveType: OBJECTIVE_TYPE.won, whose: OBJECTIVE_WHOSE.person, userId: sales.userId, ...months },
      sales.token,
    );
    expect(bySalesperson.statusCode).toBe(403);
  });
});
