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

export function zoneLabel(zone: string, lang: string, now = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName');
    return part ? `${zone} (${part.value})` : zone;
  } catch {
    return zone;
  }
}
