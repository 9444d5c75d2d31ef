import { ALL_OBJECTS, FOLLOW_UP_OBJECT, zonedParts, type RecentActivity, type Remind, type WaitReport } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';
import { pendingAuditCount } from '../audit/views.ts';
import { linkOf, switchedOffTypes } from '../notification-settings/repository.ts';
import type { Viewer } from '../records/data-scope.ts';
import { storedColumn } from '../records/field-storage.ts';
import { loose } from '../records/record-model.ts';
import { findVisibleRow } from '../records/record-service.ts';

export const REMIND_TYPE = { followUp: 'followUp', audit: 'audit', task: 'task', remind: 'remind' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const FOLLOW_UP_ENTITY = ALL_OBJECTS.find((entity) => entity.apiName === FOLLOW_UP_OBJECT.apiName)!;

async function unreadMessages(db: Kysely<Database>, tenantId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('to_user_id', '=', userId)
    .where('read_flag', '=', 0)
    // Switched-off message types (/account/msgSetting) do not count: they are not listed either.
    .where('type', 'not in', switchedOffTypes(db, tenantId, userId))
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Open to-dos by kind. */
async function openByType(db: Kysely<Database>, tenantId: string, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('reminders')
    .select((eb) => ['type', eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('done', '=', 0)
    .groupBy('type')
    .execute();
  return new Map(rows.map((row) => [row.type, toCount(row.n)]));
}

/**
 * The Message tab badge (spec section 3: its numeric fields are summed): what the Messages tab
 * lets the user act on, each counted once: unread messages, open to-dos and the records waiting
 * for their approval. Reading every message, completing every to-do and deciding every approval
 * brings it to zero.
 */
export async function waitReport(db: Kysely<Database>, tenantId: string, userId: string): Promise<WaitReport> {
  const [unread, open, audits] = await Promise.all([
    unreadMessages(db, tenantId, userId),
    openByType(db, tenantId, userId),
    pendingAuditCount(db, tenantId, userId),
  ]);
  return { unreadMessages: unread, todo: [...open.values()].reduce((sum, n) => sum + n, 0) + audits };
}

/** Counts of the home page's to-do card, but the follow-ups due (a record list's count, asked by the route). */
export async function homeCounts(db: Kysely<Database>, tenantId: string, userId: string) {
  const [unread, open, audits] = await Promise.all([
    unreadMessages(db, tenantId, userId),
    openByType(db, tenantId, userId),
    pendingAuditCount(db, tenantId, userId),
  ]);
  return { unreadMessages: unread, todo: [...open.values()].reduce((sum, n) => sum + n, 0), pendingAudit: audits };
}

/** The instant the user's day ends, in their time zone (the next midnight there). */
export function endOfDayIn(now: Date, timeZone: string): Date {
  const p = zonedParts(now, timeZone);
  const elapsed = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000 + now.getMilliseconds();
  return new Date(now.getTime() - elapsed + DAY_MS);
}

const REMIND_COLUMNS = ['id', 'type', 'title', 'due_time', 'done', 'note', 'object_name', 'record_id'] as const;

type RemindRow = {
  id: string;
  type: string;
  title: string;
  due_time: string | null;
  done: number;
  note: string | null;
  object_name: string | null;
  record_id: string | null;
};

function toRemind(row: RemindRow): Remind {
  return { id: row.id, type: row.type, title: row.title, dueTime: row.due_time, done: row.done === 1 ? 1 : 0, note: row.note, link: linkOf(row) };
}

function remindersOf(db: Kysely<Database>, tenantId: string, userId: string, filter: { done?: 0 | 1; type?: string }) {
  let query = db.selectFrom('reminders').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (filter.done !== undefined) query = query.where('done', '=', filter.done);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query;
}

export async function countReminders(db: Kysely<Database>, tenantId: string, userId: string, filter: { done?: 0 | 1; type?: string }): Promise<number> {
  const row = await remindersOf(db, tenantId, userId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listReminders(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  filter: { done?: 0 | 1; type?: string },
  window: PageWindow,
): Promise<Remind[]> {
  const rows = await remindersOf(db, tenantId, userId, filter)
    .select(REMIND_COLUMNS)
    // Open ones first, the most urgent on top.
    .orderBy('done')
    .orderBy('due_time')
    .orderBy('id')
    .limit(window.size)
    .offset(window.offset)
    .execute();
  return rows.map(toRemind);
}

/** Open to-dos due before `until` (overdue ones included), the earliest first. */
export async function remindersDueBy(db: Kysely<Database>, tenantId: string, userId: string, until: Date, limit: number): Promise<Remind[]> {
  const rows = await remindersOf(db, tenantId, userId, { done: 0 })
    .select(REMIND_COLUMNS)
    .where('due_time', '<', nowText(until))
    .orderBy('due_time')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRemind);
}

export async function reminderById(db: Kysely<Database>, tenantId: string, userId: string, id: string): Promise<Remind | undefined> {
  const row = await remindersOf(db, tenantId, userId, {}).select(REMIND_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRemind(row);
}

/** A to-do the user writes for themself (a task); answers its id. */
export async function addReminder(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  input: { title: string; dueTime: string | null; note: string | null },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('reminders')
    .values({
      id,
      tenant_id: tenantId,
      user_id: userId,
      type: REMIND_TYPE.task,
      title: input.title,
      due_time: input.dueTime,
      note: input.note,
      done: 0,
      created_at: nowText(),
    })
    .execute();
  return id;
}

/** The reminder a record keeps for its owner (a receipt plan's due date), as the record now says it should be. */
export interface RecordReminder {
  tenantId: string;
  objectName: string;
  recordId: string;
  /** Whose to-do it is; none: the record keeps no reminder. */
  userId: string | null;
  title: string;
  dueTime: string;
  /** False once there is nothing left to remind of (the plan is paid): the to-do is done. */
  open: boolean;
}

/**
 * Keeps the one reminder a record has of `type` as the record says it should be, in the record's
 * write: unchanged when it already is (so a message already sent is not sent again), done when
 * no longer open, otherwise replaced by a new one (another owner, date or amount).
 */
export async function keepRecordReminder(db: Kysely<Database> | Transaction<Database>, type: string, wanted: RecordReminder): Promise<void> {
  const current = await db
    .selectFrom('reminders')
    .select(['id', 'user_id', 'title', 'due_time', 'done'])
    .where('tenant_id', '=', wanted.tenantId)
    .where('object_name', '=', wanted.objectName)
    .where('record_id', '=', wanted.recordId)
    .where('type', '=', type)
    .where('done', '=', 0)
    .execute();
  const same = (row: (typeof current)[number]) => row.user_id === wanted.userId && row.title === wanted.title && row.due_time === wanted.dueTime;
  if (wanted.open && wanted.userId && current.length === 1 && same(current[0]!)) return;
  if (current.length > 0)
    await db
      .updateTable('reminders')
      .set({ done: 1 })
      .where(
        'id',
        'in',
        current.map((row) => row.id),
      )
      .execute();
  if (!wanted.open || !wanted.userId) return;
  await db
    .insertInto('reminders')
    .values({
      id: randomUUID(),
      tenant_id: wanted.tenantId,
      user_id: wanted.userId,
      type,
      title: wanted.title,
      due_time: wanted.dueTime,
      note: null,
      done: 0,
      created_at: nowText(),
      object_name: wanted.objectName,
      record_id: wanted.recordId,
    })
    .execute();
}

/** Marks one of the user's reminders done; false when the user has no such reminder. */
export async function markReminderDone(db: Kysely<Database>, tenantId: string, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('reminders')
    .set({ done: 1 })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The record an activity is about, if I still see it: its title, or undefined. */
async function visibleTitle(db: Kysely<Database>, viewer: Viewer, objectName: string, id: string): Promise<string | undefined> {
  const entity = ALL_OBJECTS.find((e) => e.apiName === objectName);
  if (!entity) return undefined;
  const row = await findVisibleRow(db, viewer, entity, id);
  if (!row) return undefined;
  const title = row[storedColumn(entity.titleField)];
  return title === null || title === undefined ? '' : String(title);
}

const EXCERPT = 60;

/**
 * My latest activity, newest first: the follow-ups I wrote (about the customer, contact or lead
 * followed up) and my changes on the business objects (the change log: records added, edited,
 * transferred ...). A record I no longer see (transferred away, deleted) keeps its line without
 * a link.
 */
export async function recentActivity(db: Kysely<Database>, viewer: Viewer, limit: number): Promise<RecentActivity[]> {
  const followUpTable = FOLLOW_UP_ENTITY.table;
  const tables = new Map(ALL_OBJECTS.filter((entity) => entity.table !== followUpTable).map((entity) => [entity.table, entity]));
  const [followUps, changes] = await Promise.all([
    loose(db)
      .selectFrom(followUpTable)
      .select(['id', 'related_entity', 'related_id', 'related_name', 'content', 'create_time'])
      .where('tenant_id', '=', viewer.tenantId)
      .where('create_by', '=', viewer.userId)
      .orderBy('create_time', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('change_logs')
      .select(['id', 'table_name', 'data_id', 'action', 'created_at'])
      .where('tenant_id', '=', viewer.tenantId)
      .where('user_id', '=', viewer.userId)
      .where('table_name', 'in', [...tables.keys()])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  const lines = [
    ...followUps.map((row) => ({
      id: String(row.id),
      action: 'followUp',
      objectName: String(row.related_entity),
      recordId: String(row.related_id),
      title: String(row.related_name ?? ''),
      detail: String(row.content ?? '').slice(0, EXCERPT),
      time: String(row.create_time),
    })),
    ...changes.map((row) => ({
      id: row.id,
      action: row.action,
      objectName: tables.get(row.table_name)!.apiName,
      recordId: row.data_id,
      title: '',
      detail: '',
      time: row.created_at,
    })),
  ]
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : a.id.localeCompare(b.id)))
    .slice(0, limit);
  return Promise.all(
    lines.map(async (line) => {
      const title = line.action === 'delete' ? undefined : await visibleTitle(db, viewer, line.objectName, line.recordId);
      // A follow-up keeps the name its subject had when it was written.
      return { ...line, title: line.title || (title ?? ''), open: title !== undefined };
    }),
  );
}
