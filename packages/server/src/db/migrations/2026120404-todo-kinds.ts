import type { Kysely } from 'kysely';

/**
 * Issue 14 (to-dos of every kind). Frozen once released.
 *
 * - A receipt plan's reminder is a kind of its own, `receivePlan` (it was the general `remind`),
 *   so the to-do list can show the plans' reminders alone.
 * - The to-dos a record keeps (a receipt plan's, a customer's follow-up due, a pool's recycling
 *   warning) are found by the record: kept in step with it on every write, closed when it goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('reminders').set({ type: 'receivePlan' }).where('type', '=', 'remind').where('object_name', '=', 'crmReceivePlan').execute();
  await db.schema.createIndex('reminders_record').on('reminders').columns(['tenant_id', 'object_name', 'record_id', 'type']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reminders_record').execute();
  await db.updateTable('reminders').set({ type: 'remind' }).where('type', '=', 'receivePlan').execute();
}
