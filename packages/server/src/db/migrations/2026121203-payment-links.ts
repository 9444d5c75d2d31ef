import type { Kysely } from 'kysely';

/**
 * Issue 20: what a customer pays, and where. `tenant_payment_details`: the company's payment
 * details its administrator keeps (account name, bank, account number, a payment QR picture).
 * `payment_links`: a link to an order's payment page (the key the public page opens by), one live
 * per order, until revoked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant_payment_details')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('account_name', 'text')
    .addColumn('bank', 'text')
    .addColumn('account_no', 'text')
    .addColumn('qr_image', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_links')
    .addColumn('link_key', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('payment_links_order').on('payment_links').columns(['tenant_id', 'order_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_links').execute();
  await db.schema.dropTable('tenant_payment_details').execute();
}
