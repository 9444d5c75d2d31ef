import { zonedParts } from '../format/datetime.ts';
import type { SceneCondition } from '../entities/types.ts';
import { CHANCE_STATUS } from '../objects/crm/crm-chance/crm-chance.object.ts';
import { RECEIVE_STATUS } from '../objects/crm/crm-receive/crm-receive.object.ts';

/**
 * The numbers a manager opens the phone for (issue 15): the sales briefing (`/crm/salesReport`,
 * spec sections 2 and 9) and the home page's briefing card. Every figure is computed by the
 * server in SQL within the viewer's data scope, for a period and a team; the phone only shows.
 */
export const FIGURES_API = {
  /**
   * GET ?period=&team=&keys=: the sales briefing's figures for the period and the one before it.
   * period defaults to thisMonth; team to the widest the viewer may choose; keys (comma-separated
   * FigureDef keys) to every figure (the home page's card asks for HOME_BRIEFING_KEYS).
   */
  briefing: '/crm/crmSalesReport/briefing',
} as const;

/** The periods a briefing covers, in the viewer's time zone; each is compared with the one before it. */
export const BRIEFING_PERIODS = ['today', 'thisWeek', 'thisMonth', 'thisQuarter', 'thisYear', 'lastMonth'] as const;
export type BriefingPeriod = (typeof BRIEFING_PERIODS)[number];

/**
 * Whose records a briefing counts: mine (I own them, or wrote them), my department's (and the
 * departments below it), or the company's: each within my data scope, which decides which of
 * them I may choose (briefingTeams).
 */
export const BRIEFING_TEAMS = ['me', 'department', 'company'] as const;
export type BriefingTeam = (typeof BRIEFING_TEAMS)[number];

/** The teams a data scope (spec section 6) offers: only self '4' → me; department '2', '3' → me and department; company '1' and administrators → all. */
export function briefingTeams(dataScope: string, admin: boolean): BriefingTeam[] {
  if (admin || dataScope === '1') return ['me', 'department', 'company'];
  if (dataScope === '2' || dataScope === '3') return ['me', 'department'];
  return ['me'];
}

/**
 * One figure: a count of an object's records, or the sum of one of its numeric fields, over
 * those whose `date` field falls in the period (and meeting `where`). Whose they are is the
 * owner's (or, for objects without owners, whoever wrote them).
 */
export interface FigureDef {
  key: string;
  object: string;
  op: 'count' | 'sum';
  /** The summed field (money); for sums. */
  field?: string;
  /** The date or date-time field placing a record in a period. */
  date: string;
  where?: readonly SceneCondition[];
}

/**
 * A condition on a record's status, given its object's status table and the status's name: a
 * call the bundler may drop, so the phone's screens that read only this file's contract (periods,
 * keys) do not load the objects' definitions for the status values (a property read it keeps).
 */
export function statusIs<S extends Readonly<Record<string, string>>>(statuses: S, name: keyof S & string): readonly SceneCondition[] {
  return [{ field: 'status', op: 'eq', value: statuses[name] }];
}

const WON = /* @__PURE__ */ statusIs(CHANCE_STATUS, 'won');

/** The sales briefing's figures (issue 15): what came in, what was done, what was sold and received. */
export const SALES_BRIEFING: readonly FigureDef[] = [
  { key: 'newClues', object: 'crmClue', op: 'count', date: 'createTime' },
  { key: 'newCustomers', object: 'crmCustomer', op: 'count', date: 'createTime' },
  { key: 'newContacts', object: 'crmContacter', op: 'count', date: 'createTime' },
  { key: 'newChances', object: 'crmChance', op: 'count', date: 'createTime' },
  { key: 'chanceAmount', object: 'crmChance', op: 'sum', field: 'amount', date: 'createTime' },
  { key: 'followUps', object: 'crmRecord', op: 'count', date: 'createTime' },
  // Visits made: signed in at the customer.
  { key: 'visits', object: 'crmVisit', op: 'count', date: 'signTime' },
  { key: 'quotes', object: 'crmQuote', op: 'count', date: 'quoteDate' },
  { key: 'quoteAmount', object: 'crmQuote', op: 'sum', field: 'amount', date: 'quoteDate' },
  { key: 'orders', object: 'crmOrder', op: 'count', date: 'orderDate' },
  { key: 'orderAmount', object: 'crmOrder', op: 'sum', field: 'amount', date: 'orderDate' },
  // Deals won: opportunities that reached the won status (its stage time is when).
  { key: 'wonChances', object: 'crmChance', op: 'count', date: 'stageTime', where: WON },
  { key: 'wonAmount', object: 'crmChance', op: 'sum', field: 'amount', date: 'stageTime', where: WON },
  // Money received: confirmed receipts, by the day it came in.
  { key: 'received', object: 'crmReceive', op: 'sum', field: 'amount', date: 'receiveDate', where: /* @__PURE__ */ statusIs(RECEIVE_STATUS, 'confirmed') },
];

