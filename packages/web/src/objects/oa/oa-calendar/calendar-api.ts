import { queryOptions } from '@tanstack/react-query';
import { CALENDAR_API, zonedParts, type CalendarEntry } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** A day of the calendar (month 1–12). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const utc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);
const dayOfUtc = (ms: number): Day => {
  const at = new Date(ms);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
};
const DAY_MS = 86_400_000;

export const dayKey = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export function parseDay(text: string | null): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

export const plusDays = (d: Day, n: number) => dayOfUtc(utc(d) + n * DAY_MS);
export const firstOfMonth = (d: Day, months = 0) => dayOfUtc(Date.UTC(d.year, d.month - 1 + months, 1));
export const sameDay = (a: Day, b: Day) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Today where the user is. */
export function today(timeZone: string, now = new Date()): Day {
  const p = zonedParts(now, timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

/** The six weeks (Monday first, China's calendar) a month's grid shows. */
export function monthGrid(month: Day): Day[] {
  const first = firstOfMonth(month);
  const weekday = (new Date(utc(first)).getUTCDay() + 6) % 7;
  const start = plusDays(first, -weekday);
  return Array.from({ length: 42 }, (_, i) => plusDays(start, i));
}

/** The day an entry falls on where the user is: a date as it is, an instant in the user's zone. */
export function entryDay(entry: CalendarEntry, timeZone: string): string {
  if (entry.allDay) return entry.start.slice(0, 10);
  const p = zonedParts(new Date(entry.start), timeZone);
  return dayKey({ year: p.year, month: p.month, day: p.day });
}

/** GET CALENDAR_API.entries for the days shown (from the first, `until` the day after the last). */
export const entriesQuery = (from: Day, until: Day) =>
  queryOptions({
    queryKey: ['oaCalendar', 'entries', dayKey(from), dayKey(until)] as const,
    queryFn: ({ signal }) => http.get<CalendarEntry[]>(CALENDAR_API.entries, { from: dayKey(from), until: dayKey(until) }, { signal }).then(resultOf),
  });
