import type { Kysely } from 'kysely';

/**
 * Which customer record (crm_customer) a self-service customer account speaks for: the terminal
 * pages show that company and reach nothing else. One record per account; a record may have
 * several accounts (colleagues at the same customer). Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_accounts_customer').on('customer_accounts').columns(['tenant_id', 'customer_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_accounts').execute();
}
