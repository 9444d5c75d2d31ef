import {
  columnOf,
  decimalsOf,
  entityOf,
  FIGURES_API,
  formatDate,
  HOME_BRIEFING_KEYS,
  RECORD_API,
  SALES_BRIEFING,
  type Briefing,
  type BriefingPeriod,
  type BriefingTeam,
  type FigureDef,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { insertRecords } from '../records/bulk-insert.ts';
import { invalidCondition } from '../records/list-query.ts';
import { loose, modelOf } from '../records/record-model.ts';
import { createTenant } from '../../seed/tenant.ts';
import { demoTenantOf, figureRoleOf, ofTeam, salespersonHiding, storedInDefault, withoutSalespersonButton, type FigureRole } from '../../test/figure-roles.ts';

/**
 * The sales briefing (issue 15) against the demo's records: every figure of every team a role may
 * choose, for this month and the last, equals what plain code counts and adds up from the rows,
 * by each role's visibility written out here (not the server's data-scope code).
 */

const ZONE = 'Asia/Shanghai';
const HOUR_MS = 3_600_000;

let t: TestApp;
let tenantId: string;
let defaultCurrency: string;

type Role = FigureRole;

let admin: Role, zhoujie: Role, sales: Role;
let engineer: Actor;

/** A stored row as the test reads it: every column, plainly. */
type Row = Record<string, unknown>;

/** The demo tenant's rows of every object the briefing counts. */
const rowsByObject = new Map<string, Row[]>();

async function readRows(): Promise<void> {
  for (const apiName of new Set(SALES_BRIEFING.map((figure) => figure.object))) {
    const rows = (await loose(t.app.db).selectFrom(entityOf(apiName).table).selectAll().where('tenant_id', '=', tenantId).execute()) as Row[];
    rowsByObject.set(apiName, rows);
  }
}

const roleOf = (name: string, username: string, teams: BriefingTeam[]) => figureRoleOf(t, tenantId, name, username, teams);

/** A local day of an instant, in the demo's zone. */
const dayOf = (instant: string) => formatDate(instant, ZONE);

/** The first instant of a month in Beijing time (UTC+8 all year). */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1) - 8 * HOUR_MS).toISOString();

/** A figure counted and added up from the rows: current and previous, in the answer's periods. */
function expectedOf(role: Role, team: BriefingTeam, figure: FigureDef, answer: Briefing): { current: number; previous: number } {
  const entity = entityOf(figure.object);
  const dateField = entity.fields.find((f) => f.name === figure.date);
  const dateColumn = figure.date === 'createTime' ? 'create_time' : columnOf(figure.date);
  const local = dateField?.type === 'date';
  const edge = (instant: string) => (local ? dayOf(instant) : instant);
  const amountField = figure.field ? entity.fields.find((f) => f.name === figure.field)! : undefined;
  const meets = (row: Row) => (figure.where ?? []).every((c) => (c.op === 'eq' ? row[columnOf(c.field)] === c.value : fail(`no ${c.op} here`)));
  const valueOf = (row: Row) => (amountField ? storedInDefault(entity, row, amountField.name, defaultCurrency) : 1);
  const total = (from: string, until: string) => {
    let sum = 0;
    for (const row of rowsByObject.get(figure.object)!) {
      const at = row[dateColumn];
      if (typeof at !== 'string' || at < edge(from) || at >= edge(until) || !meets(row) || !ofTeam(role, team, row)) continue;
      sum += valueOf(row);
    }
    return amountField ? Math.round(sum) / 10 ** decimalsOf(amountField) : sum;
  };
  return { current: total(answer.from, answer.until), previous: total(answer.previousFrom, answer.previousUntil) };
}

function fail(message: string): never {
  throw new Error(message);
}

async function briefing(who: Actor, query: Record<string, string> = {}, lang = 'zh-CN') {
  return t.signedGet(FIGURES_API.briefing, query, who.token, { 'Accept-Language': lang });
}

async function briefingOf(who: Actor, query: Record<string, string> = {}): Promise<Briefing> {
  const response = await briefing(who, query);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<Briefing>(response).result;
}

/** Spec section 9, written out: (current − previous) / previous × 100 to two decimals; none without a previous. */
const growth = (current: number, previous: number) => (previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 10_000) / 100);

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, defaultCurrency } = await demoTenantOf(t));
  admin = await roleOf('administrator', 'admin', ['me', 'department', 'company']);
  // The sales department's head: scope '2', the department and the groups below it.
  zhoujie = await roleOf('sales department manager', 'zhoujie', ['me', 'department']);
  sales = await roleOf('salesperson', 'sales', ['me']);
  engineer = await actor(t, 'engineer');
  await readRows();
}, 60_000);
afterAll(() => t.close());

