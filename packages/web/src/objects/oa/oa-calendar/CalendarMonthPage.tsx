import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { dayStart, zonedParts, type CalendarEntry } from '@crm/domain';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { manifestOf } from '../../../records/definitions.ts';
import { usePermission } from '../../../lib/permission.tsx';
import { dayKey, entriesQuery, entryDay, firstOfMonth, monthGrid, parseDay, plusDays, sameDay, today, type Day } from './calendar-api.ts';
import styles from './Calendar.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
const NINE_HOURS_MS = 9 * 3_600_000;

/** An entry's time of day where the user is, or "all day" for what is due on a day. */
function timeOf(entry: CalendarEntry, timeZone: string, allDay: string): string {
  if (entry.allDay) return allDay;
  const p = zonedParts(new Date(entry.start), timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * /oa/oaCalendar, the month view (issue 17): the month's days, Monday first, each marked with the
 * kinds of what falls on it; under them the chosen day's events and, read-only beside them, the
 * user's follow-ups due, visits, open tasks and receipt plans, each opening its record. The month
 * and the day live in the address (?day=), so Back from a record returns to the same day.
 */
export function CalendarMonthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [params, setParams] = useSearchParams();
  const now = today(timeZone);
  const chosen = parseDay(params.get('day')) ?? now;
  // One grid a month, whichever of its days is chosen.
  const grid = useMemo(() => monthGrid({ year: chosen.year, month: chosen.month, day: 1 }), [chosen.year, chosen.month]);
  const query = useQuery({ ...entriesQuery(grid[0]!, plusDays(grid[41]!, 1)), placeholderData: keepPreviousData });
  const byDay = useMemo(() => {
    const days = new Map<string, CalendarEntry[]>();
    for (const entry of query.data ?? []) {
      const key = entryDay(entry, timeZone);
      days.set(key, [...(days.get(key) ?? []), entry]);
    }
    return days;
  }, [query.data, timeZone]);
  const choose = (day: Day) => setParams({ day: dayKey(day) }, { replace: true });
  const shown = [...(byDay.get(dayKey(chosen)) ?? [])].sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start));
  const weekdays = t('entity.oaCalendar.month.weekdays').split(',');

  function open(entry: CalendarEntry) {
    const target = manifestOf(entry.apiName);
    if (target) void navigate(`${target.routes.view}?id=${encodeURIComponent(entry.id)}`);
  }

  /** A new event at 9:00 of the chosen day where the user is. */
  function addOn(day: Day) {
    const at = new Date(dayStart(day, timeZone).getTime() + NINE_HOURS_MS);
    void navigate(`/oa/oaCalendarAdd?startTime=${encodeURIComponent(at.toISOString())}`);
  }

  return (
    <div className={styles.page} data-testid="calendar-month">
      <div className={styles.toolbar}>
        <button type="button" className={styles.iconButton} aria-label={t('entity.oaCalendar.month.previous')} onClick={() => choose(firstOfMonth(chosen, -1))}>
          <LeftOutline />
        </button>
        <span className={styles.heading} data-testid="calendar-heading">
          {t('entity.oaCalendar.month.heading', { year: chosen.year, month: chosen.month })}
        </span>
        <button type="button" className={styles.iconButton} aria-label={t('entity.oaCalendar.month.next')} onClick={() => choose(firstOfMonth(chosen, 1))}>
          <RightOutline />
        </button>
        <button type="button" className={styles.textButton} onClick={() => choose(now)} data-testid="calendar-today">
          {t('entity.oaCalendar.month.today')}
        </button>
      </div>
      <div className={styles.grid} role="grid">
        {weekdays.map((name) => (
          <span key={name} className={styles.weekday} role="columnheader">
            {name}
          </span>
        ))}
        {grid.map((day) => {
          const key = dayKey(day);
          const kinds = [...new Set((byDay.get(key) ?? []).map((entry) => entry.kind))];
          const classes = [
            styles.day,
            day.month !== chosen.month ? styles.outside : '',
            sameDay(day, now) ? styles.today : '',
            sameDay(day, chosen) ? styles.chosen : '',
          ].join(' ');
          return (
            <button
              key={key}
              type="button"
              role="gridcell"
              className={classes}
              data-testid={`calendar-day-${key}`}
              aria-pressed={sameDay(day, chosen)}
              onClick={() => choose(day)}
            >
              <span>{day.day}</span>
              <span className={styles.dots} aria-hidden>
                {kinds.slice(0, 3).map((kind) => (
                  <i key={kind} className={`${styles.dot} ${styles[kind] ?? ''}`} />
                ))}
              </span>
            </button>
          );
        })}
      </div>
      <ul className={styles.entries} data-testid="calendar-day-entries">
        {shown.length === 0 && <li className={styles.empty}>{t('entity.oaCalendar.month.empty')}</li>}
        {shown.map((entry) => (
          <li key={`${entry.kind}:${entry.id}`}>
            <button type="button" className={styles.entry} data-testid="calendar-entry" data-kind={entry.kind} onClick={() => open(entry)}>
              <span className={styles.time}>{timeOf(entry, timeZone, t('entity.oaCalendar.month.allDay'))}</span>
              <span className={`${styles.kind} ${styles[entry.kind] ?? ''}`}>{t(`entity.oaCalendar.month.kind.${entry.kind}`)}</span>
              <span className={styles.title}>{entry.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {can('oa:oaCalendar:add') && (
        <button
          type="button"
          className={styles.addButton}
          aria-label={t('entity.oaCalendar.month.add')}
          data-testid="calendar-add"
          onClick={() => addOn(chosen)}
        >
          <AddOutline />
        </button>
      )}
    </div>
  );
}
