import { zonedParts } from '@crm/domain';

/**
 * Date pickers work on the device's local clock; values are shown and chosen in the time zone of
 * the user's settings. These convert between an instant and a "wall clock" Date whose local
 * fields read the time in that zone.
 */

/** The instant shown as a local Date reading the wall-clock time in `timeZone`. */
export function toWallClock(value: string | null | undefined, timeZone: string): Date | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const p = zonedParts(instant, timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** The instant (ISO) at which the wall clock in `timeZone` reads the local fields of `wall`. */
export function fromWallClock(wall: Date, timeZone: string): string {
  const target = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes(), 0);
  let guess = target;
  // Two rounds settle the zone offset, also across a daylight-saving change.
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += target - shown;
  }
  return new Date(guess).toISOString();
}

/** 'YYYY-MM-DD' of a local Date (date fields carry no time zone). */
export function dateOnly(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 'YYYY-MM-DD' value as a local Date for the picker. */
export function parseDateOnly(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
