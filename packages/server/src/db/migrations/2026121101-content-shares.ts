import type { Kysely } from 'kysely';

/**
 * Issue 20: links to content and who opened them. `content_shares`: a salesperson's link to an
 * article or a document (the key the public page opens by), until revoked. `content_visits`: each
 * open of a link's page (one per `open_id`, the page's own), when, on what device, how long it
 * was read, and the name or phone the visitor left, with the lead it became.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_shares')
    .addColumn('share_key', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('sharer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('content_shares_sharer').on('content_shares').columns(['tenant_id', 'sharer_id', 'object_name', 'record_id']).execute();

  await db.schema
    .createTable('content_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('share_key', 'text', (c) => c.notNull())
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('visited_at', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitor_name', 'text')
    .addColumn('visitor_phone', 'text')
    .addColumn('lead_id', 'text')
    .execute();
  await db.schema.createIndex('content_visits_open').unique().on('content_visits').columns(['share_key', 'open_id']).execute();
  await db.schema.createIndex('content_visits_tenant').on('content_visits').columns(['tenant_id', 'visited_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_visits').execute();
  await db.schema.dropTable('content_shares').execute();
}
