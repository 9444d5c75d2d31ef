import type { Tag } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function tagsOf(db: Kysely<Database>, tenantId: string, tableName?: string): Promise<Tag[]> {
  let query = db.selectFrom('tags').select(['id', 'name', 'bgcolor', 'table_name as tableName']).where('tenant_id', '=', tenantId);
  if (tableName) query = query.where('table_name', '=', tableName);
  return query.orderBy('sort').orderBy('name').execute();
}
