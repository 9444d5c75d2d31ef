import type { Kysely } from 'kysely';

/**
 * Ways in without a password: verification codes sent by SMS or e-mail (their rows double as the
 * sending log that the per-number and per-address limits count, so the limits hold across server
 * instances), and member keys for automatic login. Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['target', 'created_at']).execute();
  await db.schema.createIndex('verification_codes_ip').on('verification_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('member_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('member_keys_tenant').on('member_keys').columns(['tenant_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_keys').execute();
  await db.schema.dropTable('verification_codes').execute();
}
