import type { Kysely } from 'kysely';

/**
 * Issue 21: a user's mailbox and the mail fetched from it. `mailboxes`: one a user, the IMAP and
 * SMTP servers and the login, the password sealed like the messenger secrets (secret-box.ts), and
 * how the last fetch went (`state` new, ok or failing, with the server's `error`). `mail_messages`:
 * what the background fetch read from the mailbox's folders (inbox, sent, drafts, trash), one row
 * per message and folder, keyed by the folder's IMAP UID and UIDVALIDITY; the HTML already
 * sanitised, attachments kept as files. `mail_addresses`: every address a message is from or to,
 * lower case, for a contact's or customer's mail on their record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mailboxes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('imap_host', 'text', (c) => c.notNull())
    .addColumn('imap_port', 'integer', (c) => c.notNull())
    .addColumn('imap_tls', 'integer', (c) => c.notNull())
    .addColumn('smtp_host', 'text', (c) => c.notNull())
    .addColumn('smtp_port', 'integer', (c) => c.notNull())
    .addColumn('smtp_tls', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_sealed', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('fetched_at', 'text')
    .addColumn('fetch_due_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mailboxes_user').unique().on('mailboxes').columns(['user_id']).execute();
  await db.schema.createIndex('mailboxes_due').on('mailboxes').columns(['fetch_due_at']).execute();

  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('mailbox_id', 'text', (c) => c.notNull().references('mailboxes.id').onDelete('cascade'))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('uid_validity', 'text', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('in_reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text')
    .addColumn('from_name', 'text')
    .addColumn('to_json', 'text', (c) => c.notNull())
    .addColumn('cc_json', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('seen', 'integer', (c) => c.notNull())
    .addColumn('snippet', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('attachments_json', 'text', (c) => c.notNull())
    .addColumn('remote_images', 'integer', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_messages_uid').unique().on('mail_messages').columns(['mailbox_id', 'folder', 'uid_validity', 'uid']).execute();
  await db.schema.createIndex('mail_messages_folder').on('mail_messages').columns(['mailbox_id', 'folder', 'sent_at']).execute();

  await db.schema
    .createTable('mail_addresses')
    .addColumn('message_id', 'text', (c) => c.notNull().references('mail_messages.id').onDelete('cascade'))
    .addColumn('mailbox_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_addresses_address').on('mail_addresses').columns(['mailbox_id', 'address']).execute();
  await db.schema.createIndex('mail_addresses_message').on('mail_addresses').columns(['message_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_addresses').execute();
  await db.schema.dropTable('mail_messages').execute();
  await db.schema.dropTable('mailboxes').execute();
}
