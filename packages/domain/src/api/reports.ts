import type { SceneCondition } from '../entities/types.ts';
import type { AreaCode } from '../menu/catalogue.ts';
import { RECEIVE_STATUS } from '../objects/crm/crm-receive/crm-receive.object.ts';
import { statusIs, type BriefingPeriod, type BriefingTeam } from './figures.ts';

/**
 * The data view (`/common/commonReportList`, issue 15, spec section 2): ready reports that group
 * an object's records of a period and a team (as the sales briefing's, figures.ts) by one field
 * and count them or add up their money, as a table and a chart, exportable as a spreadsheet.
 * Every row is computed by the server in SQL within the viewer's data scope; the phone only draws.
 */
export const REPORTS_API = {
  /** GET: the reports the caller may open (ReportList). */
  list: '/common/commonReportList/reports',
  /** GET ?key=&period=&team=: one report's rows (Report); period defaults to thisMonth, team to the widest the viewer may choose. */
  report: '/common/commonReportList/report',
  /** GET, the report's parameters: the same rows as an .xlsx download (needs the object's export permission too). */
  export: '/common/commonReportList/export',
} as const;

/** The menu's permission prefix of the data view: `<prefix>:list` opens it. */
export const REPORTS_PERMISSION = 'common:commonReportList';

/**
 * One ready report: `object`'s records (or, with `lines`, the rows of that lines field) placed in
 * the period by `date` and meeting `where`, grouped by `groupBy` (a dict field's value, shown by
 * its label; a relation's id, shown by the related record's title; a text as it is), counted
 * (records: an order holding two products counts once for each) and, with `amount`, their money
 * field added up in the tenant's default currency.
 */
export const REPORT_KEYS = ['customersBySource', 'customersByLevel', 'customersByIndustry', 'chancesByStage', 'ordersByProduct', 'receivesByMethod'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export interface ReportDef {
  key: ReportKey;
  area: AreaCode;
  object: string;
  /** A lines field of `object` whose rows are grouped (orders by product: the order lines' product). */
  lines?: string;
  /** A field of `object`, or of the lines' object with `lines`. */
  groupBy: string;
  /** The money field summed, of the same object as groupBy; none: a count only. */
  amount?: string;
  /** The record's date or date-time placing it in a period. */
  date: string;
  where?: readonly SceneCondition[];
  /** How the phone draws it: shares of a whole as a pie, an ordered or long list as bars. */
  chart: 'pie' | 'bar';
}

/** The ready reports, in REPORT_KEYS' order (the list's). */
export const READY_REPORTS: readonly ReportDef[] = [
  { key: 'customersBySource', area: 'crm', object: 'crmCustomer', groupBy: 'source', date: 'createTime', chart: 'pie' },
  { key: 'customersByLevel', area: 'crm', object: 'crmCustomer', groupBy: 'level', date: 'createTime', chart: 'pie' },
  { key: 'customersByIndustry', area: 'crm', object: 'crmCustomer', groupBy: 'industry', date: 'createTime', chart: 'pie' },
  { key: 'chancesByStage', area: 'crm', object: 'crmChance', groupBy: 'stageName', amount: 'amount', date: 'createTime', chart: 'bar' },
  { key: 'ordersByProduct', area: 'crm', object: 'crmOrder', lines: 'details', groupBy: 'productId', amount: 'amount', date: 'orderDate', chart: 'bar' },
  // Money received, as the briefing counts it: confirmed receipts by the day it came in.
  {
    key: 'receivesByMethod',
    area: 'crm',
    object: 'crmReceive',
    groupBy: 'method',
    amount: 'amount',
    date: 'receiveDate',
    where: /* @__PURE__ */ statusIs(RECEIVE_STATUS, 'confirmed'),
    chart: 'pie',
  },
];

/** A report as the list offers it (the phone reads no ReportDef: those name the objects' definitions). */
export interface ReportSummary {
  key: ReportKey;
  area: AreaCode;
  chart: ReportDef['chart'];
}

/** result of GET REPORTS_API.list */
export interface ReportList {
  /** The reports of READY_REPORTS the caller may open, in its order. */
  reports: ReportSummary[];
  /** The teams the viewer may choose. */
  teams: BriefingTeam[];
}

/** One group of a report. */
export interface ReportRow {
  /** The grouped value (a dict value, a related record's id, a stage's name); null: the records with none. */
  value: string | null;
  /** What the caller reads: the dict item's label in their language, the related record's title, "not set". */
  label: string;
  count: number;
  /** The money added up, in the tenant's default currency; only in reports with an amount the viewer may see. */
  amount?: number;
}

/** result of GET REPORTS_API.report */
export interface Report {
  key: ReportKey;
  chart: ReportDef['chart'];
  period: BriefingPeriod;
  team: BriefingTeam;
  teams: BriefingTeam[];
  /** The instants the period covers (`from` included, `until` not). */
  from: string;
  until: string;
  /** Whether the viewer may export it (they hold the object's export permission). */
  exportable: boolean;
  /** Whether the rows carry amounts (the report has one and the viewer may see its field). */
  money: boolean;
  /** The groups by their measure (the amount when there is one, else the count), largest first. */
  rows: ReportRow[];
  /** Over all the period's records: their count (each record once) and amount. */
  total: { count: number; amount?: number };
}

/** A row's share of the report's measure, in percent to one decimal (0 of a total of nothing). */
export function shareOf(report: Pick<Report, 'money' | 'total'>, row: ReportRow): number {
  const whole = report.money ? (report.total.amount ?? 0) : report.total.count;
  const part = report.money ? (row.amount ?? 0) : row.count;
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
