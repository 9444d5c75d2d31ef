import type { Kysely } from 'kysely';

/**
 * Extension-table rows take the shape of a business table's row (its system columns and the
 * `ext` JSON of custom field values), marked with their table's name like the engine's other
 * shared tables (form_fields, change_logs), so the one record engine serves them. Nothing wrote
 * to the first ext_records, so it is made anew rather than altered. Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ext_records').ifExists().execute();
  await db.schema
    .createTable('ext_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('company_code', 'text')
    .addColumn('owner_id', 'text')
    .addColumn('depart_id', 'text')
    .addColumn('create_by', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('update_by', 'text')
    .addColumn('update_time', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('lock_status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('audit_status', 'text')
    .addColumn('biz_type', 'text')
    .addColumn('tags', 'text')
    .addColumn('ext', 'text')
    .execute();
  await db.schema.createIndex('ext_records_table_updated').on('ext_records').columns(['tenant_id', 'table_name', 'update_time']).execute();
  await db.schema.createIndex('ext_records_table_owner').on('ext_records').columns(['tenant_id', 'table_name', 'owner_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ext_records').execute();
  await db.schema
    .createTable('ext_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('company_code', 'text')
    .addColumn('owner_id', 'text')
    .addColumn('depart_id', 'text')
    .addColumn('create_by', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('update_by', 'text')
    .addColumn('update_time', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ext_records_table').on('ext_records').columns(['tenant_id', 'table_id', 'update_time']).execute();
}
