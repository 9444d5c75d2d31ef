import { earliestActivityDay, zonedParts } from '@crm/domain';
import { badRequest } from '../../http/http-error.ts';

/** A local day: `YYYY-MM-DD`. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The instant a local day starts in a time zone (its midnight there; the offset found by asking the zone twice, for the days the clocks change). */
function dayStartIn(day: string, timeZone: string): Date {
  const [, y, m, d] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let instant = wall;
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(instant), timeZone);
    instant = wall - (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant);
  }
  return new Date(instant);
}

/** The day after a local day. */
function nextDay(day: string): string {
  const [, y, m, d] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return dayText(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
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
  return { from: dayStartIn(first, timeZone).toISOString(), ...(last ? { until: dayStartIn(nextDay(last), timeZone).toISOString() } : {}) };
}
