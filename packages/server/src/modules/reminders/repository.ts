import type { Remind, WaitReport } from '@crm/domain';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';
import { switchedOffTypes } from '../notification-settings/repository.ts';

export const REMIND_TYPE = { followUp: 'followUp', audit: 'audit', task: 'task' } as const;

/** The Message tab badge: unread messages and open to-dos by kind. */
export async function waitReport(db: Kysely<Database>, tenantId: string, userId: string): Promise<WaitReport> {
  const [unread, open] = await Promise.all([
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('to_user_id', '=', userId)
      .where('read_flag', '=', 0)
      // Switched-off message types (/account/msgSetting) do not count.
      .where('type', 'not in', switchedOffTypes(db, tenantId, userId))
      .executeTakeFirst(),
    db
      .selectFrom('reminders')
      .select((eb) => ['type', eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('done', '=', 0)
      .groupBy('type')
      .execute(),
  ]);
  const openOf = (type: string) => toCount(open.find((row) => row.type === type)?.n);
  return {
    unreadMessages: toCount(unread?.n),
    todo: open.reduce((sum, row) => sum + toCount(row.n), 0),
    pendingAudit: openOf(REMIND_TYPE.audit),
    followUp: openOf(REMIND_TYPE.followUp),
  };
}

function remindersOf(db: Kysely<Database>, tenantId: string, userId: string, done?: 0 | 1) {
  let query = db.selectFrom('reminders').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (done !== undefined) query = query.where('done', '=', done);
  return query;
}

export async function countReminders(db: Kysely<Database>, tenantId: string, userId: string, done?: 0 | 1): Promise<number> {
  const row = await remindersOf(db, tenantId, userId, done)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listReminders(db: Kysely<Database>, tenantId: string, userId: string, done: 0 | 1 | undefined, window: PageWindow): Promise<Remind[]> {
  const rows = await remindersOf(db, tenantId, userId, done)
    .select(['id', 'type', 'title', 'due_time', 'done'])
    // Open ones first, the most urgent on top.
    .orderBy('done')
    .orderBy('due_time')
    .orderBy('id')
    .limit(window.size)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({ id: row.id, type: row.type, title: row.title, dueTime: row.due_time, done: row.done === 1 ? 1 : 0 }));
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
