import { columnOf, FOLLOW_UP_OBJECT, translate, type EntityDef, type Lang, type RecordRow } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The to-dos records keep for people (issue 14: every reminder a user has): a receipt plan's
 * reminder before its date, a customer's (lead's, contact's) follow-up once its next contact
 * time comes, a pool's warning before it takes a record back. Each is a row of `reminders` about
 * its record, kept in step with the record in the record's own write, and closed when the record
 * goes or passes to someone else.
 */

/** The kinds of to-do: the list filters by them, the home page and the badge count them. */
export const REMIND_TYPE = {
  /** A record's next contact time has come (a customer, lead or contact to follow up). */
  followUp: 'followUp',
  /** A receipt plan's date is near and its money not all received. */
  receivePlan: 'receivePlan',
  /** A pool will take a record back soon unless it is followed up. */
  poolRecycle: 'poolRecycle',
  /** A record waiting for the user's approval (audit_tasks: done once they decided). */
  audit: 'audit',
  /** A to-do the user wrote for themself. */
  task: 'task',
} as const;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The title of a to-do a record keeps, as an i18n key and its variables (numbers and dates
 * already formatted as the key expects): stored beside the text, so that each reader gets it in
 * their language of the day, not in the one its owner had when it was written.
 */
export interface TodoTitle {
  key: string;
  vars: Record<string, string>;
}

/** The columns a to-do's title is stored in: the key and its variables, and the text in the owner's language. */
export function titleColumns(lang: Lang, title: TodoTitle) {
  return { title: translate(lang, title.key, title.vars), title_key: title.key, title_vars: JSON.stringify(title.vars) };
}

/** A stored to-do's title in `lang`: translated from its key when it has one, else its text (a written to-do's, an older row's). */
export function titleIn(lang: string, row: { title: string; title_key: string | null; title_vars: string | null }): string {
  if (!row.title_key) return row.title;
  return translate(lang, row.title_key, row.title_vars ? (JSON.parse(row.title_vars) as Record<string, string>) : undefined);
}

async function langOf(db: Db, tenantId: string, userId: string): Promise<Lang> {
  const row = await db.selectFrom('users').select('lang').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
  return (row?.lang as Lang | undefined) ?? 'zh-CN';
}

/** The reminder a record keeps for its owner (a receipt plan's due date), as the record now says it should be. */
export interface RecordReminder {
  tenantId: string;
  objectName: string;
  recordId: string;
  /** Whose to-do it is; none: the record keeps no reminder. */
  userId: string | null;
  title: TodoTitle;
  dueTime: string;
  /** False once there is nothing left to remind of (the plan is paid): the to-do is done. */
  open: boolean;
}

/**
 * Keeps the one reminder a record has of `type` as the record says it should be, in the record's
 * write. The same person and due time as the latest one: that one stands, done or not (a to-do
 * its user completed is not brought back by the record's next write; a message already sent is
 * not sent again), its title (key and variables) brought up to date, and closed when no longer
 * open. Another person or due time: the open one is done, and a new one made when there is
 * something to remind of.
 */
export async function keepRecordReminder(db: Db, type: string, wanted: RecordReminder): Promise<void> {
  const rows = await db
    .selectFrom('reminders')
    .select(['id', 'user_id', 'title_key', 'title_vars', 'due_time', 'done'])
    .where('tenant_id', '=', wanted.tenantId)
    .where('object_name', '=', wanted.objectName)
    .where('record_id', '=', wanted.recordId)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = rows[0];
  const open = rows.filter((row) => row.done === 0);
  const same = latest !== undefined && wanted.userId !== null && latest.user_id === wanted.userId && latest.due_time === wanted.dueTime;
  const stale = open.filter((row) => !(same && wanted.open && row.id === latest.id));
  if (stale.length > 0)
    await db
      .updateTable('reminders')
      .set({ done: 1 })
      .where(
        'id',
        'in',
        stale.map((row) => row.id),
      )
      .execute();
  if (same) {
    const retitled = latest.title_key !== wanted.title.key || latest.title_vars !== JSON.stringify(wanted.title.vars);
    if (retitled)
      await db
        .updateTable('reminders')
        .set(titleColumns(await langOf(db, wanted.tenantId, latest.user_id), wanted.title))
        .where('id', '=', latest.id)
        .execute();
    return;
  }
  if (!wanted.open || !wanted.userId) return;
  await db
    .insertInto('reminders')
    .values({
      id: randomUUID(),
      tenant_id: wanted.tenantId,
      user_id: wanted.userId,
      type,
      ...titleColumns(await langOf(db, wanted.tenantId, wanted.userId), wanted.title),
      due_time: wanted.dueTime,
      note: null,
      done: 0,
      created_at: nowText(),
      object_name: wanted.objectName,
      record_id: wanted.recordId,
    })
    .execute();
}

/** Completes the open to-dos about records of an object (of some kinds, or every kind): they went, or passed to a pool. */
export async function closeRecordReminders(
  db: Db,
  tenantId: string,
  objectName: string,
  recordIds: readonly string[],
  types?: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  let query = db
    .updateTable('reminders')
    .set({ done: 1 })
    .where('tenant_id', '=', tenantId)
    .where('object_name', '=', objectName)
    .where('record_id', 'in', recordIds)
    .where('done', '=', 0);
  if (types) query = query.where('type', 'in', types);
  await query.execute();
}

