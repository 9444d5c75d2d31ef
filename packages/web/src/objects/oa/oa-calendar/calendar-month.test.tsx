import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarEntry } from '@crm/domain';
import { loadEntityTexts } from '../../../lib/i18n.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { CalendarMonthPage } from './CalendarMonthPage.tsx';

beforeAll(() => loadEntityTexts());
beforeEach(() => setUpRecordTest([{ action: 'oa:oaCalendar:add', type: '1' }]));

const ENTRIES: CalendarEntry[] = [
  { kind: 'event', apiName: 'oaCalendar', id: 'e1', title: '周例会', start: '2027-01-11T01:30:00.000Z', end: '2027-01-11T02:30:00.000Z', allDay: false },
  { kind: 'task', apiName: 'oaTask', id: 't1', title: '准备方案', start: '2027-01-13T10:00:00.000Z', end: null, allDay: false },
  { kind: 'receivePlan', apiName: 'crmReceivePlan', id: 'p1', title: 'HP000123', start: '2027-01-13', end: null, allDay: true },
];

describe('the month view (/oa/oaCalendar)', () => {
  it("asks for the six weeks shown, marks the days with something on them, lists the chosen day's entries and opens one", async () => {
    const { fake, current } = renderScreen(<CalendarMonthPage />, '/oa/oaCalendar?day=2027-01-13', recordRoutes({ 'GET /oa/oaCalendar/entries': ok(ENTRIES) }));
    expect((await screen.findByTestId('calendar-heading')).textContent).toBe('2027年1月');
    await waitFor(() => expect(fake.find('GET /oa/oaCalendar/entries').at(-1)!.params).toMatchObject({ from: '2026-12-28', until: '2027-02-08' }));
    await waitFor(() => expect(screen.getAllByTestId('calendar-entry')).toHaveLength(2));
    // All-day first, then by time of day (Beijing time): the receipt plan, then the task at 18:00.
    const [plan, task] = screen.getAllByTestId('calendar-entry');
    expect(plan!.textContent).toBe('全天回款HP000123');
    expect(task!.textContent).toBe('18:00任务准备方案');
    expect(screen.getByTestId('calendar-day-2027-01-11').querySelectorAll('i')).toHaveLength(1);
    expect(screen.getByTestId('calendar-day-2027-01-12').querySelectorAll('i')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('calendar-day-2027-01-11'));
    await waitFor(() => expect(current()).toBe('/oa/oaCalendar?day=2027-01-11'));
    const [meeting] = screen.getAllByTestId('calendar-entry');
    expect(within(meeting!).getByText('09:30')).toBeTruthy();
    fireEvent.click(meeting!);
    await waitFor(() => expect(current()).toBe('/oa/oaCalendarView?id=e1'));
  });

  it('adds an event at 9:00 of the chosen day', async () => {
    const { current } = renderScreen(<CalendarMonthPage />, '/oa/oaCalendar?day=2027-01-12', recordRoutes({ 'GET /oa/oaCalendar/entries': ok([]) }));
    expect((await screen.findByTestId('calendar-day-entries')).textContent).toBe('这一天没有安排');
    fireEvent.click(screen.getByTestId('calendar-add'));
    await waitFor(() => expect(current()).toBe(`/oa/oaCalendarAdd?startTime=${encodeURIComponent('2027-01-12T01:00:00.000Z')}`));
  });
});
