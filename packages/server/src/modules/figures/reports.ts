import {
  entityOf,
  findEntity,
  periodBounds,
  READY_REPORTS,
  translate,
  type BriefingPeriod,
  type BriefingTeam,
  type EntityDef,
  type FieldDef,
  type Report,
  type ReportDef,
  type ReportList,
  type ReportRow,
} from '@crm/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { forbidden } from '../../http/http-error.ts';
import { buttonsHeld } from '../permissions/repository.ts';
import { visibleTo } from '../records/data-scope.ts';
import { dictionaryTexts } from '../records/display-texts.ts';
import { storedColumn } from '../records/field-storage.ts';
import { conditionsWhere } from '../records/list-query.ts';
import { defaultCurrencyCode, inDefaultCurrency } from '../records/record-currency.ts';
import { loose, modelOf, selectRows, storeOf } from '../records/record-model.ts';
import { objectRestrictions, type RecordCall } from '../records/record-service.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { scopedTable } from '../records/record-visibility.ts';
import { addHeader, sheetName } from '../records/spreadsheets.ts';
import { departmentOf, teamChosen, teamWhere } from './briefing.ts';
import { amountOf, dateColumnOf } from './figure-columns.ts';

/**
 * The data view's ready reports (issue 15, READY_REPORTS): an object's records of a period and a
 * team within the viewer's data scope, grouped by one field, counted and their money added up, in
 * one statement per report; nothing is counted in JavaScript, which only puts labels on the groups.
 */

export interface ReportAsk {
  key: string;
  period?: BriefingPeriod;
  team?: BriefingTeam;
}

/** Where a report's groups come from: the object itself, or the rows of one of its lines fields. */
interface Grouped {
  entity: EntityDef;
  /** The object whose field is grouped (and summed): the entity, or its lines' object. */
  rows: EntityDef;
  field: FieldDef;
  amount: FieldDef | undefined;
}

function groupedOf(report: ReportDef): Grouped {
  const entity = entityOf(report.object);
  const rows = report.lines ? entity.fields.find((field) => field.name === report.lines)!.lines!.object : entity;
  const field = rows.fields.find((f) => f.name === report.groupBy)!;
  return { entity, rows, field, amount: report.amount === undefined ? undefined : rows.fields.find((f) => f.name === report.amount) };
}

const listCode = (entity: EntityDef) => `${entity.permissionPrefix}:list`;

/**
 * The reports the caller may open, and whether each shows its amount: those of objects they may
 * list, whose grouped field their roles do not hide; the amount only when its field is not hidden.
 */
async function openable(call: RecordCall, reports: readonly ReportDef[]): Promise<Map<string, { money: boolean }>> {
  const grouped = reports.map(groupedOf);
  const [listed, restrictions] = await Promise.all([
    buttonsHeld(
      call.db,
      call.viewer.auth,
      grouped.map((g) => listCode(g.entity)),
    ),
    Promise.all(grouped.map((g) => objectRestrictions(call, g.rows.apiName))),
  ]);
  const open = new Map<string, { money: boolean }>();
  reports.forEach((report, at) => {
    const { entity, field, amount } = grouped[at]!;
    const hidden = (f: FieldDef) => restrictions[at]!.get(f.name) === 'hidden';
    if (listed.has(listCode(entity)) && !hidden(field)) open.set(report.key, { money: amount !== undefined && !hidden(amount) });
  });
  return open;
}

/** GET REPORTS_API.list: the reports the caller may open, and the teams they may choose. */
export async function reportList(call: RecordCall): Promise<ReportList> {
  const open = await openable(call, READY_REPORTS);
  return {
    reports: READY_REPORTS.filter((report) => open.has(report.key)).map(({ key, area, chart }) => ({ key, area, chart })),
    teams: teamChosen(call.viewer, undefined).teams,
  };
}

/** A group as the statement answers it: its value (null: none), its count and amount (stored units), and the related record's title. */
interface GroupRead {
  value: string | null;
  title: string | null;
  count: number;
  amount: number;
}

