import type { Kysely } from 'kysely';

/**
 * Issue 22 (people and permissions). Frozen once released.
 *
 * - `tenants.seat_limit`: how many active employees (staff accounts, status '1') a company may
 *   have, set by the platform operator; null is no cap. Adding an employee and unfreezing one
 *   are refused at the cap.
 * - `permission_logs`: every change to who may do and see what (roles and their grants and field
 *   permissions, employees, their roles and departments, freezing, password resets, handovers,
 *   departments), with the actor and what changed, field by field, as JSON text. Written in the
 *   transaction of the change it describes, so a change is never without its entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('seat_limit', 'integer').execute();

  await db.schema
    .createTable('permission_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_name', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('permission_logs_tenant_created').on('permission_logs').columns(['tenant_id', 'created_at']).execute();
  await db.schema.createIndex('permission_logs_tenant_target').on('permission_logs').columns(['tenant_id', 'target_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('permission_logs').execute();
  await db.schema.alterTable('tenants').dropColumn('seat_limit').execute();
}