describe('the sales briefing', () => {
  it('defines its figures over real fields: a date or date-time, a money sum, conditions the list filters accept', () => {
    for (const figure of SALES_BRIEFING) {
      const entity = entityOf(figure.object);
      const date = entity.fields.find((f) => f.name === figure.date);
      expect(figure.date === 'createTime' || date?.type === 'date' || date?.type === 'datetime', figure.key).toBe(true);
      if (figure.op === 'sum') expect(entity.fields.find((f) => f.name === figure.field)?.type, figure.key).toMatch(/^(money|formula)$/);
      expect(invalidCondition(t.app.db, modelOf(entity, tenantId, []), figure.where ?? []), figure.key).toBeNull();
    }
  });

  it.each(['thisMonth', 'lastMonth'] as BriefingPeriod[])(
    'equals, in %s, every figure counted from the rows, for every team of three roles',
    async (period) => {
      const now = new Date(Date.now() + 8 * HOUR_MS);
      const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
      const [from, until, previousFrom] =
        period === 'thisMonth'
          ? [monthStart(year, month), monthStart(year, month + 1), monthStart(year, month - 1)]
          : [monthStart(year, month - 1), monthStart(year, month), monthStart(year, month - 2)];
      let counted = 0;
      let grown = 0;
      for (const role of [admin, zhoujie, sales]) {
        const widest = await briefingOf(role.who, { period });
        expect(widest.teams, role.name).toEqual(role.teams);
        expect(widest.team, role.name).toBe(role.teams.at(-1));
        for (const team of role.teams) {
          const answer = await briefingOf(role.who, { period, team });
          expect([answer.period, answer.team], role.name).toEqual([period, team]);
          // Beijing's month, whatever the server's zone.
          expect([answer.from, answer.until, answer.previousFrom, answer.previousUntil]).toEqual([
            new Date(from).toISOString(),
            new Date(until).toISOString(),
            new Date(previousFrom).toISOString(),
            new Date(from).toISOString(),
          ]);
          expect(answer.figures.map((f) => f.key)).toEqual(SALES_BRIEFING.map((f) => f.key));
          for (const figure of SALES_BRIEFING) {
            const got = answer.figures.find((f) => f.key === figure.key)!;
            const want = expectedOf(role, team, figure, answer);
            const what = `${role.name}, ${team}, ${period}: ${figure.key}`;
            expect(got.money, what).toBe(figure.op === 'sum');
            if (figure.op === 'count') expect([got.current, got.previous], what).toEqual([want.current, want.previous]);
            else {
              expect(got.current, what).toBeCloseTo(want.current, 2);
              expect(got.previous, what).toBeCloseTo(want.previous, 2);
            }
            expect(got.growth, what).toBe(growth(got.current, got.previous));
            counted += want.current + want.previous;
            if (got.growth !== null) grown += 1;
          }
        }
      }
      // The demo's year of records fills last month and the one before (this month may have begun today).
      if (period === 'lastMonth') expect([counted > 0, grown > 0]).toEqual([true, true]);
    },
  );

  it('differs by team: the salesperson’s own, the department’s more, the company’s most', async () => {
    const customers = async (who: Actor, team: BriefingTeam) => (await briefingOf(who, { period: 'thisYear', team, keys: 'newCustomers' })).figures[0]!.current;
    const mine = await customers(sales.who, 'me');
    const department = await customers(zhoujie.who, 'department');
    const company = await customers(admin.who, 'company');
    expect(mine).toBeGreaterThan(0);
    expect(department).toBeGreaterThan(mine);
    expect(company).toBeGreaterThan(department);
  });

  it('shows no growth beside a previous period of nothing', async () => {
    // An office clerk with the salesperson's role and no records of their own.
    const fengxue = await actor(t, 'fengxue');
    const before = await briefingOf(fengxue);
    expect(before.figures.every((f) => f.current === 0 && f.previous === 0 && f.growth === null)).toBe(true);
    const added = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '简报新客户' }, fengxue.token);
    expect(added.statusCode, added.body).toBe(200);
    const after = await briefingOf(fengxue, { period: 'thisMonth', keys: 'newCustomers' });
    expect(after.figures).toEqual([{ key: 'newCustomers', current: 1, previous: 0, growth: null, money: false }]);
  });

  it('counts a change at once, though it remembers what it counted', async () => {
    const zhaolei = await actor(t, 'zhaolei');
    const newCustomers = async () => (await briefingOf(zhaolei, { keys: 'newCustomers,followUps' })).figures.map((f) => f.current);
    const [customers, followUps] = await newCustomers();
    expect(await newCustomers()).toEqual([customers, followUps]);
    const added = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '记得的简报客户' }, zhaolei.token);
    expect(added.statusCode, added.body).toBe(200);
    // One more customer; the follow-ups, whose table did not change, as they were.
    expect(await newCustomers()).toEqual([customers! + 1, followUps]);
    const id = envelope<{ id: string }>(added).result.id;
    // Deleted (by the administrator: a salesperson may not).
    expect((await t.del(RECORD_API.delete('crm', 'crmCustomer'), { id }, admin.who.token)).statusCode).toBe(200);
    expect(await newCustomers()).toEqual([customers, followUps]);
  });

  it('answers the figures asked for, in the briefing’s order (the home page’s card)', async () => {
    const answer = await briefingOf(sales.who, { keys: [...HOME_BRIEFING_KEYS].reverse().join(',') });
    expect(answer.figures.map((f) => f.key)).toEqual(SALES_BRIEFING.filter((f) => (HOME_BRIEFING_KEYS as readonly string[]).includes(f.key)).map((f) => f.key));
    expect((await briefing(sales.who, { keys: 'newCustomers,dropTable' })).statusCode).toBe(400);
    expect((await briefing(sales.who, { period: 'nextYear' })).statusCode).toBe(400);
  });

  it('refuses a team the data scope does not reach, in the caller’s language', async () => {
    const said = async (lang: string) => {
      const response = await briefing(sales.who, { team: 'company' }, lang);
      expect(response.statusCode).toBe(400);
      return envelope(response).message;
    };
    expect(await said('zh-CN')).toBe('您的数据权限不包含该范围，请选择可选的范围');
    expect(await said('en')).toBe('Your data scope does not reach this team: choose one of the teams offered');
    expect(await said('zh-TW')).toBe('您的資料權限不包含該範圍，請選擇可選的範圍');
    expect((await briefing(zhoujie.who, { team: 'company' })).statusCode).toBe(400);
  });

  it('is refused (403) to a role without the sales briefing, and leaves out objects the viewer may not list', async () => {
    expect((await briefing(engineer)).statusCode).toBe(403);
    await withoutSalespersonButton(t, tenantId, 'crm:crmVisit:list', async () => {
      const keys = (await briefingOf(sales.who)).figures.map((f) => f.key);
      expect(keys).toEqual(SALES_BRIEFING.filter((f) => f.object !== 'crmVisit').map((f) => f.key));
    });
  });

  it('leaves out the sums of a field the viewer’s role hides, keeping the counts', async () => {
    // A salesperson whose role hides the opportunity's amount.
    const wufang = await salespersonHiding(t, tenantId, admin.who, 'wufang', { apiName: 'crmChance', field: 'amount' });
    const keys = (await briefingOf(wufang)).figures.map((f) => f.key);
    expect(keys).toEqual(SALES_BRIEFING.filter((f) => f.object !== 'crmChance' || f.op === 'count').map((f) => f.key));
  });

  it('never counts another tenant’s records, even ones with the same owner, department and company', async () => {
    const answers = async () =>
      Promise.all(
        [admin, zhoujie, sales].flatMap((role) => role.teams.map((team) => briefingOf(role.who, { period: 'thisMonth', team }).then((b) => b.figures))),
      );
    const before = await answers();
    const other = await createTenant(t.app.db, { name: '另一企业', admin: { username: `briefing-other-${randomUUID().slice(0, 8)}`, realname: '另一管理员' } });
    const at = new Date().toISOString();
    const today = dayOf(at);
    await t.app.db.transaction().execute(async (trx) => {
      for (const apiName of new Set(SALES_BRIEFING.map((figure) => figure.object))) {
        const figures = SALES_BRIEFING.filter((figure) => figure.object === apiName);
        const entity = entityOf(apiName);
        const values: Record<string, unknown> = {};
        for (const figure of figures) {
          const field = entity.fields.find((f) => f.name === figure.date);
          if (field) values[field.name] = field.type === 'date' ? today : at;
          if (figure.field) values[figure.field] = 1000;
          for (const condition of figure.where ?? []) values[condition.field] = condition.value;
        }
        // The salesperson's own record, as far as everything but the tenant goes.
        await insertRecords(trx, other.tenantId, entity, [
          {
            id: randomUUID(),
            ownerId: sales.who.userId,
            departId: sales.who.departId,
            companyCode: sales.companyCode,
            createBy: sales.who.userId,
            createTime: at,
            updateTime: at,
            tags: [],
            values,
          },
        ]);
      }
    });
    expect(await answers()).toEqual(before);
  });
});
