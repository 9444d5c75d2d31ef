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

/**
 * One formatter per zone, kept: building an Intl.DateTimeFormat costs about a millisecond on a
 * phone, and a list of twenty rows formats dozens of dates. `null` marks a zone the runtime does
 * not know.
 */
const clocks = new Map<string, Intl.DateTimeFormat | null>();

function clockOf(timeZone: string): Intl.DateTimeFormat | null {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    try {
      clock = new Intl.DateTimeFormat('en-GB', {
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
      clock = null;
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  // An unknown zone (an old stored value) falls back to UTC rather than breaking the page.
  const clock = clockOf(timeZone) ?? clockOf('UTC')!;
  const p = Object.fromEntries(clock.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
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
