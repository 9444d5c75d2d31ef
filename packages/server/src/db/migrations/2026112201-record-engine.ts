import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * The record engine's own tables, shared by every business object (their rows point at a record
 * by table name and id): change log, team members, comments, attachments, saved scenes,
 * auto-number counters, custom fields and extension-table rows. The business tables themselves
 * are derived from the registry at start (modules/records/table-sync.ts), not migrated here.
 * Frozen once released.
 */

type Table = CreateTableBuilder<string, any>;

function tenantOwned(t: Table): Table {
  return t.addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'));
}

/** Rows that belong to one record of a business table. */
function aboutRecord(t: Table): Table {
  return tenantOwned(t)
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('data_id', 'text', (c) => c.notNull());
}

export async function up(db: Kysely<any>): Promise<void> {
  await aboutRecord(db.schema.createTable('change_logs'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('change_logs_record').on('change_logs').columns(['tenant_id', 'table_name', 'data_id', 'created_at']).execute();

  await aboutRecord(db.schema.createTable('team_members'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('team_members_record_user_unique', ['tenant_id', 'table_name', 'data_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').columns(['tenant_id', 'user_id', 'table_name']).execute();

  await aboutRecord(db.schema.createTable('comments'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_record').on('comments').columns(['tenant_id', 'table_name', 'data_id', 'created_at']).execute();

  await aboutRecord(db.schema.createTable('attachments'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_record').on('attachments').columns(['tenant_id', 'table_name', 'data_id', 'created_at']).execute();

  await tenantOwned(db.schema.createTable('scenes'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('depart_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scenes_table').on('scenes').columns(['tenant_id', 'table_name']).execute();

  await db.schema
    .createTable('auto_number_counters')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('field_name', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('auto_number_counters_pk', ['tenant_id', 'table_name', 'field_name'])
    .execute();

  await tenantOwned(db.schema.createTable('form_fields'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('form_fields_table_name_unique', ['tenant_id', 'table_name', 'name'])
    .execute();

  await tenantOwned(db.schema.createTable('ext_records'))
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

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['ext_records', 'form_fields', 'auto_number_counters', 'scenes', 'attachments', 'comments', 'team_members', 'change_logs']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
