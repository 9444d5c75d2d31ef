import {
  BOARD_API,
  BOARD_WIDGETS,
  CHANCE_STATUS,
  entityOf,
  formatDate,
  OBJECTIVE_TYPE,
  OBJECTIVE_WHOSE,
  PEOPLE_API,
  RECEIVE_STATUS,
  type Board,
  type BoardFigures,
  type BriefingPeriod,
  type BriefingTeam,
  type Page,
  type RoleView,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { demoTenantOf, figureRoleOf, ofTeam, storedInDefault, withoutSalespersonButton, type FigureRole } from '../../test/figure-roles.ts';
import { actor, type Actor } from '../../test/records.ts';
import { insertRecords, type BulkRecord } from '../records/bulk-insert.ts';
import { loose } from '../records/record-model.ts';

/**
 * The sales board's figures (issue 15) against the demo's records and some seeded for the
 * purpose (open opportunities in the next 30 days, receipt plans, targets): every widget of the
 * default board, for every team three roles may choose, equals what plain code counts and adds up
 * from the rows, by each role's visibility written out here (not the server's data-scope code).
 */

const ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;

let t: TestApp;
let tenantId: string;
let defaultCurrency: string;
let boardId: string;

interface Role extends FigureRole {
  /** Their data scope as the test writes it out: the whole tenant, their department and below ('2'), or their own ('4'). */
  scope: 'all' | 'department' | 'own';
}

let admin: Role, zhoujie: Role, sales: Role;

type Row = Record<string, unknown>;
const rows = new Map<string, Row[]>();
let users: { id: string; realname: string }[];
let topDepartments: string[];

const today = () => formatDate(new Date().toISOString(), ZONE);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const roleOf = async (name: string, username: string, scope: Role['scope'], teams: BriefingTeam[]): Promise<Role> => ({
  ...(await figureRoleOf(t, tenantId, name, username, teams)),
  scope,
});

/** Whether a role sees a row by its owner: the whole tenant, or their company's records of their department or their own. */
function sees(role: Role, row: Row): boolean {
  if (role.admin) return true;
  if (row.company_code !== role.companyCode) return false;
  if (row.owner_id === role.who.userId) return true;
  return role.scope === 'department' && role.department.includes(String(row.depart_id));
}

/** A money column of a row in the default currency, in yuan. */
const money = (apiName: string, row: Row, field: string) => storedInDefault(entityOf(apiName), row, field, defaultCurrency) / 100;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const rowsOf = (apiName: string) => rows.get(apiName)!;

async function readRows(): Promise<void> {
  for (const apiName of ['crmChance', 'crmReceive', 'crmRecord', 'crmReceivePlan', 'crmObjective', 'crmCustomer', 'crmProcess']) {
    rows.set(apiName, (await loose(t.app.db).selectFrom(entityOf(apiName).table).selectAll().where('tenant_id', '=', tenantId).execute()) as Row[]);
  }
  const stages = entityOf('crmProcess').fields.find((f) => f.name === 'stages')!.lines!.object;
  rows.set('stages', (await loose(t.app.db).selectFrom(stages.table).selectAll().where('tenant_id', '=', tenantId).execute()) as Row[]);
  users = await t.app.db.selectFrom('users').select(['id', 'realname']).where('tenant_id', '=', tenantId).execute();
  topDepartments = (await t.app.db.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).where('parent_id', 'is', null).execute()).map(
    (d) => d.id,
  );
}

