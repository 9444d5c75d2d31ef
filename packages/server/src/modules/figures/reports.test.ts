import {
  columnOf,
  decimalsOf,
  entityOf,
  formatDate,
  READY_REPORTS,
  RECORD_API,
  REPORTS_API,
  type BriefingPeriod,
  type BriefingTeam,
  type Report,
  type ReportDef,
  type ReportList,
} from '@crm/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { demoTenantOf, figureRoleOf, ofTeam, salespersonHiding, storedInDefault, withoutSalespersonButton, type FigureRole } from '../../test/figure-roles.ts';
import { actor, type Actor } from '../../test/records.ts';
import { loose } from '../records/record-model.ts';

/**
 * The data view's ready reports (issue 15) against the demo's records: every report, for every
 * team of an administrator, a department manager and a salesperson who sees only their own,
 * equals what plain code groups, counts and adds up from the rows (visibility written out in
 * figure-roles.ts, not the server's data-scope code); and its spreadsheet, read back, equals it.
 */

const ZONE = 'Asia/Shanghai';

let t: TestApp;
let tenantId: string;
let defaultCurrency: string;

type Row = Record<string, unknown>;

let admin: FigureRole, zhoujie: FigureRole, sales: FigureRole;

const rowsOf = async (table: string) => (await loose(t.app.db).selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute()) as Row[];

/** A dictionary's texts in zh-CN (the items' own text), by value. */
async function dictTexts(code: string): Promise<Map<string, string>> {
  const rows = await t.app.db
    .selectFrom('dict_items')
    .innerJoin('dicts', 'dicts.id', 'dict_items.dict_id')
    .select(['dict_items.item_value as value', 'dict_items.item_text as text'])
    .where('dicts.tenant_id', '=', tenantId)
    .where('dicts.dict_code', '=', code)
    .execute();
  return new Map(rows.map((row) => [row.value, row.text]));
}

interface Expected {
  value: string | null;
  label: string;
  count: number;
  amount?: number;
}

/** A report grouped, counted and added up from the rows in plain code, for a role's team, in the answer's period. */
async function expectedOf(
  role: FigureRole,
  team: BriefingTeam,
  def: ReportDef,
  answer: Report,
): Promise<{ rows: Expected[]; total: Omit<Expected, 'value' | 'label'> }> {
  const entity = entityOf(def.object);
  const records = await rowsOf(entity.table);
  const dateField = entity.fields.find((f) => f.name === def.date);
  const dateColumn = def.date === 'createTime' ? 'create_time' : columnOf(def.date);
  const [from, until] = dateField?.type === 'date' ? [formatDate(answer.from, ZONE), formatDate(answer.until, ZONE)] : [answer.from, answer.until];
  const chosen = records.filter((row) => {
    const at = row[dateColumn];
    return typeof at === 'string' && at >= from && at < until && ofTeam(role, team, row) && (def.where ?? []).every((c) => row[columnOf(c.field)] === c.value);
  });
  const byId = new Map(chosen.map((row) => [row.id as string, row]));
  // The grouped rows, each with its record: the records themselves, or their lines.
  const linesObject = def.lines ? entity.fields.find((f) => f.name === def.lines)!.lines!.object : undefined;
  const grouped = linesObject
    ? (await rowsOf(linesObject.table)).flatMap((line) => {
        const record = byId.get(line[columnOf(linesObject.parent!.via)] as string);
        return record ? [{ row: line, record }] : [];
      })
    : chosen.map((row) => ({ row, record: row }));
  const field = (linesObject ?? entity).fields.find((f) => f.name === def.groupBy)!;
  const amountField = def.amount ? (linesObject ?? entity).fields.find((f) => f.name === def.amount)! : undefined;
  // A line's money is in its record's currency.
  const valueOf = (row: Row, record: Row) =>
    storedInDefault(entity, { ...record, [columnOf(amountField!.name)]: row[columnOf(amountField!.name)] }, amountField!.name, defaultCurrency);
  const amountOf = (stored: number) => Math.round(stored) / 10 ** decimalsOf(amountField!);
  const labels =
    field.type === 'dict' && field.dict
      ? await dictTexts(field.dict)
      : field.relation
        ? new Map((await rowsOf(entityOf(field.relation).table)).map((row) => [row.id as string, String(row[columnOf(entityOf(field.relation!).titleField)])]))
        : new Map<string, string>();
  const groups = new Map<string | null, { records: Set<string>; sum: number }>();
  for (const { row, record } of grouped) {
    const raw = row[columnOf(field.name)];
    const value = typeof raw === 'string' && raw !== '' ? raw : null;
    const group = groups.get(value) ?? { records: new Set<string>(), sum: 0 };
    group.records.add(record.id as string);
    if (amountField) group.sum += valueOf(row, record);
    groups.set(value, group);
  }
  const rows = [...groups].map(([value, group]) => ({
    value,
    label: value === null ? '未设置' : (labels.get(value) ?? value),
    count: group.records.size,
    ...(amountField ? { amount: amountOf(group.sum) } : {}),
  }));
  const totalSum = amountField ? grouped.reduce((sum, { row, record }) => sum + valueOf(row, record), 0) : 0;
  return { rows, total: { count: new Set(grouped.map(({ record }) => record.id)).size, ...(amountField ? { amount: amountOf(totalSum) } : {}) } };
}

