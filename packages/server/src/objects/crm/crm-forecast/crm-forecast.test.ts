import {
  CHANCE_STATUS,
  columnOf,
  FORECAST_API,
  FORECAST_PERIOD_TYPE,
  RECORD_API,
  type ForecastPeriod,
  type ForecastRollup,
  type Page,
  type RecordRow,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { amountInDefault, demoTenantOf } from '../../../test/figure-roles.ts';
import { actor, type Actor } from '../../../test/records.ts';
import { loose } from '../../../modules/records/record-model.ts';

/**
 * Sales forecasts (issue 15) against the demo's records: each forecast's system forecast and
 * amount won, and the roll-up by department, equal what plain code adds up from the stored
 * opportunities (Beijing's calendar); one forecast per salesperson and period.
 */

const HOUR_MS = 3_600_000;
const api = { add: RECORD_API.add('crm', 'crmForecast'), edit: RECORD_API.edit('crm', 'crmForecast') };

let t: TestApp;
let tenantId: string;
let defaultCurrency: string;
let admin: Actor, zhoujie: Actor, sales: Actor, fengxue: Actor;
const today = new Date(Date.now() + 8 * HOUR_MS);
const thisMonth: ForecastPeriod = { year: today.getUTCFullYear(), periodType: FORECAST_PERIOD_TYPE.month, period: today.getUTCMonth() + 1 };
const thisQuarter: ForecastPeriod = { ...thisMonth, periodType: FORECAST_PERIOD_TYPE.quarter, period: Math.ceil(thisMonth.period / 3) };

type Row = Record<string, unknown>;
type Figures = { forecastAmount: number; systemForecast: number; wonAmount: number };

const inDefault = (row: Row, stored: number) => amountInDefault(row, stored, defaultCurrency);

/** Whether a Beijing day (YYYY-MM-DD) falls in the period. */
function inPeriod(day: string, { year, periodType, period }: ForecastPeriod): boolean {
  const [first, months] = periodType === FORECAST_PERIOD_TYPE.quarter ? [(period - 1) * 3 + 1, 3] : [period, 1];
  const month = Number(day.slice(5, 7));
  return Number(day.slice(0, 4)) === year && month >= first && month < first + months;
}

/** A salesperson's system forecast and amount won in the period, added up in plain code from the stored opportunities. */
async function expectedFigures(userId: string, period: ForecastPeriod): Promise<{ systemForecast: number; wonAmount: number }> {
  const rows = (await loose(t.app.db).selectFrom('crm_chance').selectAll().where('tenant_id', '=', tenantId).where('owner_id', '=', userId).execute()) as Row[];
  let [system, won] = [0, 0];
  for (const row of rows) {
    const status = row[columnOf('status')];
    const expectedDate = row[columnOf('expectedDate')];
    const stageTime = row[columnOf('stageTime')];
    if (status === CHANCE_STATUS.ongoing && typeof expectedDate === 'string' && inPeriod(expectedDate, period)) {
      system += inDefault(row, (Number(row[columnOf('amount')]) * Number(row[columnOf('winRate')] ?? 0)) / 10_000);
    }
    if (status === CHANCE_STATUS.won && typeof stageTime === 'string') {
      const day = new Date(Date.parse(stageTime) + 8 * HOUR_MS).toISOString().slice(0, 10);
      if (inPeriod(day, period)) won += inDefault(row, Number(row[columnOf('amount')]));
    }
  }
  return { systemForecast: Math.round(system) / 100, wonAmount: Math.round(won) / 100 };
}

async function rollupOf(who: Actor, period: ForecastPeriod): Promise<ForecastRollup> {
  const response = await t.signedGet(FORECAST_API.rollup, { ...period }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<ForecastRollup>(response).result;
}

/** The roll-up as plain code makes it from the stored forecasts of the given owners: per department (the salesperson's), per person. */
async function expectedRollup(period: ForecastPeriod, owners: readonly string[] | null) {
  const forecasts = (await loose(t.app.db)
    .selectFrom('crm_forecast')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(columnOf('year'), '=', period.year)
    .where(columnOf('periodType'), '=', period.periodType)
    .where(columnOf('period'), '=', period.period)
    .execute()) as Row[];
  const users = await t.app.db.selectFrom('users').select(['id', 'depart_id']).where('tenant_id', '=', tenantId).execute();
  const departments = new Map<string | null, Map<string, Figures>>();
  for (const row of forecasts) {
    if (owners && !owners.includes(String(row.owner_id))) continue;
    const userId = String(row[columnOf('userId')]);
    const depart = users.find((u) => u.id === userId)!.depart_id;
    const person = { forecastAmount: Number(row[columnOf('forecastAmount')] ?? 0) / 100, ...(await expectedFigures(userId, period)) };
    departments.set(depart, (departments.get(depart) ?? new Map()).set(userId, person));
  }
  return departments;
}

const sumOf = (people: Iterable<Figures>) =>
  [...people].reduce(
    (a, p) => ({
      forecastAmount: a.forecastAmount + p.forecastAmount,
      systemForecast: a.systemForecast + p.systemForecast,
      wonAmount: a.wonAmount + p.wonAmount,
    }),
    {
      forecastAmount: 0,
      systemForecast: 0,
      wonAmount: 0,
    },
  );

function expectClose(actual: Figures, expected: Figures, what: string): void {
  expect(actual.forecastAmount, `${what} forecast`).toBeCloseTo(expected.forecastAmount, 2);
  expect(actual.systemForecast, `${what} system forecast`).toBeCloseTo(expected.systemForecast, 2);
  expect(actual.wonAmount, `${what} won`).toBeCloseTo(expected.wonAmount, 2);
}

function expectRollup(answer: ForecastRollup, expected: Map<string | null, Map<string, Figures>>): void {
  expect(answer.departments.map((d) => d.departId).sort()).toEqual([...expected.keys()].sort());
  for (const department of answer.departments) {
    const people = expected.get(department.departId)!;
    expect(department.people.map((p) => p.userId).sort()).toEqual([...people.keys()].sort());
    for (const person of department.people) expectClose(person, people.get(person.userId)!, person.userName);
    expectClose(department, sumOf(people.values()), String(department.departName));
  }
  expectClose(answer.total, sumOf([...expected.values()].flatMap((people) => [...people.values()])), 'total');
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, zhoujie, sales, fengxue] = [await actor(t, 'admin'), await actor(t, 'zhoujie'), await actor(t, 'sales'), await actor(t, 'fengxue')];
  ({ tenantId, defaultCurrency } = await demoTenantOf(t));
}, 60_000);
afterAll(() => t.close());

