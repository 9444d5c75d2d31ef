import { sql, type Kysely } from 'kysely';

/**
 * Issue 23 (security hardening). Frozen once released.
 *
 * - One phone number and one e-mail address (in any case) belong to at most one staff account:
 *   a contact logs in by code and resets the password, and a lookup that found two chose the
 *   older account, whoever had typed the number onto it. Numbers already held twice stay with
 *   the account whose login name is that number (registration proved it by code) and are cleared
 *   on the others; numbers and addresses held twice with no such proof are cleared on all of
 *   them, to be proved again by code from the profile page.
 * - A messenger sign-in's state keeps the redirect page it was issued for and the hash of the
 *   browser binding cookie; states issued before have neither and are dropped (they live ten
 *   minutes).
 * - Violation reports: at most one per reporter (account, or address when anonymous) and day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const heldTwice = sql`select phone from users where user_type = 'staff' and phone is not null group by phone having count(*) > 1`;
  await sql`update users set phone = null where user_type = 'staff' and phone in (${heldTwice}) and username <> phone`.execute(db);
  await sql`update users set phone = null where user_type = 'staff' and phone in (${heldTwice})`.execute(db);
  await sql`update users set email = null where user_type = 'staff' and lower(email) in (select lower(email) from users where user_type = 'staff' and email is not null group by lower(email) having count(*) > 1)`.execute(
    db,
  );
  await sql`create unique index users_staff_phone_unique on users (phone) where user_type = 'staff' and phone is not null`.execute(db);
  await sql`create unique index users_staff_email_unique on users (lower(email)) where user_type = 'staff' and email is not null`.execute(db);

  await db.deleteFrom('messenger_states').execute();
  await db.schema.alterTable('messenger_states').addColumn('redirect_uri', 'text').execute();
  await db.schema.alterTable('messenger_states').addColumn('browser_hash', 'text').execute();

  await db.schema.alterTable('violations').addColumn('reporter', 'text').execute();
  await db.schema.alterTable('violations').addColumn('report_day', 'text').execute();
  await sql`update violations set reporter = coalesce(user_id, ${'ip:'} || ip), report_day = substr(created_at, 1, 10)`.execute(db);
  await sql`delete from violations where id not in (select min(id) from violations group by reporter, report_day)`.execute(db);
  await db.schema.createIndex('violations_reporter_day').on('violations').columns(['reporter', 'report_day']).unique().execute();
  await db.schema.createIndex('violations_created').on('violations').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('violations_created').execute();
  await db.schema.dropIndex('violations_reporter_day').execute();
  await db.schema.alterTable('violations').dropColumn('report_day').execute();
  await db.schema.alterTable('violations').dropColumn('reporter').execute();
  await db.schema.alterTable('messenger_states').dropColumn('browser_hash').execute();
  await db.schema.alterTable('messenger_states').dropColumn('redirect_uri').execute();
  await db.schema.dropIndex('users_staff_email_unique').execute();
  await db.schema.dropIndex('users_staff_phone_unique').execute();
}