/** The home page's briefing card: this month against the last (issue 15). */
export const HOME_BRIEFING_KEYS = ['newCustomers', 'followUps', 'wonAmount', 'received'] as const;

/** A figure as the server answers it: its value in the period and in the one before, and the growth between. */
export interface Figure {
  key: string;
  /** A count, or an amount in the tenant's currency. */
  current: number;
  previous: number;
  /** Month-on-month growth in percent (spec section 9): (current − previous) / previous × 100; null when the previous is 0 ("—"). */
  growth: number | null;
  /** Whether it is an amount (shown with the currency), not a count. */
  money: boolean;
}

/** result of GET FIGURES_API.briefing */
export interface Briefing {
  period: BriefingPeriod;
  team: BriefingTeam;
  /** The teams the viewer may choose. */
  teams: BriefingTeam[];
  /** The instants the period covers (`from` included, `until` not), and the one before it. */
  from: string;
  until: string;
  previousFrom: string;
  previousUntil: string;
  /** The figures of the objects the viewer may list, in SALES_BRIEFING's order. */
  figures: Figure[];
}

/** Spec section 9: (current − previous) / previous × 100, to two decimals; none without a previous. */
export function growthOf(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 10000) / 100;
}

/** A local day's parts, in the calendar (month 1–12). */
interface Day {
  year: number;
  month: number;
  day: number;
}

const utcDay = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const dayOf = (date: Date): Day => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
const plusDays = (d: Day, n: number): Day => dayOf(new Date(Date.UTC(d.year, d.month - 1, d.day + n)));
const plusMonths = (d: Day, n: number): Day => dayOf(new Date(Date.UTC(d.year, d.month - 1 + n, 1)));

/** The instant a local day starts in a time zone (its midnight there; the offset asked of the zone twice, for the days the clocks change). */
export function dayStart(d: Day, timeZone: string): Date {
  const wall = utcDay(d).getTime();
  let instant = wall;
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(instant), timeZone);
    instant = wall - (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant);
  }
  return new Date(instant);
}

/** A period's first day and the first day after it, and those of the period before it: local days. */
function periodDays(period: BriefingPeriod, today: Day): { first: Day; next: Day; previous: Day } {
  switch (period) {
    case 'today':
      return { first: today, next: plusDays(today, 1), previous: plusDays(today, -1) };
    case 'thisWeek': {
      // Weeks start on Monday (China's calendar).
      const weekday = (utcDay(today).getUTCDay() + 6) % 7;
      const first = plusDays(today, -weekday);
      return { first, next: plusDays(first, 7), previous: plusDays(first, -7) };
    }
    case 'thisMonth': {
      const first = { ...today, day: 1 };
      return { first, next: plusMonths(first, 1), previous: plusMonths(first, -1) };
    }
    case 'lastMonth': {
      const first = plusMonths({ ...today, day: 1 }, -1);
      return { first, next: plusMonths(first, 1), previous: plusMonths(first, -1) };
    }
    case 'thisQuarter': {
      const first = { year: today.year, month: today.month - ((today.month - 1) % 3), day: 1 };
      return { first, next: plusMonths(first, 3), previous: plusMonths(first, -3) };
    }
    case 'thisYear': {
      const first = { year: today.year, month: 1, day: 1 };
      return { first, next: { year: today.year + 1, month: 1, day: 1 }, previous: { year: today.year - 1, month: 1, day: 1 } };
    }
  }
}

const dayText = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The period's bounds in the viewer's time zone: instants for date-time fields, local days for
 * date fields (`fromDay` included, `untilDay` not), and the same of the period before.
 */
export function periodBounds(period: BriefingPeriod, now: Date, timeZone: string) {
  const p = zonedParts(now, timeZone);
  const { first, next, previous } = periodDays(period, { year: p.year, month: p.month, day: p.day });
  return {
    from: dayStart(first, timeZone).toISOString(),
    until: dayStart(next, timeZone).toISOString(),
    previousFrom: dayStart(previous, timeZone).toISOString(),
    fromDay: dayText(first),
    untilDay: dayText(next),
    previousFromDay: dayText(previous),
  };
}
