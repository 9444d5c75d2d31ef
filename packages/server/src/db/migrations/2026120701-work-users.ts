import type { Kysely } from 'kysely';

/**
 * Issue 16: the service engineers' status (spec section 4: free, busy, offline), one row per
 * engineer who has one; an engineer without a row is free. Set by the engineers themselves
 * (/crm/updateWorkUser) and moved by the work order flow (busy while processing). Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('work_users')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('work_users_pk', ['tenant_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('work_users').execute();
}
