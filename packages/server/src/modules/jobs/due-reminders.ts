import { formatDateTime, translate } from '@crm/domain';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { deliverMessage, linkOf } from '../notification-settings/repository.ts';
import { titleIn } from '../reminders/record-todos.ts';
import type { RunSummary, ScheduledJob } from './scheduler.ts';

/** Reminders read per query: a backlog (a server that was down for a day) is worked off in batches. */
const BATCH = 200;

function dueReminders(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('reminders')
    .innerJoin('users', 'users.id', 'reminders.user_id')
    .select([
      'reminders.id',
      'reminders.tenant_id',
      'reminders.user_id',
      'reminders.title',
      'reminders.title_key',
      'reminders.title_vars',
      'reminders.due_time',
      'reminders.object_name',
      'reminders.record_id',
      'users.lang',
      'users.time_zone',
    ])
    .where('reminders.announced_at', 'is', null)
    .where('reminders.done', '=', 0)
    .where('reminders.due_time', '<=', nowText(now))
    .orderBy('reminders.due_time')
    .orderBy('reminders.id')
    .limit(BATCH)
    .execute();
}

type DueReminder = Awaited<ReturnType<typeof dueReminders>>[number];

/**
 * Puts the reminder's message in the user's inbox, then marks the reminder announced. The message
 * carries the reminder's id, so a second delivery (two runs meeting the reminder, or a run that
 * stopped between the two steps) adds nothing: announced once, with no transaction holding a
 * write lock across awaits. Stored messages keep literal text, so it is written in the user's
 * language and time zone of the moment (a record's to-do's title too, from its key). Answers
 * whether a message was added by this call.
 */
async function announce(db: Kysely<Database>, reminder: DueReminder, now: Date): Promise<boolean> {
  const vars = { title: titleIn(reminder.lang, reminder), due: formatDateTime(reminder.due_time, reminder.time_zone) };
  const delivered = await deliverMessage(db, {
    id: reminder.id,
    tenantId: reminder.tenant_id,
    toUserId: reminder.user_id,
    type: 'remind',
    title: translate(reminder.lang, 'server.dueReminder.title', vars),
    content: translate(reminder.lang, 'server.dueReminder.content', vars),
    publisher: translate(reminder.lang, 'server.dueReminder.publisher'),
    // The message opens what the reminder is about (a follow-up reminder: its customer).
    link: linkOf(reminder),
  });
  await db
    .updateTable('reminders')
    .set({ announced_at: nowText(now) })
    .where('id', '=', reminder.id)
    .where('announced_at', 'is', null)
    .execute();
  return delivered;
}

/**
 * Every open reminder whose due time has come becomes one message of type 'remind' in its user's
 * message list. A user who switched reminders off (/account/msgSetting) gets none, and the
 * reminder still counts as announced: switching them on again does not bring back old ones.
 * The summary counts the messages this run added and the reminders it closed without one
 * (switched off, or delivered by another run).
 */
export const dueRemindersJob: ScheduledJob = {
  name: 'dueReminders',
  pattern: '* * * * *',
  async run(db, now): Promise<RunSummary> {
    const summary = { delivered: 0, withoutMessage: 0 };
    for (;;) {
      const batch = await dueReminders(db, now);
      for (const reminder of batch) {
        if (await announce(db, reminder, now)) summary.delivered += 1;
        else summary.withoutMessage += 1;
      }
      if (batch.length < BATCH) return summary;
    }
  },
};
