import type { MailboxInput, MailboxView } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database, MailboxTable } from '../../db/schema.ts';
import { decryptSecret, encryptSecret } from '../messenger-auth/secret-box.ts';
import type { MailServers } from './mail-servers.ts';

export type Mailbox = Selectable<MailboxTable>;

export const mailboxOf = (db: Kysely<Database>, userId: string): Promise<Mailbox | undefined> =>
  db.selectFrom('mailboxes').selectAll().where('user_id', '=', userId).executeTakeFirst();

export function mailboxView(row: Mailbox): MailboxView {
  return {
    address: row.address,
    displayName: row.display_name,
    imapHost: row.imap_host,
    imapPort: row.imap_port,
    imapTls: row.imap_tls === 1,
    smtpHost: row.smtp_host,
    smtpPort: row.smtp_port,
    smtpTls: row.smtp_tls === 1,
    username: row.username,
    state: row.state,
    error: row.error,
    fetchedAt: row.fetched_at,
  };
}

/** The servers and login of a mailbox, its password unsealed (MESSENGER_SECRET_KEY, like the messenger secrets). */
export const serversOf = (row: Mailbox): MailServers => ({
  imapHost: row.imap_host,
  imapPort: row.imap_port,
  imapTls: row.imap_tls === 1,
  smtpHost: row.smtp_host,
  smtpPort: row.smtp_port,
  smtpTls: row.smtp_tls === 1,
  username: row.username,
  password: decryptSecret(row.password_sealed),
});

/** The input's servers, the password typed or else the one stored. */
export const serversOfInput = (input: MailboxInput, stored: Mailbox | undefined): MailServers => ({
  imapHost: input.imapHost,
  imapPort: input.imapPort,
  imapTls: input.imapTls,
  smtpHost: input.smtpHost,
  smtpPort: input.smtpPort,
  smtpTls: input.smtpTls,
  username: input.username,
  password: input.password ?? (stored ? decryptSecret(stored.password_sealed) : ''),
});

/**
 * Connects or changes the user's mailbox (already tried by the route), due for a fetch at once.
 * Another address or login is another mailbox: the mail fetched from the old one goes.
 */
export async function saveMailbox(db: Kysely<Database>, tenantId: string, userId: string, input: MailboxInput, password: string): Promise<void> {
  const now = nowText();
  const values = {
    address: input.address,
    display_name: input.displayName ?? null,
    imap_host: input.imapHost,
    imap_port: input.imapPort,
    imap_tls: input.imapTls ? 1 : 0,
    smtp_host: input.smtpHost,
    smtp_port: input.smtpPort,
    smtp_tls: input.smtpTls ? 1 : 0,
    username: input.username,
    password_sealed: encryptSecret(password),
    state: 'new' as const,
    error: null,
    fetch_due_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    const stored = await mailboxOf(trx, userId);
    if (stored && (stored.address !== input.address || stored.username !== input.username || stored.imap_host !== input.imapHost)) {
      await forgetMail(trx, stored.id);
      await trx.deleteFrom('mailboxes').where('id', '=', stored.id).execute();
    } else if (stored) {
      await trx.updateTable('mailboxes').set(values).where('id', '=', stored.id).execute();
      return;
    }
    await trx
      .insertInto('mailboxes')
      .values({ id: randomUUID(), tenant_id: tenantId, user_id: userId, fetched_at: null, created_at: now, ...values })
      .execute();
  });
}

/** The mail fetched from a mailbox (the files its attachments were kept in stay stored). */
export async function forgetMail(db: Kysely<Database>, mailboxId: string): Promise<void> {
  await db.deleteFrom('mail_addresses').where('mailbox_id', '=', mailboxId).execute();
  await db.deleteFrom('mail_messages').where('mailbox_id', '=', mailboxId).execute();
}

export async function deleteMailbox(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await mailboxOf(trx, userId);
    if (!stored) return;
    await forgetMail(trx, stored.id);
    await trx.deleteFrom('mailboxes').where('id', '=', stored.id).execute();
  });
}
