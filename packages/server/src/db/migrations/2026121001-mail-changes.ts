import type { Kysely } from 'kysely';

/**
 * Issue 21: a message read on the phone is marked read on the mail server too. `seen_pending`: 1
 * while the phone's read has not yet reached the server (the background fetch sends it, then
 * clears it), so a fetch in between does not take the server's unread back over it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_messages')
    .addColumn('seen_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_messages').dropColumn('seen_pending').execute();
}
