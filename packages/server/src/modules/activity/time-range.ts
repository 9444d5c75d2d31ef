import { dayStart, earliestActivityDay } from '@crm/domain';
import { badRequest } from '../../http/http-error.ts';

/** A local day: `YYYY-MM-DD`. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A checked local day's parts. */
function partsOf(day: string): { year: number; month: number; day: number } {
  const [, year, month, date] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  return { year, month, day: date };
}

function checkedDay(day: string): string {
  const match = DAY.exec(day);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!match || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw badRequest('activityDate');
  return day;
}

/**
 * The instants a from-day and to-day (both included, in the reader's zone) cover, within the last
 * three months: a from-day before them is refused with the first day that may be asked for, and
 * a from-day after the to-day as such; no from-day means the first one.
 */
export function activityRange(now: Date, timeZone: string, from: string | undefined, to: string | undefined): { from: string; until?: string } {
  const earliest = earliestActivityDay(now, timeZone);
  const first = from ? checkedDay(from) : earliest;
  const last = to ? checkedDay(to) : undefined;
  if (first < earliest) throw badRequest('activityTooOld', { date: earliest });
  if (last !== undefined && last < first) throw badRequest('activityRange');
  // The day after the to-day: dayStart's calendar carries a 32nd into the next month.
  const after = last ? { ...partsOf(last), day: partsOf(last).day + 1 } : undefined;
  return { from: dayStart(partsOf(first), timeZone).toISOString(), ...(after ? { until: dayStart(after, timeZone).toISOString() } : {}) };
}
