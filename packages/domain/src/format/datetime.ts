/**
 * Dates and times as the user reads them: in the time zone chosen in settings (spec section 1),
 * always `YYYY-MM-DD HH:mm`, whatever the language, so lists line up.
 */

/** The calendar fields (month 1-12) an instant shows on a clock in `timeZone`; UTC for an unknown zone. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    // An unknown zone (an old stored value) falls back to UTC rather than breaking the page.
    return zonedParts(instant, 'UTC');
  }
  const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(value: string | number | Date | null | undefined, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

export function formatDate(value: string | number | Date | null | undefined, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The hour (0-23) at `now` in `timeZone`: the greeting follows the user's zone, not the device's. */
export function hourIn(now: Date, timeZone: string): number {
  return zonedParts(now, timeZone).hour;
}
