import type { Kysely } from 'kysely';

/**
 * Per user, the message types switched off (/account/msgSetting): no row means on. And the
 * one-time codes by which another device (the desktop version) asks a logged-in phone to start
 * its session (/account/tvApp). Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'message_type'])
    .execute();

  await db.schema
    .createTable('device_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Only hashes: the polling secret and the code shown on screen are both bearer secrets.
    .addColumn('poll_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('tenant_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_logins_code').on('device_logins').column('code_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('device_logins').execute();
  await db.schema.dropTable('notification_settings').execute();
}
