/**
 * Dates and times as the user reads them: in the time zone chosen in settings (spec section 1),
 * always `YYYY-MM-DD HH:mm`, whatever the language, so lists line up.
 */
function partsIn(value: Date, timeZone: string): Record<string, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    // An unknown zone (an old stored value) falls back to UTC rather than breaking the page.
    return partsIn(value, 'UTC');
  }
  return Object.fromEntries(format.formatToParts(value).map((p) => [p.type, p.value]));
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: string | number | Date | null | undefined, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

export function formatDate(value: string | number | Date | null | undefined, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The hour (0-23) at `now` in `timeZone`: the greeting follows the user's zone, not the device's. */
export function hourIn(now: Date, timeZone: string): number {
  return Number(partsIn(now, timeZone).hour);
}