/** Records of each role's written now: open opportunities due within and beyond the window, plans, targets. */
async function seed(): Promise<void> {
  const at = new Date().toISOString();
  const day = today();
  const customer = rowsOf('crmCustomer')[0]!;
  const stages = rowsOf('stages').filter((s) => s.sort_order !== null);
  const year = Number(day.slice(0, 4));
  const record = (role: Role, values: Record<string, unknown>): BulkRecord => ({
    id: randomUUID(),
    ownerId: role.who.userId,
    departId: role.who.departId,
    companyCode: role.companyCode,
    createBy: role.who.userId,
    createTime: at,
    updateTime: at,
    tags: [],
    values,
  });
  await t.app.db.transaction().execute(async (trx) => {
    for (const [i, role] of [admin, zhoujie, sales].entries()) {
      const stage = stages[i % stages.length]!;
      await insertRecords(
        trx,
        tenantId,
        entityOf('crmChance'),
        [3, 12, 30, 31].map((inDays, k) =>
          record(role, {
            chanceName: `看板商机${i}-${k}`,
            customerId: customer.id,
            amount: 10_000 * (i + 1) + k * 1_234.5,
            expectedDate: plusDays(day, inDays),
            processId: stage.process_id,
            stageId: stage.id,
            stageName: stage.name,
            winRate: 20 + k * 10,
            status: CHANCE_STATUS.ongoing,
          }),
        ),
      );
      await insertRecords(
        trx,
        tenantId,
        entityOf('crmReceivePlan'),
        [0, 15, 30, 31].map((inDays, k) =>
          record(role, {
            period: k + 1,
            customerId: customer.id,
            planDate: plusDays(day, inDays),
            amount: 5_000 + k * 100,
            receivedAmount: k === 1 ? 5_100 : 1_000,
            outstandingAmount: k === 1 ? 0 : 4_000 + k * 100,
          }),
        ),
      );
      await insertRecords(trx, tenantId, entityOf('crmReceive'), [
        record(role, { customerId: customer.id, receiveDate: day, amount: 2_500 + i, status: RECEIVE_STATUS.confirmed }),
      ]);
      const months = Object.fromEntries(Array.from({ length: 12 }, (_, m) => [`month${m + 1}`, (i + 1) * 1_000 + m * 10]));
      await insertRecords(trx, tenantId, entityOf('crmObjective'), [
        record(role, { name: `目标${i}`, year, objectiveType: OBJECTIVE_TYPE.won, whose: OBJECTIVE_WHOSE.person, userId: role.who.userId, ...months }),
      ]);
    }
    const departmentTarget = (role: Role, departmentId: string, objectiveType: string) =>
      record(role, {
        name: `部门目标${departmentId}`,
        year,
        objectiveType,
        whose: OBJECTIVE_WHOSE.department,
        departmentId,
        month1: 90_000,
        month6: 60_000,
        month12: 30_000,
      });
    await insertRecords(trx, tenantId, entityOf('crmObjective'), [
      departmentTarget(zhoujie, zhoujie.who.departId!, OBJECTIVE_TYPE.received),
      ...topDepartments.map((id) => departmentTarget(admin, id, OBJECTIVE_TYPE.won)),
    ]);
  });
}

async function figures(who: Actor, query: Record<string, string | number> = {}) {
  return t.signedGet(BOARD_API.figures, { id: boardId, ...query }, who.token);
}

async function figuresOf(who: Actor, query: Record<string, string | number> = {}): Promise<BoardFigures> {
  const response = await figures(who, query);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<BoardFigures>(response).result;
}

