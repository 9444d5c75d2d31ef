import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: the sales board's boards (modules/figures/board.ts). Frozen once released.
 *
 * A board is tenant data: its name, its widgets in order (JSON BoardWidget[]), the roles that see
 * it besides its creator (JSON role ids; null: everyone). Every tenant has exactly one default
 * board, made when its boards are first read: the partial unique index lets any number of
 * instances insert it at once and keep one (insert … on conflict do nothing). The boards are read
 * by tenant, default first, then in the order they were made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('boards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('widgets', 'text', (c) => c.notNull())
    .addColumn('role_ids', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_by', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('update_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('boards_tenant_listed').on('boards').columns(['tenant_id', 'is_default', 'create_time']).execute();
  await db.schema.createIndex('boards_tenant_default').on('boards').column('tenant_id').unique().where(sql.ref('is_default'), '=', 1).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('boards').execute();
}
