import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Foundation: tenants, organisation, users, roles and permissions, dictionaries, configuration,
 * messages and reminders, sessions, login attempts, files. Frozen once released: later changes
 * go into new migrations. Types are limited to text and integer so the same migration runs on
 * SQLite and PostgreSQL.
 */

type Table = CreateTableBuilder<string, any>;

function id(t: Table): Table {
  return t.addColumn('id', 'text', (c) => c.primaryKey());
}

function tenantOwned(t: Table): Table {
  return id(t).addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'));
}

export async function up(db: Kysely<any>): Promise<void> {
  await id(db.schema.createTable('tenants'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('end_time', 'text')
    .addColumn('tenant_type', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('watermark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('logo', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await tenantOwned(db.schema.createTable('departments'))
    .addColumn('parent_id', 'text', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('org_type', 'text', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('departments_tenant_code_unique', ['tenant_id', 'org_code'])
    .execute();
  await db.schema.createIndex('departments_tenant_parent').on('departments').columns(['tenant_id', 'parent_id']).execute();

  await tenantOwned(db.schema.createTable('users'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('realname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('staff'))
    .addColumn('depart_id', 'text', (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('zh-CN'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Shanghai'))
    .addColumn('position', 'text')
    .addColumn('job_id', 'text')
    .addColumn('superior_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_tenant_depart').on('users').columns(['tenant_id', 'depart_id']).execute();
  await db.schema.createIndex('users_tenant_phone').on('users').columns(['tenant_id', 'phone']).execute();

  await db.schema
    .createTable('user_companies')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_companies_pk', ['user_id', 'company_code'])
    .execute();

  await tenantOwned(db.schema.createTable('roles'))
    .addColumn('role_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data_scope', 'text', (c) => c.notNull().defaultTo('4'))
    .addColumn('rw_others', 'text', (c) => c.notNull().defaultTo('r'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('roles_tenant_code_unique', ['tenant_id', 'role_code'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await id(db.schema.createTable('permissions'))
    .addColumn('parent_id', 'text')
    .addColumn('menu_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('component', 'text')
    .addColumn('icon', 'text')
    .addColumn('perms', 'text', (c) => c.unique())
    .addColumn('perms_type', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await tenantOwned(db.schema.createTable('dicts'))
    .addColumn('dict_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('dicts_tenant_code_unique', ['tenant_id', 'dict_code'])
    .execute();

  await tenantOwned(db.schema.createTable('dict_items'))
    .addColumn('dict_id', 'text', (c) => c.notNull().references('dicts.id').onDelete('cascade'))
    .addColumn('item_value', 'text', (c) => c.notNull())
    .addColumn('item_text', 'text', (c) => c.notNull())
    .addColumn('i18n', 'text')
    .addColumn('color', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dict_items_tenant_dict').on('dict_items').columns(['tenant_id', 'dict_id']).execute();

  await tenantOwned(db.schema.createTable('sys_configs'))
    .addColumn('config_code', 'text', (c) => c.notNull())
    .addColumn('config_value', 'text', (c) => c.notNull())
    .addUniqueConstraint('sys_configs_tenant_code_unique', ['tenant_id', 'config_code'])
    .execute();

  await tenantOwned(db.schema.createTable('rich_texts'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('i18n', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await tenantOwned(db.schema.createTable('tags'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bgcolor', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('tags_tenant_table').on('tags').columns(['tenant_id', 'table_name']).execute();

  await tenantOwned(db.schema.createTable('currencies'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('currencies_tenant_code_unique', ['tenant_id', 'code'])
    .execute();

  await tenantOwned(db.schema.createTable('apps'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('auth_multorg', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('apps_tenant').on('apps').column('tenant_id').execute();

  await tenantOwned(db.schema.createTable('data_shares'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rw', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_shares_tenant_to').on('data_shares').columns(['tenant_id', 'to_user_id']).execute();

  await tenantOwned(db.schema.createTable('table_mades'))
    .addColumn('table_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('package_name', 'text', (c) => c.notNull())
    .addColumn('api_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('has_child', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('table_mades_tenant_table_unique', ['tenant_id', 'table_name'])
    .execute();

  await tenantOwned(db.schema.createTable('biz_types'))
    .addColumn('no', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('biz_types_tenant_table').on('biz_types').columns(['tenant_id', 'table_id']).execute();

  await tenantOwned(db.schema.createTable('messages'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('send_time', 'text', (c) => c.notNull())
    .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('messages_tenant_user_read').on('messages').columns(['tenant_id', 'to_user_id', 'read_flag']).execute();

  await tenantOwned(db.schema.createTable('reminders'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_time', 'text')
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reminders_tenant_user_done').on('reminders').columns(['tenant_id', 'user_id', 'done']).execute();

  // Violations may come from a client without a valid token: tenant and user are optional.
  await id(db.schema.createTable('violations'))
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('violations_tenant').on('violations').columns(['tenant_id', 'created_at']).execute();

  await id(db.schema.createTable('login_attempts'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_username').on('login_attempts').columns(['username', 'attempted_at']).execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'attempted_at']).execute();

  await id(db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await tenantOwned(db.schema.createTable('files'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_tenant_path').on('files').columns(['tenant_id', 'path']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'files',
    'sessions',
    'login_attempts',
    'violations',
    'reminders',
    'messages',
    'biz_types',
    'table_mades',
    'data_shares',
    'apps',
    'currencies',
    'tags',
    'rich_texts',
    'sys_configs',
    'dict_items',
    'dicts',
    'role_permissions',
    'permissions',
    'user_roles',
    'roles',
    'user_companies',
    'users',
    'departments',
    'tenants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