function report(who: Actor, query: Record<string, string>, lang = 'zh-CN') {
  return t.signedGet(REPORTS_API.report, query, who.token, { 'Accept-Language': lang });
}

async function reportOf(who: Actor, query: Record<string, string>, lang = 'zh-CN'): Promise<Report> {
  const response = await report(who, query, lang);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<Report>(response).result;
}

const byValue = <T extends { value: string | null }>(rows: readonly T[]) => [...rows].sort((a, b) => String(a.value).localeCompare(String(b.value)));

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, defaultCurrency } = await demoTenantOf(t));
  admin = await figureRoleOf(t, tenantId, 'administrator', 'admin', ['me', 'department', 'company']);
  zhoujie = await figureRoleOf(t, tenantId, 'sales department manager', 'zhoujie', ['me', 'department']);
  sales = await figureRoleOf(t, tenantId, 'salesperson', 'sales', ['me']);
}, 60_000);
afterAll(() => t.close());

describe('the data view', () => {
  it.each(['thisYear', 'lastMonth'] as BriefingPeriod[])(
    'answers, in %s, every report as plain code groups, counts and adds up the rows, for every team of three roles',
    async (period) => {
      let grouped = 0;
      for (const role of [admin, zhoujie, sales]) {
        for (const team of role.teams) {
          for (const def of READY_REPORTS) {
            const answer = await reportOf(role.who, { key: def.key, period, team });
            const what = `${role.name}, ${team}, ${period}: ${def.key}`;
            expect([answer.key, answer.period, answer.team, answer.chart, answer.money], what).toEqual([
              def.key,
              period,
              team,
              def.chart,
              def.amount !== undefined,
            ]);
            const want = await expectedOf(role, team, def, answer);
            const got = byValue(answer.rows);
            expect(
              got.map(({ value, label, count }) => ({ value, label, count })),
              what,
            ).toEqual(byValue(want.rows).map(({ value, label, count }) => ({ value, label, count })));
            if (def.amount) {
              byValue(want.rows).forEach((row, at) => expect(got[at]!.amount, `${what}: ${row.label}`).toBeCloseTo(row.amount!, 2));
              expect(answer.total.amount, what).toBeCloseTo(want.total.amount!, 2);
            }
            expect(answer.total.count, what).toBe(want.total.count);
            // Largest first, by the amount where there is one.
            const measures = answer.rows.map((row) => (def.amount ? row.amount! : row.count));
            expect(measures, what).toEqual([...measures].sort((a, b) => b - a));
            // Every report has groups over the company's year of demo records.
            if (role === admin && team === 'company' && period === 'thisYear') expect(answer.rows.length, what).toBeGreaterThan(0);
            grouped += answer.rows.length;
          }
        }
      }
      // The demo's year of records fills the groups.
      expect(grouped).toBeGreaterThan(0);
    },
    120_000,
  );

  it('puts the records with no value in one “not set” group, in the caller’s language', async () => {
    // An office clerk with the salesperson's role and no records of their own.
    const fengxue = await actor(t, 'fengxue');
    const added = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '报表新客户' }, fengxue.token);
    expect(added.statusCode, added.body).toBe(200);
    for (const [lang, label] of [
      ['zh-CN', '未设置'],
      ['en', 'Not set'],
      ['zh-TW', '未設定'],
    ] as const) {
      const answer = await reportOf(fengxue, { key: 'customersBySource', period: 'thisMonth' }, lang);
      expect(answer.rows).toEqual([{ value: null, label, count: 1 }]);
      expect(answer.total).toEqual({ count: 1 });
    }
  });

  it('lists the reports the viewer may open; one of an object they may not list is absent and refused (403)', async () => {
    const all = envelope<ReportList>(await t.signedGet(REPORTS_API.list, {}, sales.who.token)).result;
    expect(all.reports.map((r) => r.key)).toEqual(READY_REPORTS.map((r) => r.key));
    expect(all.teams).toEqual(['me']);
    await withoutSalespersonButton(t, tenantId, 'crm:crmReceive:list', async () => {
      const some = envelope<ReportList>(await t.signedGet(REPORTS_API.list, {}, sales.who.token)).result;
      expect(some.reports.map((r) => r.key)).toEqual(READY_REPORTS.filter((r) => r.object !== 'crmReceive').map((r) => r.key));
      expect((await report(sales.who, { key: 'receivesByMethod' })).statusCode).toBe(403);
      expect((await t.signedGet(REPORTS_API.export, { key: 'receivesByMethod' }, sales.who.token)).statusCode).toBe(403);
    });
    // A role without the data view at all.
    const engineer = await actor(t, 'engineer');
    expect((await t.signedGet(REPORTS_API.list, {}, engineer.token)).statusCode).toBe(403);
    expect((await report(engineer, { key: 'customersBySource' })).statusCode).toBe(403);
  });

  it('refuses an unknown report, period or team (400), and a team beyond the data scope', async () => {
    expect((await report(sales.who, {})).statusCode).toBe(400);
    expect((await report(sales.who, { key: 'customersByMood' })).statusCode).toBe(400);
    expect((await report(sales.who, { key: 'customersBySource', period: 'nextYear' })).statusCode).toBe(400);
    expect((await report(sales.who, { key: 'customersBySource', team: 'everyone' })).statusCode).toBe(400);
    const beyond = await report(sales.who, { key: 'customersBySource', team: 'company' });
    expect(beyond.statusCode).toBe(400);
    expect(envelope(beyond).message).toBe('您的数据权限不包含该范围，请选择可选的范围');
    expect((await t.signedGet(REPORTS_API.export, { key: 'customersBySource', team: 'company' }, sales.who.token)).statusCode).toBe(400);
  });

  it('exports the report as a spreadsheet that reads back as the report, in the caller’s language', async () => {
    for (const key of ['ordersByProduct', 'customersByLevel']) {
      const query = { key, period: 'thisYear', team: 'company' };
      const answer = await reportOf(admin.who, query, 'en');
      const response = await t.signedGet(REPORTS_API.export, query, admin.who.token, { 'Accept-Language': 'en' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cells: unknown[][] = [];
      sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
      const money = answer.money;
      expect(cells).toEqual([
        money ? ['Product', 'Count', 'Amount'] : ['Level', 'Count'],
        ...answer.rows.map((row) => [row.label, row.count, ...(money ? [row.amount] : [])]),
        ['Total', answer.total.count, ...(money ? [answer.total.amount] : [])],
      ]);
      expect(sheet.name).toBe(key === 'ordersByProduct' ? 'Orders by product' : 'Customers by level');
    }
  });

  it('leaves out the amounts of a field the viewer’s role hides, keeping the counts', async () => {
    const wufang = await salespersonHiding(t, tenantId, admin.who, 'wufang', { apiName: 'crmChance', field: 'amount' });
    const answer = await reportOf(wufang, { key: 'chancesByStage', period: 'thisYear' });
    expect(answer.money).toBe(false);
    expect(answer.rows.every((row) => row.amount === undefined)).toBe(true);
    expect(answer.total.amount).toBeUndefined();
  });
});
