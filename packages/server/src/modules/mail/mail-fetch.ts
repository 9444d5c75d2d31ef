import { MAIL_FETCH_EVERY_MINUTES, MAIL_FIRST_FETCH, MAIL_FOLDERS, type MailFolder } from '@crm/domain';
import type { ImapFlow } from 'imapflow';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
import { failureOf, folderPaths, imapClient } from './mail-servers.ts';
import { serversOf, type Mailbox } from './mailboxes.ts';
import { storeMessage } from './mail-store.ts';

/** Mailboxes one run of the job fetches at most: the rest wait for the next minute. */
const MAILBOXES_PER_RUN = 20;

/** The newest UID the mailbox holds of a folder under its current UIDVALIDITY; 0 for none. */
async function newestUid(db: Kysely<Database>, mailbox: Mailbox, folder: MailFolder, uidValidity: string): Promise<number> {
  const row = await db
    .selectFrom('mail_messages')
    .select((eb) => eb.fn.max('uid').as('uid'))
    .where('mailbox_id', '=', mailbox.id)
    .where('folder', '=', folder)
    .where('uid_validity', '=', uidValidity)
    .executeTakeFirst();
  return Number(row?.uid ?? 0);
}

/**
 * Brings the messages held of a folder in step with the server before what is new is read: the
 * phone's reads go to the server (\Seen); the server's read and unread come back (a message read,
 * or marked unread, in another mail client); a message no longer in the folder (deleted, or moved
 * elsewhere, where the fetch finds it as new) or held under an older UIDVALIDITY is let go.
 */
async function syncHeld(db: Kysely<Database>, client: ImapFlow, mailbox: Mailbox, folder: MailFolder, uidValidity: string): Promise<void> {
  const held = await db
    .selectFrom('mail_messages')
    .select(['id', 'uid', 'uid_validity', 'seen', 'seen_pending'])
    .where('mailbox_id', '=', mailbox.id)
    .where('folder', '=', folder)
    .execute();
  if (held.length === 0) return;
  const current = held.filter((row) => row.uid_validity === uidValidity);
  const read = current.filter((row) => row.seen_pending === 1);
  if (read.length > 0)
    await client.messageFlagsAdd(
      read.map((row) => row.uid),
      ['\\Seen'],
      { uid: true },
    );
  const seenOnServer = new Map<number, boolean>();
  if (current.length > 0) {
    const lowest = current.reduce((least, row) => Math.min(least, row.uid), Number.MAX_SAFE_INTEGER);
    for await (const message of client.fetch(`${lowest}:*`, { uid: true, flags: true }, { uid: true })) {
      seenOnServer.set(message.uid, message.flags?.has('\\Seen') ?? false);
    }
  }
  const gone = held.filter((row) => row.uid_validity !== uidValidity || !seenOnServer.has(row.uid)).map((row) => row.id);
  const kept = current.filter((row) => seenOnServer.has(row.uid));
  const nowSeen = kept.filter((row) => row.seen_pending === 0 && row.seen === 0 && seenOnServer.get(row.uid)).map((row) => row.id);
  const nowUnseen = kept.filter((row) => row.seen_pending === 0 && row.seen === 1 && !seenOnServer.get(row.uid)).map((row) => row.id);
  await db.transaction().execute(async (trx) => {
    // Its addresses go with it (on delete cascade).
    if (gone.length > 0) await trx.deleteFrom('mail_messages').where('id', 'in', gone).execute();
    if (nowSeen.length > 0) await trx.updateTable('mail_messages').set({ seen: 1 }).where('id', 'in', nowSeen).execute();
    if (nowUnseen.length > 0) await trx.updateTable('mail_messages').set({ seen: 0 }).where('id', 'in', nowUnseen).execute();
    const sent = read.filter((row) => seenOnServer.has(row.uid)).map((row) => row.id);
    if (sent.length > 0) await trx.updateTable('mail_messages').set({ seen_pending: 0 }).where('id', 'in', sent).execute();
  });
}

/**
 * Reads what is new in the mailbox's folders into the database (after syncHeld): the messages above the newest UID
 * held, or at a first fetch (or after the server renumbered a folder: UIDVALIDITY changed) the
 * newest MAIL_FIRST_FETCH. Answers how many messages were stored and whether it failed; a failure
 * is the mailbox's state (`failing`, with the server's reason), for the user to see and correct, not the job's.
 */
export async function fetchMailbox(db: Kysely<Database>, filesDir: string, mailbox: Mailbox, now = new Date()): Promise<{ stored: number; failed: boolean }> {
  const client = imapClient(serversOf(mailbox));
  let stored = 0;
  try {
    await client.connect();
    const paths = folderPaths(await client.list());
    for (const folder of MAIL_FOLDERS) {
      const path = paths[folder];
      if (!path) continue;
      // Not read-only: the phone's reads are written back.
      const lock = await client.getMailboxLock(path);
      try {
        const opened = client.mailbox;
        if (!opened) continue;
        const uidValidity = String(opened.uidValidity);
        await syncHeld(db, client, mailbox, folder, uidValidity);
        if (opened.exists === 0) continue;
        const newest = await newestUid(db, mailbox, folder, uidValidity);
        // Above the newest held, by UID; else the newest few, by sequence number.
        const range = newest > 0 ? `${newest + 1}:*` : `${Math.max(1, opened.exists - MAIL_FIRST_FETCH + 1)}:*`;
        for await (const message of client.fetch(range, { uid: true, flags: true, source: true }, { uid: newest > 0 })) {
          // `n:*` answers the last message even when its UID is below n.
          if (message.uid <= newest || !message.source) continue;
          const id = await storeMessage(db, filesDir, mailbox, {
            folder,
            uidValidity,
            uid: message.uid,
            seen: message.flags?.has('\\Seen') ?? false,
            source: message.source,
          });
          if (id) stored += 1;
        }
      } finally {
        lock.release();
      }
    }
    await client.logout();
    await db
      .updateTable('mailboxes')
      .set({ state: 'ok', error: null, fetched_at: nowText(now), fetch_due_at: nowText(new Date(now.getTime() + MAIL_FETCH_EVERY_MINUTES * 60_000)) })
      .where('id', '=', mailbox.id)
      .execute();
  } catch (error) {
    client.close();
    await db
      .updateTable('mailboxes')
      .set({ state: 'failing', error: failureOf(error), fetch_due_at: nowText(new Date(now.getTime() + MAIL_FETCH_EVERY_MINUTES * 60_000)) })
      .where('id', '=', mailbox.id)
      .execute();
    return { stored, failed: true };
  }
  return { stored, failed: false };
}

/**
 * Every minute, once across the instances (scheduler.ts): the mailboxes whose fetch is due (every
 * MAIL_FETCH_EVERY_MINUTES, or at once after a change or the user's refresh), oldest due first.
 */
export function mailFetchJob(filesDir: string): ScheduledJob {
  return {
    name: 'mail-fetch',
    pattern: '* * * * *',
    async run(db, now) {
      const due = await db
        .selectFrom('mailboxes')
        .selectAll()
        .where('fetch_due_at', '<=', nowText(now))
        .orderBy('fetch_due_at')
        .limit(MAILBOXES_PER_RUN)
        .execute();
      let messages = 0;
      let failing = 0;
      for (const mailbox of due) {
        const fetched = await fetchMailbox(db, filesDir, mailbox, now);
        messages += fetched.stored;
        if (fetched.failed) failing += 1;
      }
      return { mailboxes: due.length, messages, failing };
    },
  };
}
