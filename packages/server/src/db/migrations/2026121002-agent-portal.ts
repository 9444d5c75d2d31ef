import type { Kysely } from 'kysely';

/**
 * Issue 19, the channel partners' portal. `agent_accounts`: which partner (an agentUser record) a
 * partner login account belongs to, and whether it is the partner's own administrator (who
 * manages its staff). `agent_cart_items`: what each partner account's cart holds, kept on the
 * server so that it follows the user from phone to phone. `agent_report_claims`: the names,
 * phones and tax numbers of the customers partners reported, one row each, so that of two
 * partners reporting one company at once the database lets one through (its primary key), on
 * SQLite and PostgreSQL alike; a claim whose report lapsed or was rejected is taken over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('agent_accounts_agent').on('agent_accounts').columns(['tenant_id', 'agent_id']).execute();

  await db.schema
    .createTable('agent_cart_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_cart_items_pk', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('agent_report_claims')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('claim_key', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_report_claims_pk', ['tenant_id', 'claim_key'])
    .execute();
  await db.schema.createIndex('agent_report_claims_report').on('agent_report_claims').columns(['report_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_report_claims').execute();
  await db.schema.dropTable('agent_cart_items').execute();
  await db.schema.dropTable('agent_accounts').execute();
}