/** Every widget counted from the rows, as the role may see them and the team is theirs. */
function expectedOf(role: Role, team: BriefingTeam, answer: BoardFigures, top: number) {
  const mine = (apiName: string) => rowsOf(apiName).filter((row) => ofTeam(role, team, row));
  const [fromDay, untilDay] = [formatDate(answer.from, ZONE), formatDate(answer.until, ZONE)];
  const inPeriod = (at: unknown, days: boolean) => typeof at === 'string' && (days ? at >= fromDay && at < untilDay : at >= answer.from && at < answer.until);
  const open = mine('crmChance').filter((row) => row.status === CHANCE_STATUS.ongoing);
  const stageName = (row: Row) => String(rowsOf('stages').find((s) => s.id === row.stage_id)?.name ?? row.stage_name ?? '');
  // Each process's stages: an opportunity's process and its stage's name.
  const processOf = (row: Row) => (row.process_id as string | null) ?? null;
  const funnel = [...new Set(open.map((row) => JSON.stringify([processOf(row), stageName(row)])))]
    .map((key) => {
      const [processId, name] = JSON.parse(key) as [string | null, string];
      const of = open.filter((row) => processOf(row) === processId && stageName(row) === name);
      return {
        processId,
        processName: (rowsOf('crmProcess').find((process) => process.id === processId)?.name as string | undefined) ?? null,
        stageName: name,
        count: of.length,
        amount: sum(of.map((row) => money('crmChance', row, 'amount'))),
        expectedTransaction: sum(of.map((row) => (money('crmChance', row, 'amount') * Number(row.win_rate ?? 0)) / 100 / 100)),
      };
    })
    .sort((a, b) => a.stageName.localeCompare(b.stageName));

  const won = mine('crmChance').filter((row) => row.status === CHANCE_STATUS.won && inPeriod(row.stage_time, false));
  const received = mine('crmReceive').filter((row) => row.status === RECEIVE_STATUS.confirmed && inPeriod(row.receive_date, true));
  const followUps = mine('crmRecord').filter((row) => inPeriod(row.create_time, false));

  const lastDay = plusDays(untilDay, -1);
  const months = Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)) - 12 + i, 1));
    return at.toISOString().slice(0, 7);
  });
  const receipts = mine('crmReceive').filter((row) => row.status === RECEIVE_STATUS.confirmed);
  const receiptsByMonth = months.map((month) => ({
    month,
    amount: sum(receipts.filter((row) => String(row.receive_date).slice(0, 7) === month).map((row) => money('crmReceive', row, 'amount'))),
  }));

  const ranked = (of: Row[], value: (row: Row) => number) => {
    const byPerson = new Map<string, number>();
    for (const row of of) byPerson.set(String(row.owner_id), (byPerson.get(String(row.owner_id)) ?? 0) + value(row));
    return [...byPerson]
      .map(([userId, total]) => ({ userId, name: users.find((u) => u.id === userId)!.realname, value: total }))
      .sort((a, b) => b.value - a.value || (a.userId < b.userId ? -1 : 1))
      .slice(0, top);
  };

  const periodMonths = months.filter((m) => m >= fromDay.slice(0, 7) && m <= lastDay.slice(0, 7));
  const targetOf = (objectiveType: string) => {
    const targets = rowsOf('crmObjective').filter((row) => {
      if (!sees(role, row) || row.objective_type !== objectiveType) return false;
      if (team === 'me') return row.whose === OBJECTIVE_WHOSE.person && row.user_id === role.who.userId;
      const departments = team === 'department' ? [role.who.departId] : topDepartments;
      return row.whose === OBJECTIVE_WHOSE.department && departments.includes(String(row.department_id));
    });
    return sum(
      periodMonths.flatMap((month) =>
        targets.filter((row) => Number(row.year) === Number(month.slice(0, 4))).map((row) => Number(row[`month${Number(month.slice(5, 7))}`] ?? 0) / 100),
      ),
    );
  };
  const objective = (objectiveType: string, actual: number) => {
    const target = targetOf(objectiveType);
    return { objectiveType, target, actual, rate: target === 0 ? null : Math.round((actual / target) * 10_000) / 100 };
  };

  const day = today();
  const windowEnd = plusDays(day, 30);
  const due = (at: unknown) => typeof at === 'string' && at >= day && at <= windowEnd;
  const deals = open
    .filter((row) => due(row.expected_date))
    .sort((a, b) => String(a.expected_date).localeCompare(String(b.expected_date)) || String(a.id).localeCompare(String(b.id)));
  const plans = mine('crmReceivePlan')
    .filter((row) => Number(row.outstanding_amount ?? 0) > 0 && due(row.plan_date))
    .sort((a, b) => String(a.plan_date).localeCompare(String(b.plan_date)) || String(a.id).localeCompare(String(b.id)));
  return {
    funnel,
    objectives: [
      objective(OBJECTIVE_TYPE.won, sum(won.map((row) => money('crmChance', row, 'amount')))),
      objective(OBJECTIVE_TYPE.received, sum(received.map((row) => money('crmReceive', row, 'amount')))),
    ],
    receiptsByMonth,
    rankingWon: ranked(won, (row) => money('crmChance', row, 'amount')),
    rankingReceived: ranked(received, (row) => money('crmReceive', row, 'amount')),
    rankingFollowUps: ranked(followUps, () => 1),
    expectedDeals: {
      count: deals.length,
      total: sum(deals.map((row) => money('crmChance', row, 'amount'))),
      ids: deals.slice(0, 20).map((row) => row.id),
      expected: deals.slice(0, 20).map((row) => (money('crmChance', row, 'amount') * Number(row.win_rate ?? 0)) / 100 / 100),
    },
    paymentPlans: {
      count: plans.length,
      total: sum(plans.map((row) => money('crmReceivePlan', row, 'outstandingAmount'))),
      ids: plans.slice(0, 20).map((row) => row.id),
    },
  };
}

/** Amounts compared to the cent: the server adds stored units up and divides once, the test adds yuan. */
/**
 * An amount in cents, rounded as the engine rounds a sum of stored units (half up): the plain-code
 * sums here add amounts already divided by 100, and 218627.1885 × 100 comes out 21862718.849999998,
 * so the float's noise beyond twelve digits is dropped before rounding.
 */
