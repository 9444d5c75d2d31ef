import { CalendarOutline } from 'antd-mobile-icons';
import type { ObjectListActions, WebObject } from '../../../records/web-object.ts';

/** The event list's own button: the month view. */
const calendarListActions: ObjectListActions = ({ navigate, t }) => [
  { key: 'month', text: t('entity.oaCalendar.month.open'), icon: <CalendarOutline />, onClick: () => void navigate('/oa/oaCalendar') },
];

/** Events on the phone: the month view (/oa/oaCalendar) beside the list. */
export const oaCalendarWeb: WebObject = {
  screens: { month: () => import('./CalendarMonthPage.tsx').then((m) => m.CalendarMonthPage) },
  listActions: calendarListActions,
};
