import type { Kysely } from 'kysely';

/**
 * Issue 12 (multi-currency). Frozen once released.
 *
 * A currency's rate to the default currency as it was from a day on: a record in a currency keeps
 * the rate of its date (RecordCurrency), so a rate changed today leaves last month's records, and
 * records dated last month, at last month's rate. `currencies.rate` stays the rate of today; a
 * currency without rows here has had that rate all along.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('currency_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    // YYYY-MM-DD, in the tenant's calendar.
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('create_by', 'text')
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addUniqueConstraint('currency_rates_day_unique', ['tenant_id', 'code', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('currency_rates').execute();
}
