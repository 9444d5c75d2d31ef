import { translate, type EntityDef, type Lang, type RecordRow } from '@crm/domain';
import { deliverMessage } from '../notification-settings/repository.ts';
import type { Db } from './record-model.ts';

/** A message about a record: its type, and the i18n keys of its title and content. */
export interface RecordMessage {
  type: string;
  title: string;
  content: string;
  /** Values beside `object`, `record` and `user` (the sender), in the recipient's language. */
  vars?: (lang: Lang) => Record<string, string>;
}

/**
 * Tells users about a record, each in their own language (a type they switched off is not
 * delivered): who did it, the object and the record by its title; the message opens the record
 * (an extension table's has no route of its own to open). The sender is never told.
 */
export async function messageAboutRecord(
  db: Db,
  tenantId: string,
  fromUserId: string,
  entity: EntityDef,
  record: RecordRow,
  to: readonly string[],
  message: RecordMessage,
): Promise<void> {
  const recipients = [...new Set(to)].filter((id) => id !== '' && id !== fromUserId);
  if (recipients.length === 0) return;
  const [users, sender] = await Promise.all([
    db.selectFrom('users').select(['id', 'lang']).where('tenant_id', '=', tenantId).where('id', 'in', recipients).execute(),
    db.selectFrom('users').select('realname').where('id', '=', fromUserId).executeTakeFirst(),
  ]);
  for (const user of users) {
    const lang = user.lang as Lang;
    const vars = {
      object: entity.custom ? entity.label : translate(lang, entity.label),
      record: String(record[entity.titleField] ?? record.id),
      user: sender?.realname ?? '',
      ...message.vars?.(lang),
    };
    await deliverMessage(db, {
      tenantId,
      toUserId: user.id,
      type: message.type,
      title: translate(lang, message.title, vars),
      content: translate(lang, message.content, vars),
      publisher: vars.user,
      link: entity.custom ? null : { objectName: entity.apiName, recordId: String(record.id) },
    });
  }
}