/**
 * One statement: the period's rows of the viewer's scope and team (an object's, or its lines' with
 * their record's), grouped by the field (an empty value with the unset ones), beside the same rows
 * over all (the total, each record once however many lines it has); a relation's groups carry the
 * related record's title. Amounts are in the default currency, in stored units.
 */
async function readGroups(
  call: RecordCall,
  report: ReportDef,
  ask: {
    from: string;
    until: string;
    fromDay: string;
    untilDay: string;
    team: BriefingTeam;
    departIds: readonly string[];
    defaultCode: string;
    money: boolean;
  },
): Promise<{ groups: GroupRead[]; total: GroupRead }> {
  const { entity, rows, field, amount } = groupedOf(report);
  const { table } = storeOf(entity);
  const ref = (at: string, column: string) => sql.ref(`${at}.${column}`);
  const date = dateColumnOf(entity, report.date);
  const [from, until] = date.days ? [ask.fromDay, ask.untilDay] : [ask.from, ask.until];
  let dated = selectRows(call.db, entity);
  if (rows !== entity) {
    const via = storedColumn(rows.parent!.via);
    dated = dated.innerJoin(rows.table, (join) =>
      join.onRef(`${rows.table}.${via}`, '=', `${table}.id`).onRef(`${rows.table}.tenant_id`, '=', `${table}.tenant_id`),
    );
  }
  dated = dated
    .where(visibleTo(call.viewer, scopedTable(entity)))
    .where(teamWhere(entity, call.viewer, ask.team, ask.departIds))
    .where(ref(table, date.column), '>=', from)
    .where(ref(table, date.column), '<', until)
    // The conditions name registry fields (READY_REPORTS is code), never a tenant's custom ones.
    .where(conditionsWhere(call.db, modelOf(entity, call.viewer.tenantId, []), table, call.viewer, report.where ?? []));
  const value = sql`nullif(${ref(rows.table, storedColumn(field.name))}, '')`;
  // A record of several lines in one group (an order of a product twice) counts once.
  const count = rows === entity ? sql`count(*)` : sql`count(distinct ${ref(table, 'id')})`;
  const summed = ask.money && amount ? sql`sum(${inDefaultCurrency(entity, ref(rows.table, storedColumn(amount.name)), ask.defaultCode)})` : sql`0`;
  const groups = dated.select([value.as('value'), count.as('n'), summed.as('amount'), sql`0`.as('total')]).groupBy(value);
  const total = dated.select([sql`null`.as('value'), count.as('n'), summed.as('amount'), sql`1`.as('total')]);
  const related = field.type === 'relation' && field.relation ? findEntity(field.relation) : undefined;
  // The registry names the related table and its title column, never the request.
  const title = related
    ? sql`(select ${ref('related', storedColumn(related.titleField))} from ${sql.table(related.table)} as related where related.tenant_id = ${call.viewer.tenantId} and related.id = ${ref('grouped', 'value')})`
    : sql`null`;
  const read = (await loose(call.db)
    .selectFrom(groups.unionAll(total).as('grouped'))
    .select(['grouped.value', 'grouped.n', 'grouped.amount', 'grouped.total', title.as('title')])
    .execute()) as { value: string | null; n: unknown; amount: unknown; total: unknown; title: string | null }[];
  const asGroup = (row: (typeof read)[number]): GroupRead => ({
    value: row.value,
    title: row.title,
    count: Number(row.n ?? 0),
    amount: Number(row.amount ?? 0),
  });
  const totalRow = read.find((row) => Number(row.total) === 1);
  return {
    groups: read.filter((row) => Number(row.total) !== 1).map(asGroup),
    total: totalRow ? asGroup(totalRow) : { value: null, title: null, count: 0, amount: 0 },
  };
}

