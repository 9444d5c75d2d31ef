/** Time zones offered in the settings (IANA names are data, shown with their current UTC offset). */
export const TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'UTC',
];

function zonePart(zone: string, lang: string, style: 'shortOffset' | 'longGeneric', now: Date): string | null {
  try {
    return new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: style }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * A time zone as people name it, with its current offset: "北京时间 (GMT+8)", "London (GMT+0)".
 * The offered zones have names in the texts (`name`); another (a browser's own zone) takes the
 * browser's name for it in the language, and only failing that its IANA id.
 */
export function zoneLabel(zone: string, lang: string, name: (zone: string) => string | null, now = new Date()): string {
  const shown = name(zone) ?? zonePart(zone, lang, 'longGeneric', now) ?? zone;
  const offset = zonePart(zone, lang, 'shortOffset', now);
  return offset && offset !== shown ? `${shown} (${offset === 'GMT' ? 'GMT+0' : offset})` : shown;
}
