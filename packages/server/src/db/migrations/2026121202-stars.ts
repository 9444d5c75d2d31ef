import type { Kysely } from 'kysely';

/**
 * Issue 20: my follows (`/sys/sysStarList`). One row per person and record they star, by the
 * record's object (API name) and id, with when; the list reads a person's rows newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stars')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('starred_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stars_pkey', ['tenant_id', 'user_id', 'object_name', 'record_id'])
    .execute();
  await db.schema.createIndex('stars_newest').on('stars').columns(['tenant_id', 'user_id', 'starred_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stars').execute();
}
