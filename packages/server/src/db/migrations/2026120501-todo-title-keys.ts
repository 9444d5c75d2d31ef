import type { Kysely } from 'kysely';

/**
 * To-dos titled in the reader's language. Frozen once released.
 *
 * The to-dos a record keeps (a follow-up due, a receipt plan's reminder, a pool's warning) were
 * stored with their title translated once, into the owner's language at the time: a user who
 * switched language kept seeing them in the old one. They now keep the title's i18n key and its
 * variables (JSON text, already formatted as the key expects), translated whenever read; `title`
 * stays, in the owner's language, for rows without a key (older ones, the to-dos users write).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reminders').addColumn('title_key', 'text').execute();
  await db.schema.alterTable('reminders').addColumn('title_vars', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reminders').dropColumn('title_vars').execute();
  await db.schema.alterTable('reminders').dropColumn('title_key').execute();
}
