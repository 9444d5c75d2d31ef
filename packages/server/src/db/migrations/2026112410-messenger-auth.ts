import type { Kysely } from 'kysely';

/**
 * Enterprise messenger sign-in (WeCom, DingTalk, Feishu, Yunzhijia): each tenant's app at each
 * provider, the provider users bound to our users, and the short-lived single-use states of
 * authorisations in progress. Frozen once released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messenger_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The corp id (WeCom), client id (DingTalk) or app id (Feishu, Yunzhijia): the appid of deep links.
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text')
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('messenger_apps_tenant_provider', ['tenant_id', 'provider'])
    // A deep link's appid names exactly one tenant's configuration.
    .addUniqueConstraint('messenger_apps_provider_app', ['provider', 'app_id'])
    .execute();

  await db.schema
    .createTable('messenger_bindings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'admin' (bound by an administrator) or 'auto' (matched by mobile or email at first login).
    .addColumn('bound_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('messenger_bindings_provider_user', ['tenant_id', 'provider', 'provider_user_id'])
    .addUniqueConstraint('messenger_bindings_user', ['tenant_id', 'provider', 'user_id'])
    .execute();

  await db.schema
    .createTable('messenger_states')
    // SHA-256 of the state sent to the provider: a database leak yields no usable state.
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('app_row_id', 'text', (c) => c.notNull().references('messenger_apps.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messenger_states_expires').on('messenger_states').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messenger_states').execute();
  await db.schema.dropTable('messenger_bindings').execute();
  await db.schema.dropTable('messenger_apps').execute();
}
