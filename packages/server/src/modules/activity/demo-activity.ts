import { ALL_OBJECTS, FOLLOW_UP_OBJECT } from '@crm/domain';
import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema.ts';
import { loose } from '../records/record-model.ts';

/** Rows per insert. */
const BATCH = 500;
/** A little more than team activity's three months. */
const RECENT_MS = 100 * 86_400_000;

/**
 * The demo tenant's change log of what its people made lately (its records are loaded in bulk,
 * not through the routes that log): an `add` line for each record made in the last hundred days,
 * by whoever made it, when they made it, so team activity and the home page show the team at
 * work beside their follow-ups.
 */
export async function insertDemoActivity(trx: Transaction<Database>, tenantId: string, now: number): Promise<void> {
  const since = new Date(now - RECENT_MS).toISOString();
  const lines: Database['change_logs'][] = [];
  for (const entity of ALL_OBJECTS) {
    if (entity.parent || entity.apiName === FOLLOW_UP_OBJECT.apiName) continue;
    const rows = (await loose(trx)
      .selectFrom(entity.table)
      .select(['id', 'create_by', 'create_time'])
      .where('tenant_id', '=', tenantId)
      .where('create_time', '>=', since)
      .execute()) as { id: string; create_by: string; create_time: string }[];
    for (const row of rows) {
      lines.push({
        id: randomUUID(),
        tenant_id: tenantId,
        table_name: entity.table,
        data_id: row.id,
        user_id: row.create_by,
        action: 'add',
        changes: '[]',
        created_at: row.create_time,
      });
    }
  }
  for (let i = 0; i < lines.length; i += BATCH)
    await trx
      .insertInto('change_logs')
      .values(lines.slice(i, i + BATCH))
      .execute();
}