const cents = (value: number) => Math.round(Number((value * 100).toPrecision(12)));
const inCents = <T extends object>(row: T, keys: (keyof T & string)[]) => ({ ...row, ...Object.fromEntries(keys.map((k) => [k, cents(Number(row[k]))])) });

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, defaultCurrency } = await demoTenantOf(t));
  admin = await roleOf('administrator', 'admin', 'all', ['me', 'department', 'company']);
  zhoujie = await roleOf('sales department manager', 'zhoujie', 'department', ['me', 'department']);
  sales = await roleOf('salesperson', 'sales', 'own', ['me']);
  await readRows();
  await seed();
  await readRows();
  const boards = envelope<Board[]>(await t.signedGet(BOARD_API.list, {}, sales.who.token)).result;
  boardId = boards.find((board) => board.isDefault)!.id;
}, 60_000);
afterAll(() => t.close());

describe('the sales board’s figures', () => {
  it.each(['thisMonth', 'thisYear'] as BriefingPeriod[])(
    'equal, in %s, every widget counted from the rows, for every team of three roles',
    async (period) => {
      let seen = 0;
      for (const role of [admin, zhoujie, sales]) {
        const widest = await figuresOf(role.who, { period });
        expect([widest.teams, widest.team, widest.top], role.name).toEqual([role.teams, role.teams.at(-1), 5]);
        for (const team of role.teams) {
          const answer = await figuresOf(role.who, { period, team, top: 20 });
          const want = expectedOf(role, team, answer, 20);
          const what = `${role.name}, ${team}, ${period}`;
          expect([answer.period, answer.team, answer.top], what).toEqual([period, team, 20]);
          expect(
            Object.keys(answer).filter((key) => (BOARD_WIDGETS as readonly string[]).includes(key)),
            what,
          ).toEqual([...BOARD_WIDGETS]);
          // Process after process, the fullest first, each in its order: each stage's place (a stage no process has any more, last).
          const processes = answer.funnel!.map((stage) => stage.processId);
          expect(processes, `${what}: a process's stages together`).toEqual([...new Set(processes)].flatMap((id) => processes.filter((each) => each === id)));
          const held = (id: string | null) => answer.funnel!.filter((stage) => stage.processId === id).reduce((all, stage) => all + stage.count, 0);
          expect([...new Set(processes)].map(held), `${what}: the fullest process first`).toEqual([...new Set(processes)].map(held).sort((a, b) => b - a));
          for (const id of new Set(processes)) {
            const places = answer
              .funnel!.filter((stage) => stage.processId === id)
              .map((stage) =>
                Math.min(
                  ...rowsOf('stages')
                    .filter((s) => s.name === stage.stageName && s.process_id === id)
                    .map((s) => Number(s.sort_order)),
                ),
              );
            expect(places, `${what}: funnel order`).toEqual([...places].sort((a, b) => a - b));
          }
          const funnel = [...answer.funnel!].sort((a, b) => a.stageName.localeCompare(b.stageName));
          expect(
            funnel.map((s) => inCents(s, ['amount', 'expectedTransaction'])),
            `${what}: funnel`,
          ).toEqual(want.funnel.map((s) => inCents(s, ['amount', 'expectedTransaction'])));
          expect(
            answer.objectives!.map((o) => inCents(o, ['target', 'actual'])),
            `${what}: objectives`,
          ).toEqual(want.objectives.map((o) => inCents(o, ['target', 'actual'])));
          expect(
            answer.receiptsByMonth!.map((m) => inCents(m, ['amount'])),
            `${what}: receipts`,
          ).toEqual(want.receiptsByMonth.map((m) => inCents(m, ['amount'])));
          for (const key of ['rankingWon', 'rankingReceived', 'rankingFollowUps'] as const) {
            expect(
              answer[key]!.map((r) => inCents(r, ['value'])),
              `${what}: ${key}`,
            ).toEqual(want[key].map((r) => inCents(r, ['value'])));
          }
          const deals = answer.expectedDeals!;
          expect([deals.count, cents(deals.total), deals.rows.map((r) => r.id)], `${what}: deals`).toEqual([
            want.expectedDeals.count,
            cents(want.expectedDeals.total),
            want.expectedDeals.ids,
          ]);
          expect(deals.rows.map((r) => cents(r.expectedTransaction))).toEqual(want.expectedDeals.expected.map(cents));
          const plans = answer.paymentPlans!;
          expect([plans.count, cents(plans.total), plans.rows.map((r) => r.id)], `${what}: plans`).toEqual([
            want.paymentPlans.count,
            cents(want.paymentPlans.total),
            want.paymentPlans.ids,
          ]);
          seen += deals.count + plans.count + answer.funnel!.length + answer.rankingFollowUps!.length;
        }
      }
      expect(seen).toBeGreaterThan(0);
    },
    60_000,
  );

  it('shows the seeded rows: the salesperson’s own deals and plans within 30 days, names beside them, and their target', async () => {
    const answer = await figuresOf(sales.who, { period: 'thisMonth' });
    const deals = answer.expectedDeals!.rows.filter((row) => row.chanceName.startsWith('看板商机2-'));
    expect(deals.map((row) => row.chanceName)).toEqual(['看板商机2-0', '看板商机2-1', '看板商机2-2']);
    const owner = users.find((u) => u.id === sales.who.userId)!.realname;
    expect(deals.every((row) => row.ownerName === owner && row.customerName !== null)).toBe(true);
    expect(deals[0]!.expectedTransaction).toBeCloseTo((30_000 * 20) / 100, 2);
    // Their own plans only (the demo's beside the seeded): the one due today, none received in full, none beyond 30 days.
    const plans = answer.paymentPlans!.rows;
    expect(plans.every((row) => row.ownerName === owner)).toBe(true);
    expect(plans.some((row) => row.planDate === today() && row.outstandingAmount === 4_000)).toBe(true);
    expect(plans.some((row) => row.outstandingAmount === 0 || row.planDate > plusDays(today(), 30))).toBe(false);
    expect(answer.objectives![0]!.target).toBeGreaterThanOrEqual(3_000);
  });

  it('leaves out the widgets of an object the viewer may not list, and those showing a field their role hides', async () => {
    const widgets = async () => Object.keys(await figuresOf(sales.who)).filter((key) => (BOARD_WIDGETS as readonly string[]).includes(key));
    await withoutSalespersonButton(t, tenantId, 'crm:crmReceivePlan:list', async () => {
      expect(await widgets()).toEqual(BOARD_WIDGETS.filter((widget) => widget !== 'paymentPlans'));
    });
    // A custom role with the salesperson's buttons and the receipt's amount hidden, held by another salesperson.
    const zhaolei = await actor(t, 'zhaolei');
    const roles = envelope<Page<RoleView>>(await t.signedGet(PEOPLE_API.roleList, { pageSize: 50 }, admin.who.token)).result.records;
    const salesperson = roles.find((one) => one.roleCode === 'salesperson')!;
    const roleAdded = await t.signedPost(
      PEOPLE_API.roleAdd,
      { roleName: '不看回款金额', roleCode: 'noReceiptAmount', dataScope: '4', rwOthers: 'r', permissionCodes: salesperson.permissionCodes },
      admin.who.token,
    );
    const hiding = envelope<RoleView>(roleAdded).result.id;
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', zhaolei.userId).execute();
    await t.app.db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: zhaolei.userId, role_id: hiding }).execute();
    const hidden = await t.signedPost(
      PEOPLE_API.fieldPermissionSave,
      { roleId: hiding, apiName: 'crmReceive', fields: [{ name: 'amount', access: 'hidden' }] },
      admin.who.token,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    const shown = Object.keys(await figuresOf(zhaolei)).filter((key) => (BOARD_WIDGETS as readonly string[]).includes(key));
    expect(shown).toEqual(['funnel', 'rankingWon', 'rankingFollowUps', 'expectedDeals', 'paymentPlans']);
  });

  it('ranks at most the top asked for, and refuses a top, period, team or id it does not know (400)', async () => {
    expect((await figuresOf(admin.who, { top: 5 })).rankingFollowUps!.length).toBeLessThanOrEqual(5);
    for (const query of <Record<string, string | number>[]>[
      { top: 7 },
      { top: 'x' },
      { period: 'nextYear' },
      { team: 'world' },
      { id: '' },
      { id: 'x'.repeat(65) },
      { team: "me' or 1=1 --" },
    ]) {
      const response = await figures(admin.who, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(envelope(response).message).toBeTruthy();
    }
    expect((await figures(sales.who, { team: 'company' })).statusCode).toBe(400);
    expect((await figures(admin.who, { id: randomUUID() })).statusCode).toBe(404);
  });
});
