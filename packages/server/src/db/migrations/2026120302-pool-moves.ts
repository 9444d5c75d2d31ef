import type { Kysely } from 'kysely';

/**
 * Issue 14. The log of lead and customer pools' moves (modules/pools): a record returned to a
 * pool, claimed from one, allocated from one or recycled into one, with whom it left or reached
 * and who did it. The pools' rules read it: how many a person claimed today, whether they
 * returned a record within the lock-out days. And the days the nightly recycling ran per tenant.
 * Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pool_moves')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('pool_id', 'text')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    // 'return', 'receive', 'allocate' or 'recycle'.
    .addColumn('kind', 'text', (c) => c.notNull())
    // Whose the record was (return, recycle) or became (receive, allocate).
    .addColumn('user_id', 'text')
    // Who moved it; null for the recycling job.
    .addColumn('by_user_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A person's claims of a day (the daily cap).
  await db.schema.createIndex('pool_moves_user').on('pool_moves').columns(['tenant_id', 'user_id', 'kind', 'created_at']).execute();
  // A record's returns (the lock-out), and its history.
  await db.schema.createIndex('pool_moves_record').on('pool_moves').columns(['tenant_id', 'table_name', 'record_id', 'created_at']).execute();
  // The days each tenant's pools were recycled, in its time zone: inserting the day claims it, once across instances.
  await db.schema
    .createTable('pool_recycle_days')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pool_recycle_days_pk', ['tenant_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pool_recycle_days').execute();
  await db.schema.dropTable('pool_moves').execute();
}
