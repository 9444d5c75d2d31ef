import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, hourIn } from './datetime.ts';

const instant = '2026-11-21T23:30:00.000Z';

describe('date and time display in the chosen time zone', () => {
  it('shows the same instant in each zone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('2026-11-21 23:30');
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2026-11-22 07:30');
    expect(formatDateTime(instant, 'America/New_York')).toBe('2026-11-21 18:30');
    expect(formatDate(instant, 'Asia/Shanghai')).toBe('2026-11-22');
  });
  it('shows nothing for a missing or broken value, and UTC for an unknown zone', () => {
    expect(formatDateTime(null, 'UTC')).toBe('');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
    expect(formatDateTime(instant, 'Mars/Olympus')).toBe('2026-11-21 23:30');
  });
  it('reads the hour in the zone, midnight as 0', () => {
    expect(hourIn(new Date(instant), 'Asia/Shanghai')).toBe(7);
    expect(hourIn(new Date('2026-11-21T16:00:00Z'), 'Asia/Shanghai')).toBe(0);
  });
});
