import { zonedParts } from '../format/datetime.ts';
import type { RecentActivity } from './contract.ts';

/**
 * Team activity (`/sys/sysActionLog`), the browse list (`/crm/crmBrowseList`) and who viewed a
 * record (issue 14, spec sections 2 and 9).
 */
export const ACTIVITY_API = {
  /** GET ?userId=&kind=&from=&to=&pageNo=&pageSize=: what the people of my data scope did, newest first. */
  list: '/sys/sysActionLog/list',
  /** GET: the people whose activity I may read (the person filter). */
  people: '/sys/sysActionLog/people',
  /** GET ?pageNo=&pageSize=: the records I opened lately, newest first, those I may still see. */
  browseList: '/crm/crmBrowseList/list',
  /** GET ?apiName=&id=: who opened a record I may see, and when. */
  viewers: '/crm/crmBrowseList/viewers',
} as const;

/** How far back team activity may be read (spec section 9: logs queryable for the last three months). */
const ACTIVITY_MONTHS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first day (`YYYY-MM-DD`, in the reader's time zone) team activity may be read from: today
 * there, ACTIVITY_MONTHS calendar months back (the month's last day when it has no such day).
 * The server refuses an earlier one; the phone's date picker starts there.
 */
export function earliestActivityDay(now: Date, timeZone: string): string {
  const p = zonedParts(now, timeZone);
  const month = new Date(Date.UTC(p.year, p.month - 1 - ACTIVITY_MONTHS, 1));
  const [y, m] = [month.getUTCFullYear(), month.getUTCMonth() + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad(m)}-${pad(Math.min(p.day, last))}`;
}

/**
 * What team activity is filtered by: a kind covers change-log actions (or `followUp`, the
 * follow-ups written), or every act on one object's records (`object`, by API name). Whatever is
 * written to the change log of any object is listed without being named here.
 */
export const ACTIVITY_KINDS = {
  followUp: { actions: ['followUp'] },
  visit: { object: 'crmVisit' },
  add: { actions: ['add'] },
  edit: { actions: ['edit'] },
  transfer: { actions: ['transfer'] },
  pool: { actions: ['toPool', 'receive', 'allocate', 'recycle'] },
  // Deals won: an opportunity's win.
  won: { actions: ['win'] },
  audit: { actions: ['submit', 'agree', 'reject', 'revoke'] },
  delete: { actions: ['delete'] },
} as const satisfies Record<string, { actions?: readonly string[]; object?: string }>;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as ActivityKind[];

/** One thing someone of my team did, as team activity lists it. */
export interface ActivityLine extends RecentActivity {
  /** Who did it; empty for the system (a pool's nightly recycling). */
  userId: string;
  userName: string;
  /** The act in the reader's language ("新建", "退回公海", "赢单"). */
  actionText: string;
  /** The record's object in the reader's language ("客户"). */
  objectLabel: string;
}

/** Someone whose activity I may read. */
export interface ActivityPerson {
  id: string;
  realname: string;
  departName: string | null;
}

/** A record I opened, on my browse list. */
export interface BrowseEntry {
  objectName: string;
  objectLabel: string;
  recordId: string;
  title: string;
  lastViewedAt: string;
  /** Openings counted (reopenings within a few minutes of a counted one are not). */
  views: number;
}

/** Someone who opened a record, on the record's viewers tab. */
export interface RecordViewer {
  userId: string;
  userName: string;
  lastViewedAt: string;
  views: number;
}
