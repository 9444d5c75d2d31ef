/**
 * The office calendar's month (issue 17): GET CALENDAR_API.entries?from=&until= (days,
 * YYYY-MM-DD, `until` not included, at most CALENDAR_MAX_DAYS apart) answers the caller's events
 * (oaCalendar records they see) and, read-only beside them, their other dated work: follow-ups
 * due on their customers, leads and contacts, their visits, their open tasks and their receipt
 * plans, each where they may list that object.
 */
export const CALENDAR_API = {
  entries: '/oa/oaCalendar/entries',
} as const;

/** The most days one request covers: a month view's six weeks and some. */
export const CALENDAR_MAX_DAYS = 62;

export type CalendarEntryKind = 'event' | 'followUp' | 'visit' | 'task' | 'receivePlan';

export interface CalendarEntry {
  kind: CalendarEntryKind;
  /** The record it opens. */
  apiName: string;
  id: string;
  title: string;
  /** An instant (ISO), or a day (YYYY-MM-DD) for what is due on a day (a receipt plan). */
  start: string;
  end: string | null;
  allDay: boolean;
}
