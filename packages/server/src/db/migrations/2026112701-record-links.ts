import type { Kysely } from 'kysely';

/**
 * Issue 24 (messages that lead somewhere). Frozen once released.
 *
 * - A message and a to-do may be about one business record: `object_name` (the object's API
 *   name, e.g. crmCustomer) and `record_id`; both null when it is about nothing in particular.
 *   A follow-up reminder opens the customer it is about, an approval the record it concerns.
 * - A to-do keeps a note beside its title (what the user wrote when creating it on the phone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'reminders']) {
    await db.schema.alterTable(table).addColumn('object_name', 'text').execute();
    await db.schema.alterTable(table).addColumn('record_id', 'text').execute();
  }
  await db.schema.alterTable('reminders').addColumn('note', 'text').execute();
  await db.schema.createIndex('reminders_user_open').on('reminders').columns(['tenant_id', 'user_id', 'done', 'due_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reminders_user_open').execute();
  await db.schema.alterTable('reminders').dropColumn('note').execute();
  for (const table of ['messages', 'reminders']) {
    await db.schema.alterTable(table).dropColumn('record_id').execute();
    await db.schema.alterTable(table).dropColumn('object_name').execute();
  }
}