/** What the caller reads for a group's value: the dict item's or option's label in their language, the related record's title, the text itself. */
async function labelsOf(call: RecordCall, field: FieldDef): Promise<(group: GroupRead) => string> {
  const notSet = translate(call.lang, 'web.reports.notSet');
  const dict =
    field.type === 'dict' && field.dict ? (await dictionaryTexts(call.db, call.viewer.tenantId, call.lang, [field.dict])).get(field.dict) : undefined;
  return (group) => {
    if (group.value === null) return notSet;
    const option = field.options?.find((o) => o.value === group.value);
    if (option) return translate(call.lang, option.label);
    return dict?.get(group.value) ?? group.title ?? group.value;
  };
}

/** GET REPORTS_API.report: the report `ask` names, for the caller at `now`; one they may not open is refused (403), a team out of their scope (400). */
export async function readyReport(call: RecordCall, ask: ReportAsk, now = new Date()): Promise<Report> {
  const report = READY_REPORTS.find((each) => each.key === ask.key)!;
  const { viewer } = call;
  const { teams, team } = teamChosen(viewer, ask.team);
  const { entity, field, amount } = groupedOf(report);
  const exportCode = `${entity.permissionPrefix}:export`;
  const [opened, held] = await Promise.all([openable(call, [report]), buttonsHeld(call.db, viewer.auth, [exportCode])]);
  const open = opened.get(report.key);
  if (!open) throw forbidden();
  const period = ask.period ?? 'thisMonth';
  const [timeZone, departIds, defaultCode] = await Promise.all([
    timeZoneOf(call.db, viewer),
    team === 'department' ? departmentOf(call.db, viewer) : [],
    open.money ? defaultCurrencyCode(call.db, viewer.tenantId) : '',
  ]);
  const bounds = periodBounds(period, now, timeZone);
  const [read, label] = await Promise.all([readGroups(call, report, { ...bounds, team, departIds, defaultCode, money: open.money }), labelsOf(call, field)]);
  const money = open.money && amount !== undefined;
  const rowOf = (group: GroupRead): ReportRow => ({
    value: group.value,
    label: label(group),
    count: group.count,
    ...(money ? { amount: amountOf(amount, group.amount) } : {}),
  });
  const rows = read.groups.map(rowOf);
  const measure = (row: ReportRow) => (money ? row.amount! : row.count);
  rows.sort((a, b) => measure(b) - measure(a) || b.count - a.count || a.label.localeCompare(b.label, call.lang));
  const total = rowOf(read.total);
  return {
    key: report.key,
    chart: report.chart,
    exportable: held.has(exportCode),
    period,
    team,
    teams,
    from: bounds.from,
    until: bounds.until,
    money,
    rows,
    total: { count: total.count, ...(money ? { amount: total.amount } : {}) },
  };
}

/** The report's title and its columns' headers in the caller's language, as the screen's table has them. */
function reportTexts(call: RecordCall, report: Report) {
  const text = (key: string) => translate(call.lang, `web.reports.${key}`);
  return {
    title: text(`title.${report.key}`),
    columns: [text(`group.${report.key}`), text('count'), ...(report.money ? [text('amount')] : [])],
  };
}

/**
 * GET REPORTS_API.export: the report as a workbook, one row per group and the total, as the
 * screen's table has them (the record export's header and sheet naming, spreadsheets.ts). Needs
 * the object's export permission besides the report's.
 */
export async function reportWorkbook(call: RecordCall, ask: ReportAsk): Promise<{ content: Buffer; title: string }> {
  const report = await readyReport(call, ask);
  if (!report.exportable) throw forbidden();
  const { title, columns } = reportTexts(call, report);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(workbook, title, report.key));
  addHeader(sheet, columns);
  const cells = (label: string, row: { count: number; amount?: number }) => [label, row.count, ...(report.money ? [row.amount ?? 0] : [])];
  for (const row of report.rows) sheet.addRow(cells(row.label, row));
  sheet.addRow(cells(translate(call.lang, 'web.reports.total'), report.total));
  sheet.columns.forEach((column) => (column.width = 18));
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), title };
}
