import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { failureOf, folderPaths, imapClient } from './mail-servers.ts';
import { serversOf, type Mailbox } from './mailboxes.ts';

/**
 * Deletes a message as mail clients do: out of any folder into the trash, and out of the trash for
 * good. Done on the server at once, while the user waits, so that the phone never shows a message
 * as deleted that the server still holds where it was; a server that refuses changes nothing and
 * says why. Where the server tells the message's new UID (UIDPLUS), the row follows it into the
 * trash; otherwise it is let go, and the next fetch reads it there.
 */
export async function deleteMessage(db: Kysely<Database>, mailbox: Mailbox, id: string): Promise<{ folder: 'trash' | null }> {
  const row = await db
    .selectFrom('mail_messages')
    .select(['id', 'folder', 'uid', 'uid_validity', 'seen_pending'])
    .where('mailbox_id', '=', mailbox.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const client = imapClient(serversOf(mailbox));
  let moved: { uid: number; uidValidity: string } | null = null;
  let toTrash = false;
  try {
    await client.connect();
    const paths = folderPaths(await client.list());
    const path = paths[row.folder as keyof typeof paths];
    if (!path) throw new Error(`no folder ${row.folder}`);
    const lock = await client.getMailboxLock(path);
    try {
      if (String(client.mailbox ? client.mailbox.uidValidity : '') !== row.uid_validity) throw new Error('the folder was renumbered; refresh and try again');
      // The phone's read goes with it.
      if (row.seen_pending === 1) await client.messageFlagsAdd([row.uid], ['\\Seen'], { uid: true });
      toTrash = row.folder !== 'trash' && Boolean(paths.trash);
      if (toTrash) {
        const result = await client.messageMove([row.uid], paths.trash!, { uid: true });
        if (!result) throw new Error('the server did not move it');
        const uid = result.uidMap?.get(row.uid);
        if (uid && result.uidValidity !== undefined) moved = { uid, uidValidity: String(result.uidValidity) };
      } else if (!(await client.messageDelete([row.uid], { uid: true }))) throw new Error('the server did not delete it');
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    client.close();
    throw new HttpError(422, 'mailNotDeleted', { reason: failureOf(error) });
  }
  if (moved) {
    await db
      .updateTable('mail_messages')
      .set({ folder: 'trash', uid: moved.uid, uid_validity: moved.uidValidity, seen_pending: 0 })
      .where('id', '=', row.id)
      .execute();
  } else await db.deleteFrom('mail_messages').where('id', '=', row.id).execute();
  return { folder: toTrash ? 'trash' : null };
}
