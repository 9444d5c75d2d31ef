import type { DataShare } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Data other users share with `userId`: whose rows of which table, read or read-write. */
export async function sharesTo(db: Kysely<Database>, tenantId: string, userId: string): Promise<DataShare[]> {
  const rows = await db
    .selectFrom('data_shares')
    .innerJoin('users', (join) => join.onRef('users.id', '=', 'data_shares.from_user_id').onRef('users.tenant_id', '=', 'data_shares.tenant_id'))
    .select([
      'data_shares.id',
      'data_shares.table_name as tableName',
      'data_shares.from_user_id as fromUserId',
      'users.realname as fromUserName',
      'data_shares.rw',
    ])
    .where('data_shares.tenant_id', '=', tenantId)
    .where('data_shares.to_user_id', '=', userId)
    .orderBy('data_shares.table_name')
    .execute();
  return rows.map((row) => ({ ...row, rw: row.rw === 'rw' ? 'rw' : 'r' }));
}
