import type { Message } from '@crm/domain';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';
import { linkOf, switchedOffTypes } from '../notification-settings/repository.ts';

function messagesOf(db: Kysely<Database>, tenantId: string, userId: string, read?: 0 | 1) {
  let query = db
    .selectFrom('messages')
    .where('tenant_id', '=', tenantId)
    .where('to_user_id', '=', userId)
    // Types the user switched off (/account/msgSetting) are neither listed nor counted in the badge.
    .where('type', 'not in', switchedOffTypes(db, tenantId, userId));
  if (read !== undefined) query = query.where('read_flag', '=', read);
  return query;
}

export async function countMessages(db: Kysely<Database>, tenantId: string, userId: string, read?: 0 | 1): Promise<number> {
  const row = await messagesOf(db, tenantId, userId, read)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listMessages(db: Kysely<Database>, tenantId: string, userId: string, read: 0 | 1 | undefined, window: PageWindow): Promise<Message[]> {
  const rows = await messagesOf(db, tenantId, userId, read)
    .select(['id', 'type', 'title', 'content', 'publisher', 'send_time', 'read_flag', 'object_name', 'record_id'])
    .orderBy('send_time', 'desc')
    .orderBy('id')
    .limit(window.size)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    publisher: row.publisher,
    sendTime: row.send_time,
    read: row.read_flag === 1 ? 1 : 0,
    link: linkOf(row),
  }));
}

/** Marks one message, or all of them when `id` is absent, read; answers how many changed. */
export async function markMessagesRead(db: Kysely<Database>, tenantId: string, userId: string, id?: string): Promise<number> {
  let query = db.updateTable('messages').set({ read_flag: 1 }).where('tenant_id', '=', tenantId).where('to_user_id', '=', userId);
  if (id) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function messageExists(db: Kysely<Database>, tenantId: string, userId: string, id: string): Promise<boolean> {
  return (await messagesOf(db, tenantId, userId).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
