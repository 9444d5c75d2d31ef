import type { Kysely } from 'kysely';

/**
 * One version number per tenant and record table, raised by every change that can alter which
 * rows a list query counts (rows added, changed, removed; team members). List totals are
 * remembered per version (modules/records/list-totals.ts), so a page costs no COUNT over the
 * whole scope while its total stays exact, across any number of server instances.
 * Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('table_versions')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('table_versions_pk', ['tenant_id', 'table_name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('table_versions').execute();
}