describe('sales forecasts', () => {
  it("rolls the period's forecasts up by department, each figure as plain code adds it up from the opportunities", async () => {
    for (const period of [thisMonth, thisQuarter]) {
      const answer = await rollupOf(admin, period);
      expect(answer).toMatchObject(period);
      const expected = await expectedRollup(period, null);
      // The demo's four salespeople forecast every period, and some of them have something in the pipeline.
      expect([...expected.values()].reduce((n, people) => n + people.size, 0)).toBe(4);
      expect(answer.total.systemForecast).toBeGreaterThan(0);
      expectRollup(answer, expected);
      // The administrator may adjust every one.
      expect(answer.departments.flatMap((d) => d.people).every((p) => p.canEdit)).toBe(true);
    }
  });

  it('shows a salesperson only their own forecast, and their manager their department', async () => {
    // The demo's forecast was stored with the figures its opportunities give (to the cent, amounts converted one by one).
    const listed = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmForecast'), { pageSize: 50 }, sales.token)).result.records;
    const seeded = listed.find((r) => r.year === thisMonth.year && r.periodType === thisMonth.periodType && r.period === thisMonth.period)!;
    const live = await expectedFigures(sales.userId, thisMonth);
    expect(Number(seeded.systemForecast)).toBeCloseTo(live.systemForecast, 1);
    expect(Number(seeded.wonAmount)).toBeCloseTo(live.wonAmount, 1);
    const own = await rollupOf(sales, thisMonth);
    expect(own.departments.flatMap((d) => d.people.map((p) => [p.userId, p.canEdit]))).toEqual([[sales.userId, true]]);
    expectRollup(own, await expectedRollup(thisMonth, [sales.userId]));
    const team = await rollupOf(zhoujie, thisMonth);
    expect(team.departments.flatMap((d) => d.people.map((p) => p.userId))).toContain(sales.userId);
    // fengxue works elsewhere: none of the sales department's forecasts.
    expect((await rollupOf(fengxue, thisMonth)).departments.flatMap((d) => d.people.map((p) => p.userId))).not.toContain(sales.userId);
  });

  it('computes the system forecast on add, takes it as the forecast when none is given, and refreshes it when read', async () => {
    const nextYear = { year: thisMonth.year + 1, periodType: FORECAST_PERIOD_TYPE.month, period: 1 };
    const added = await t.signedPost(api.add, { ...thisQuarter, year: thisMonth.year - 1, remark: '去年' }, sales.token);
    expect(added.statusCode, added.body).toBe(200);
    const lastYear = envelope<RecordRow>(added).result;
    const expected = await expectedFigures(sales.userId, { ...thisQuarter, year: thisMonth.year - 1 });
    expect(lastYear).toMatchObject({ userId: sales.userId, ...expected, forecastAmount: expected.systemForecast });

    // A stored figure that went stale (an opportunity moved since) is recomputed on the detail's refresh.
    await loose(t.app.db)
      .updateTable('crm_forecast')
      .set({ [columnOf('systemForecast')]: 1 })
      .where('id', '=', lastYear.id)
      .execute();
    const refreshed = await t.signedPost(FORECAST_API.refresh, { id: lastYear.id }, sales.token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(envelope<RecordRow>(refreshed).result).toMatchObject({
      id: lastYear.id,
      systemForecast: expected.systemForecast,
      version: Number(lastYear.version) + 1,
    });
    // Unchanged, the version stays; a colleague may not refresh what they cannot see.
    expect(envelope<RecordRow>(await t.signedPost(FORECAST_API.refresh, { id: lastYear.id }, sales.token)).result.version).toBe(Number(lastYear.version) + 1);
    expect((await t.signedPost(FORECAST_API.refresh, { id: lastYear.id }, fengxue.token)).statusCode).toBe(404);

    // Adjusted through the edit route.
    const edited = await t.put(api.edit, { id: lastYear.id, version: Number(lastYear.version) + 1, forecastAmount: 123_456.78 }, sales.token);
    expect(edited.statusCode, edited.body).toBe(200);
    const reread = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmForecast'), { id: lastYear.id }, sales.token)).result;
    expect(reread).toMatchObject({ forecastAmount: 123_456.78, systemForecast: expected.systemForecast });

    const quarterFive = await t.signedPost(api.add, { ...nextYear, periodType: FORECAST_PERIOD_TYPE.quarter, period: 5 }, sales.token, {
      'Accept-Language': 'en',
    });
    expect(quarterFive.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(quarterFive).result.fields)).toEqual(['period']);
  });

  it('is one per salesperson and period, and for someone the writer’s scope covers', async () => {
    const taken = await t.signedPost(api.add, { ...thisMonth, forecastAmount: 1000 }, sales.token, { 'Accept-Language': 'en' });
    expect(taken.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(taken).result.fields).toEqual({ userId: 'Salesperson already has a forecast for this period' });
    const forColleague = await t.signedPost(api.add, { ...thisMonth, year: thisMonth.year + 3, userId: fengxue.userId }, sales.token);
    expect(forColleague.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(forColleague).result.fields)).toEqual(['userId']);
    // Their manager may forecast for them, in a period they have none.
    const byManager = await t.signedPost(api.add, { ...thisMonth, year: thisMonth.year + 3, userId: sales.userId }, zhoujie.token);
    expect(byManager.statusCode, byManager.body).toBe(200);
  });
});
