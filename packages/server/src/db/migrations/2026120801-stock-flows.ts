import type { Kysely } from 'kysely';

/**
 * Issue 18: the history of every stock move, one row per product a reviewed stock-moving record
 * (a stock-in, a stock-out, a return) moved into or out of a warehouse, and one more when such a
 * record is voided and its move goes back. `quantity` is signed (in > 0, out < 0) and `balance` is
 * the warehouse's quantity of the product right after the move, both scaled by 10^2 like the
 * stock's quantity. Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wms_stock_flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('source_object', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('source_no', 'text')
    .addColumn('user_id', 'text')
    .addColumn('moved_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wms_stock_flows_product').on('wms_stock_flows').columns(['tenant_id', 'product_id', 'moved_at']).execute();
  await db.schema.createIndex('wms_stock_flows_item').on('wms_stock_flows').columns(['tenant_id', 'warehouse_id', 'product_id', 'moved_at']).execute();
  await db.schema.createIndex('wms_stock_flows_source').on('wms_stock_flows').columns(['tenant_id', 'source_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wms_stock_flows').execute();
}
