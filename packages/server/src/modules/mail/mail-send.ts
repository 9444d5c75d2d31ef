import type { MailDraft } from '@crm/domain';
import type { Kysely } from 'kysely';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { realTenantFile } from '../files/storage.ts';
import { failureOf, folderPaths, imapClient, smtpTransport } from './mail-servers.ts';
import { serversOf, type Mailbox } from './mailboxes.ts';
import { storeMessage } from './mail-store.ts';

/**
 * Sends a message from the user's mailbox: composed here (its attachments the tenant's stored
 * files; a reply threaded to the message it answers), sent through the mailbox's SMTP server,
 * then kept in its sent folder over IMAP as mail clients do, and stored like fetched mail so it
 * shows at once. A refusal by the SMTP server sends nothing and says why; a copy the IMAP server
 * would not keep leaves the mail sent (`kept: false`).
 */
export async function sendMail(db: Kysely<Database>, filesDir: string, mailbox: Mailbox, draft: MailDraft): Promise<{ id: string | null; kept: boolean }> {
  const attachments = [];
  for (const file of draft.attachments ?? []) {
    const found = await realTenantFile(filesDir, mailbox.tenant_id, file.path);
    if (!found) throw new HttpError(422, 'mailAttachmentUnknown', { name: file.name });
    attachments.push({ filename: file.name, path: found.absolute });
  }
  let threading = {};
  if (draft.replyTo) {
    const answered = await db
      .selectFrom('mail_messages')
      .select('message_id')
      .where('mailbox_id', '=', mailbox.id)
      .where('id', '=', draft.replyTo)
      .executeTakeFirst();
    if (!answered) throw notFound();
    if (answered.message_id) threading = { inReplyTo: answered.message_id, references: [answered.message_id] };
  }
  const from = { name: mailbox.display_name ?? '', address: mailbox.address };
  const raw = await new MailComposer({ from, to: draft.to, cc: draft.cc ?? [], subject: draft.subject, text: draft.text, attachments, ...threading })
    .compile()
    .build();
  const servers = serversOf(mailbox);
  const smtp = smtpTransport(servers);
  try {
    await smtp.sendMail({ envelope: { from: mailbox.address, to: [...draft.to, ...(draft.cc ?? [])] }, raw });
  } catch (error) {
    throw new HttpError(422, 'mailNotSent', { reason: failureOf(error) });
  } finally {
    smtp.close();
  }
  const imap = imapClient(servers);
  try {
    await imap.connect();
    const sent = folderPaths(await imap.list()).sent;
    const appended = sent ? await imap.append(sent, raw, ['\\Seen']) : false;
    await imap.logout();
    if (!appended || !appended.uid) return { id: null, kept: Boolean(appended) };
    const id = await storeMessage(db, filesDir, mailbox, {
      folder: 'sent',
      uidValidity: String(appended.uidValidity),
      uid: appended.uid,
      seen: true,
      source: raw,
    });
    return { id, kept: true };
  } catch {
    imap.close();
    return { id: null, kept: false };
  }
}
