import type { Kysely } from 'kysely';

/**
 * Issue 22. Field permissions (spec section 6): per role and object (or line object), the fields
 * the role's holders may not change ('read') or may not see at all ('hidden'). A field without a
 * row is editable, so a new field, registered or custom, is editable until an administrator says
 * otherwise. The 'field-access' table_versions row of the tenant is raised in the transaction of
 * every change (modules/field-permissions), so each instance's remembered access is never stale.
 * Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('role_field_permissions')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('api_name', 'text', (c) => c.notNull())
    .addColumn('field_name', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_field_permissions_pk', ['role_id', 'api_name', 'field_name'])
    .execute();
  await db.schema.createIndex('role_field_permissions_tenant').on('role_field_permissions').columns(['tenant_id', 'role_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('role_field_permissions').execute();
}
