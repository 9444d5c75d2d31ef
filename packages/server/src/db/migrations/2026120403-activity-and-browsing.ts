import type { Kysely } from 'kysely';

/**
 * Issue 14: team activity and the browse list. Frozen once released.
 *
 * The change log was read by record only (its one index: tenant, table, record, time). Team
 * activity (modules/activity) reads it by time within the last three months, for the whole
 * tenant or the people of a viewer's scope, and for one person: an index for each, so a big
 * tenant's page walks only the range it answers. The home page's "my recent activity" reads the
 * second one too.
 *
 * record_views keeps who opened which record's detail (modules/browsing): one row per person and
 * record, the last time and how often, upserted. Read by person, newest first (my browse list),
 * and by record (who viewed it); the time alone for housekeeping's pruning.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('change_logs_tenant_time').on('change_logs').columns(['tenant_id', 'created_at', 'user_id']).execute();
  await db.schema.createIndex('change_logs_user_time').on('change_logs').columns(['tenant_id', 'user_id', 'created_at']).execute();

  await db.schema
    .createTable('record_views')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('data_id', 'text', (c) => c.notNull())
    .addColumn('last_viewed_at', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_views_pk', ['tenant_id', 'user_id', 'table_name', 'data_id'])
    .execute();
  await db.schema.createIndex('record_views_user_time').on('record_views').columns(['tenant_id', 'user_id', 'last_viewed_at']).execute();
  await db.schema.createIndex('record_views_record_time').on('record_views').columns(['tenant_id', 'table_name', 'data_id', 'last_viewed_at']).execute();
  await db.schema.createIndex('record_views_time').on('record_views').columns(['last_viewed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_views').execute();
  await db.schema.dropIndex('change_logs_user_time').execute();
  await db.schema.dropIndex('change_logs_tenant_time').execute();
}
