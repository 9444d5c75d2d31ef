import { MESSAGE_TYPES, type NotificationSetting, type RecordLink } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** The message types a user switched off: their messages are neither delivered nor listed. */
export function switchedOffTypes(db: Kysely<Database>, tenantId: string, userId: string) {
  return db
    .selectFrom('notification_settings')
    .select('notification_settings.message_type')
    .where('notification_settings.tenant_id', '=', tenantId)
    .where('notification_settings.user_id', '=', userId)
    .where('notification_settings.enabled', '=', 0);
}

export async function notificationSettings(db: Kysely<Database>, tenantId: string, userId: string): Promise<NotificationSetting[]> {
  const off = new Set((await switchedOffTypes(db, tenantId, userId).execute()).map((row) => row.message_type));
  return MESSAGE_TYPES.map((type) => ({ type, enabled: !off.has(type) }));
}

export async function saveNotificationSettings(db: Kysely<Database>, tenantId: string, userId: string, settings: NotificationSetting[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const setting of settings) {
      await trx.deleteFrom('notification_settings').where('user_id', '=', userId).where('message_type', '=', setting.type).execute();
      await trx
        .insertInto('notification_settings')
        .values({ user_id: userId, tenant_id: tenantId, message_type: setting.type, enabled: setting.enabled ? 1 : 0 })
        .execute();
    }
  });
}

/** A stored link: both columns set, or none. */
export function linkOf(row: { object_name: string | null; record_id: string | null }): RecordLink | null {
  return row.object_name && row.record_id ? { objectName: row.object_name, recordId: row.record_id } : null;
}

export interface OutgoingMessage {
  /** A stable id makes delivering the same message again a no-op (a job run twice or retried); random when absent. */
  id?: string;
  tenantId: string;
  toUserId: string;
  type: string;
  title: string;
  content: string;
  publisher: string;
  /** The record it is about: the message opens it. */
  link?: RecordLink | null;
}

/**
 * The one way a message reaches a user's inbox: none is created for a type the recipient
 * switched off, nor a second one with the same id. Answers whether it was delivered.
 */
export async function deliverMessage(db: Kysely<Database>, message: OutgoingMessage): Promise<boolean> {
  const off = await switchedOffTypes(db, message.tenantId, message.toUserId).where('notification_settings.message_type', '=', message.type).executeTakeFirst();
  if (off) return false;
  const inserted = await db
    .insertInto('messages')
    .values({
      id: message.id ?? randomUUID(),
      tenant_id: message.tenantId,
      to_user_id: message.toUserId,
      type: message.type,
      title: message.title,
      content: message.content,
      publisher: message.publisher,
      send_time: nowText(),
      read_flag: 0,
      object_name: message.link?.objectName ?? null,
      record_id: message.link?.recordId ?? null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows) === 1;
}
