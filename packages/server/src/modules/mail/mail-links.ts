import { columnOf, entityOf, MAIL_LINKED_OBJECTS, type MailLink } from '@crm/domain';
import { sql } from 'kysely';
import type { AuthContext } from '../../plugins/auth.ts';
import { holdsButton } from '../permissions/repository.ts';
import type { Viewer } from '../records/data-scope.ts';
import { restrictionsOf } from '../records/field-access.ts';
import { loose, type Db } from '../records/record-model.ts';
import { selectVisible } from '../records/record-visibility.ts';

/** Records a message links to at most, per object. */
const LINKS_PER_OBJECT = 10;

/**
 * The objects whose records mail links to for this caller: those whose list they hold and whose
 * e-mail field their role does not hide (a link would tell its value).
 */
export async function linkedObjects(db: Db, viewer: Viewer, auth: AuthContext) {
  const restrictions = await restrictionsOf(db, viewer);
  const objects = [];
  for (const apiName of MAIL_LINKED_OBJECTS) {
    const entity = entityOf(apiName);
    if (restrictions.get(apiName)?.get('email') === 'hidden') continue;
    if (await holdsButton(loose(db), auth, `${entity.permissionPrefix}:list`)) objects.push(entity);
  }
  return objects;
}

/** The contacts, customers and leads in the caller's scope whose e-mail is one of the addresses (lower case). */
export async function linksOf(db: Db, viewer: Viewer, auth: AuthContext, addresses: readonly string[]): Promise<MailLink[]> {
  if (addresses.length === 0) return [];
  const links: MailLink[] = [];
  for (const entity of await linkedObjects(db, viewer, auth)) {
    const table = entity.table;
    const rows: { id: string; title: string | null; email: string }[] = await selectVisible(db, viewer, entity)
      .select([`${table}.id as id`, `${table}.${columnOf(entity.titleField)} as title`, `${table}.email as email`])
      .where(sql`lower(${sql.ref(`${table}.email`)})`, 'in', addresses)
      .orderBy(`${table}.update_time`, 'desc')
      .limit(LINKS_PER_OBJECT)
      .execute();
    for (const row of rows) links.push({ entity: entity.apiName as MailLink['entity'], id: row.id, title: row.title ?? '', address: row.email.toLowerCase() });
  }
  return links;
}
