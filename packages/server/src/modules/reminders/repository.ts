import { DEFAULT_LANG, zonedParts, type RecentActivity, type Remind, type WaitReport, findEntity, translate, type Lang } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { nowText, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';
import { linkOf, switchedOffTypes } from '../notification-settings/repository.ts';
import { activityLines, type PeopleWhere } from '../activity/activity-log.ts';
import type { Viewer } from '../records/data-scope.ts';
import { storedColumn } from '../records/field-storage.ts';
import { loose } from '../records/record-model.ts';
import { REMIND_TYPE, titleIn } from './record-todos.ts';

export { keepRecordReminder, REMIND_TYPE, type RecordReminder } from './record-todos.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Open to-dos by kind, as the to-do list counts them (every source of todoRows). */
async function openByType(db: Kysely<Database>, tenantId: string, userId: string): Promise<Map<string, number>> {
  const rows = (await loose(db)
    .selectFrom(todoRows(db, tenantId, userId, { done: 0 }).as('todos'))
    .select((eb) => ['type', eb.fn.countAll<number>().as('n')])
    .groupBy('type')
    .execute()) as { type: string; n: number }[];
  return new Map(rows.map((row) => [row.type, toCount(row.n)]));
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

/**
 * The Message tab badge (spec section 3: its numeric fields are summed): what the Messages tab
 * lets the user act on, each counted once: unread messages, and the open to-dos of every kind
 * (the records waiting for their approval among them), exactly as many as the to-do list shows.
 * Reading every message, completing every to-do and deciding every approval brings it to zero.
 */
export async function waitReport(db: Kysely<Database>, tenantId: string, userId: string): Promise<WaitReport> {
  const [unread, open] = await Promise.all([unreadMessages(db, tenantId, userId), openByType(db, tenantId, userId)]);
  return { unreadMessages: unread, todo: total(open) };
}

/** Counts of the home page's to-do card: the to-do list's open ones, all of them and two of their kinds. */
export async function homeCounts(db: Kysely<Database>, tenantId: string, userId: string) {
  const [unread, open] = await Promise.all([unreadMessages(db, tenantId, userId), openByType(db, tenantId, userId)]);
  return {
    unreadMessages: unread,
    todo: total(open),
    pendingAudit: open.get(REMIND_TYPE.audit) ?? 0,
    followUp: open.get(REMIND_TYPE.followUp) ?? 0,
  };
}

/** The instant the user's day ends, in their time zone (the next midnight there). */
export function endOfDayIn(now: Date, timeZone: string): Date {
  const p = zonedParts(now, timeZone);
  const elapsed = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000 + now.getMilliseconds();
  return new Date(now.getTime() - elapsed + DAY_MS);
}

const REMIND_COLUMNS = ['id', 'type', 'title', 'title_key', 'title_vars', 'due_time', 'done', 'note', 'object_name', 'record_id'] as const;

type RemindRow = {
  id: string;
  type: string;
  title: string;
  title_key: string | null;
  title_vars: string | null;
  due_time: string | null;
  done: number;
  note: string | null;
  object_name: string | null;
  record_id: string | null;
};

/** A to-do as its reader sees it: a record's titled in their language (`lang`), a written one as written. */
function toRemind(lang: Lang, row: RemindRow): Remind {
  return {
    id: row.id,
    type: row.type,
    title: titleIn(lang, row),
    dueTime: row.due_time,
    done: Number(row.done) === 1 ? 1 : 0,
    note: row.note,
    link: linkOf(row),
  };
}

/** The to-do of an approval is its task's: its id so marked, so the list's ids never meet a reminder's. */
const AUDIT_TODO = 'audit:';

export const isAuditTodo = (id: string) => id.startsWith(AUDIT_TODO);

export interface TodoFilter {
  done?: 0 | 1;
  type?: string;
}

function remindersOf(db: Kysely<Database>, tenantId: string, userId: string, filter: TodoFilter) {
  let query = db.selectFrom('reminders').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (filter.done !== undefined) query = query.where('done', '=', filter.done);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query;
}

/** The approvals of a user as to-dos: waiting for them (open), or decided by them (done); another's decision or a revoked run is none of theirs. */
function auditTodos(db: Kysely<Database>, tenantId: string, userId: string, done: 0 | 1 | undefined) {
  const states = done === 0 ? ['waiting'] : done === 1 ? ['agreed', 'rejected'] : ['waiting', 'agreed', 'rejected'];
  return db
    .selectFrom('audit_tasks')
    .select([
      sql<string>`${AUDIT_TODO} || audit_tasks.id`.as('id'),
      sql<string>`${REMIND_TYPE.audit}`.as('type'),
      sql<string>`''`.as('title'),
      sql<string | null>`null`.as('title_key'),
      sql<string | null>`null`.as('title_vars'),
      'audit_tasks.created_at as due_time',
      sql<number>`case when audit_tasks.state = 'waiting' then 0 else 1 end`.as('done'),
      sql<string | null>`null`.as('note'),
      'audit_tasks.object_name as object_name',
      'audit_tasks.record_id as record_id',
    ])
    .where('audit_tasks.tenant_id', '=', tenantId)
    .where('audit_tasks.approver_id', '=', userId)
    .where('audit_tasks.state', 'in', states);
}

/**
 * Every to-do of a user as one set of rows (REMIND_COLUMNS): their reminders (written ones,
 * receipt plans', follow-ups planned, pools' warnings) and the approvals waiting for them, or
 * those of one kind. The list pages it, the badge and the home page count it: they cannot disagree.
 */
function todoRows(db: Kysely<Database>, tenantId: string, userId: string, filter: TodoFilter) {
  const reminders = remindersOf(db, tenantId, userId, filter).select(REMIND_COLUMNS);
  if (filter.type && filter.type !== REMIND_TYPE.audit) return reminders;
  return reminders.unionAll(auditTodos(db, tenantId, userId, filter.done) as unknown as typeof reminders);
}

export async function countReminders(db: Kysely<Database>, tenantId: string, userId: string, filter: TodoFilter): Promise<number> {
  const row = (await loose(db)
    .selectFrom(todoRows(db, tenantId, userId, filter).as('todos'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()) as { n: number } | undefined;
  return toCount(row?.n);
}

/** The titles of approval to-dos, in the user's language: "审批：合同“A 公司年度合同”" (a record gone keeps its id). */
async function titleAudits(db: Kysely<Database>, lang: Lang, tenantId: string, rows: RemindRow[]): Promise<void> {
  const byObject = new Map<string, RemindRow[]>();
  for (const row of rows) {
    if (isAuditTodo(row.id) && row.object_name && row.record_id) byObject.set(row.object_name, [...(byObject.get(row.object_name) ?? []), row]);
  }
  for (const [apiName, listed] of byObject) {
    const entity = findEntity(apiName);
    const titles = new Map<string, string>();
    if (entity) {
      const found = (await loose(db)
        .selectFrom(entity.table)
        .select(['id', `${storedColumn(entity.titleField)} as title`])
        .where('tenant_id', '=', tenantId)
        .where(
          'id',
          'in',
          listed.map((row) => row.record_id!),
        )
        .execute()) as { id: string; title: unknown }[];
      for (const row of found) titles.set(row.id, row.title === null || row.title === undefined ? '' : String(row.title));
    }
    const object = entity ? translate(lang, entity.label) : apiName;
    for (const row of listed) row.title = translate(lang, 'server.auditTodo', { object, record: titles.get(row.record_id!) || row.record_id! });
  }
}

export async function listReminders(
  db: Kysely<Database>,
  lang: Lang,
  tenantId: string,
  userId: string,
  filter: TodoFilter,
  window: PageWindow,
): Promise<Remind[]> {
  const rows = (await loose(db)
    .selectFrom(todoRows(db, tenantId, userId, filter).as('todos'))
    .selectAll()
    // Open ones first, the most urgent on top.
    .orderBy('done')
    .orderBy('due_time')
    .orderBy('id')
    .limit(window.size)
    .offset(window.offset)
    .execute()) as RemindRow[];
  await titleAudits(db, lang, tenantId, rows);
  return rows.map((row) => toRemind(lang, row));
}

/** Open reminders due before `until` (overdue ones included), the earliest first: the home page's schedule of the day. */
export async function remindersDueBy(db: Kysely<Database>, lang: Lang, tenantId: string, userId: string, until: Date, limit: number): Promise<Remind[]> {
  const rows = await db
    .selectFrom('reminders')
    .select(REMIND_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('done', '=', 0)
    .where('due_time', '<', nowText(until))
    .orderBy('due_time')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => toRemind(lang, row));
}

/** One of the user's to-dos, by the id the list gave it (an approval's too). */
export async function reminderById(db: Kysely<Database>, lang: Lang, tenantId: string, userId: string, id: string): Promise<Remind | undefined> {
  if (isAuditTodo(id)) {
    const row = (await auditTodos(db, tenantId, userId, undefined).where('audit_tasks.id', '=', id.slice(AUDIT_TODO.length)).executeTakeFirst()) as
      RemindRow | undefined;
    if (!row) return undefined;
    await titleAudits(db, lang, tenantId, [row]);
    return toRemind(lang, row);
  }
  const row = await db
    .selectFrom('reminders')
    .select(REMIND_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRemind(lang, row);
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

/** Marks one of the user's reminders done (1) or open again (0); false when the user has no such reminder. */
export async function markReminderDone(db: Kysely<Database>, tenantId: string, userId: string, id: string, done: 0 | 1 = 1): Promise<boolean> {
  const result = await db
    .updateTable('reminders')
    .set({ done })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * My latest activity, newest first: the follow-ups I wrote (about the customer, contact or lead
 * followed up) and my changes on the business objects (the change log: records added, edited,
 * transferred ...): team activity's reader (modules/activity) over me alone. A record I no longer
 * see (transferred away, deleted) keeps its line without a link.
 */
export async function recentActivity(db: Kysely<Database>, viewer: Viewer, limit: number): Promise<RecentActivity[]> {
  const mine: PeopleWhere = (column) => (eb) => eb(sql.ref(column), '=', viewer.userId);
  const lines = await activityLines(db, viewer, DEFAULT_LANG, { people: mine }, { current: 1, size: limit, offset: 0 });
  return lines.map(({ id, action, objectName, recordId, title, detail, open, time }) => ({ id, action, objectName, recordId, title, detail, open, time }));
}