const followUpTitle = (name: unknown): TodoTitle => ({ key: 'server.followUpDue', vars: { name: String(name ?? '') } });

/** Whether records of `entity` are followed up and plan their next contact (customers, leads, contacts). */
export function plansFollowUps(entity: EntityDef): boolean {
  return entity.features.followUp && entity.apiName !== FOLLOW_UP_OBJECT.apiName && entity.fields.some((field) => field.name === 'nextContactTime');
}

/**
 * The to-dos a followed-up record keeps, after any write of it: its owner's follow-up, due at its
 * next contact time; a pool's warning stands for its owner alone. `followedUp`: a follow-up was just written about it, which answers the warning and the
 * follow-up that was due; the next contact it planned, if any, is the next to-do.
 */
export async function keepFollowUpTodos(
  db: Db,
  tenantId: string,
  entity: EntityDef,
  record: RecordRow,
  followedUp?: { planned: string | null },
): Promise<void> {
  if (!entity.features.followUp || entity.apiName === FOLLOW_UP_OBJECT.apiName) return;
  const owner = typeof record.ownerId === 'string' && record.ownerId !== '' ? record.ownerId : null;
  let warnings = db
    .updateTable('reminders')
    .set({ done: 1 })
    .where('tenant_id', '=', tenantId)
    .where('object_name', '=', entity.apiName)
    .where('record_id', '=', record.id)
    .where('type', '=', REMIND_TYPE.poolRecycle)
    .where('done', '=', 0);
  if (!followedUp && owner) warnings = warnings.where('user_id', '<>', owner);
  await warnings.execute();
  if (!plansFollowUps(entity)) return;
  const next = typeof record.nextContactTime === 'string' && record.nextContactTime !== '' ? record.nextContactTime : null;
  if (followedUp) {
    let answered = db
      .updateTable('reminders')
      .set({ done: 1 })
      .where('tenant_id', '=', tenantId)
      .where('object_name', '=', entity.apiName)
      .where('record_id', '=', record.id)
      .where('type', '=', REMIND_TYPE.followUp)
      .where('done', '=', 0);
    if (followedUp.planned) answered = answered.where('due_time', '<>', followedUp.planned);
    await answered.execute();
  }
  await keepRecordReminder(db, REMIND_TYPE.followUp, {
    tenantId,
    objectName: entity.apiName,
    recordId: record.id,
    userId: owner,
    title: followUpTitle(record[entity.titleField]),
    dueTime: next ?? '',
    open: next !== null && owner !== null,
  });
}

/**
 * The demo's planned contacts as to-dos (seed/demo.ts): each followed-up record with an owner
 * whose next contact time falls in `window` days around now (`back` days ago to `ahead` days on),
 * unless it has a follow-up to-do of its own already (the demo's written ones). Those already due
 * count as announced, so the demo's first minute does not fill everyone's inbox with reminders.
 */
export async function seedFollowUpTodos(
  db: Db,
  tenantId: string,
  objects: readonly EntityDef[],
  now: Date,
  window: { back: number; ahead: number },
): Promise<void> {
  const [since, until] = [nowText(new Date(now.getTime() - window.back * 86_400_000)), nowText(new Date(now.getTime() + window.ahead * 86_400_000))];
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'lang']).where('tenant_id', '=', tenantId).execute()).map((user) => [user.id, user.lang as Lang]),
  );
  for (const entity of objects.filter(plansFollowUps)) {
    const rows = (await (db as Kysely<any>)
      .selectFrom(entity.table)
      .select(['id', 'owner_id', 'next_contact_time', `${columnOf(entity.titleField)} as title`])
      .where('tenant_id', '=', tenantId)
      .where('owner_id', 'is not', null)
      .where('next_contact_time', 'is not', null)
      .where('next_contact_time', '>=', since)
      .where('next_contact_time', '<=', until)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reminders')
              .select('reminders.id')
              .where('reminders.tenant_id', '=', tenantId)
              .where('reminders.type', '=', REMIND_TYPE.followUp)
              .whereRef('reminders.record_id', '=', `${entity.table}.id`),
          ),
        ),
      )
      .execute()) as { id: string; owner_id: string; next_contact_time: string; title: unknown }[];
    if (rows.length === 0) continue;
    await db
      .insertInto('reminders')
      .values(
        rows.map((row) => {
          const due = new Date(row.next_contact_time).toISOString();
          return {
            id: randomUUID(),
            tenant_id: tenantId,
            user_id: row.owner_id,
            type: REMIND_TYPE.followUp,
            ...titleColumns(users.get(row.owner_id) ?? 'zh-CN', followUpTitle(row.title)),
            due_time: due,
            done: 0,
            note: null,
            created_at: nowText(now),
            announced_at: Date.parse(due) <= now.getTime() ? nowText(now) : null,
            object_name: entity.apiName,
            record_id: row.id,
          };
        }),
      )
      .execute();
  }
}
