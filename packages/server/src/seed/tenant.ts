import { CATALOGUE, translate } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowText } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { ORG_TYPE_COMPANY } from '../modules/organisation/repository.ts';
import { insertRole, setRoleGrants } from '../modules/roles/repository.ts';
import type { DataScope } from '@crm/domain';
import { hashPassword } from '../modules/session/passwords.ts';
import { DEFAULT_CURRENCIES, DEFAULT_DICTIONARIES } from './dictionaries.ts';
import { builtInRoleGrants } from './role-grants.ts';

export interface NewTenant {
  name: string;
  /** Head company's name; the tenant's name when absent. */
  companyName?: string;
  tenantType?: string;
  status?: string;
  /** ISO date-time; null for no end. */
  endTime?: string | null;
  watermark?: 0 | 1;
  authMultorg?: 0 | 1;
  phone?: string | null;
  address?: string | null;
  admin: {
    username: string;
    realname: string;
    /** Either the password, or its hash when the caller hashes once for many users. */
    password?: string;
    passwordHash?: string;
    phone?: string | null;
    email?: string | null;
  };
}

export interface CreatedTenant {
  tenantId: string;
  adminUserId: string;
  headCompany: { id: string; code: string };
  /** Role ids by role code. */
  roleIds: Record<string, string>;
  /** sysTableMade table ids by API name (`crmCustomer`). */
  tableIds: Record<string, string>;
}

const BUILT_IN_ROLES: { code: string; dataScope: DataScope; rwOthers: 'r' | 'rw' }[] = [
  { code: 'admin', dataScope: '1', rwOthers: 'rw' },
  { code: 'salesManagement', dataScope: '1', rwOthers: 'rw' },
  { code: 'salesDeptManagement', dataScope: '2', rwOthers: 'rw' },
  { code: 'salesperson', dataScope: '4', rwOthers: 'r' },
];

/** Record apps whose business rows have detail lines (order lines, quote lines, ...). */
const TABLES_WITH_CHILDREN = new Set([
  'crmOrder',
  'crmQuote',
  'crmContract',
  'wmsPurchase',
  'wmsEnter',
  'wmsOuter',
  'wmsReturnOrder',
  'wmsSample',
  'srmDemand',
  'srmInquiry',
  'mesBom',
]);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The business tables of the record engine: one per record app of the catalogue. */
function recordTables() {
  return CATALOGUE.flatMap((area) => area.apps)
    .filter((app) => app.component.startsWith('records/list:'))
    .map((app) => {
      const [packageName = '', apiName = ''] = app.permissionPrefix.split(':');
      return { app, packageName, apiName, tableName: snakeCase(apiName) };
    });
}

async function insertDictionaries(trx: Transaction<Database>, tenantId: string): Promise<void> {
  for (const dict of DEFAULT_DICTIONARIES) {
    const dictId = randomUUID();
    await trx.insertInto('dicts').values({ id: dictId, tenant_id: tenantId, dict_code: dict.code, name: dict.name }).execute();
    await trx
      .insertInto('dict_items')
      .values(
        dict.items.map((item, index) => ({
          id: randomUUID(),
          tenant_id: tenantId,
          dict_id: dictId,
          item_value: item.value,
          item_text: item.text,
          i18n: JSON.stringify({ en: item.en, 'zh-TW': item.zhTW }),
          color: item.color ?? null,
          sort: index,
        })),
      )
      .execute();
  }
}

/**
 * Creates a working enterprise account: the tenant, its head company, built-in roles and their
 * grants, default dictionaries, currencies, its app, the record tables and its administrator.
 * Used by the demo seed, by tests, and later by free-trial registration.
 */
export async function createTenant(db: Kysely<Database>, input: NewTenant): Promise<CreatedTenant> {
  const passwordHash = input.admin.passwordHash ?? (await hashPassword(input.admin.password ?? randomUUID()));
  // Joins the caller's transaction when given one, so a larger seed stays all-or-nothing.
  if (db.isTransaction) return insertTenant(db as Transaction<Database>, input, passwordHash);
  return db.transaction().execute((trx) => insertTenant(trx, input, passwordHash));
}

async function insertTenant(trx: Transaction<Database>, input: NewTenant, passwordHash: string): Promise<CreatedTenant> {
  const created = nowText();
  const tenantId = randomUUID();
  await trx
    .insertInto('tenants')
    .values({
      id: tenantId,
      name: input.name,
      status: input.status ?? '0',
      end_time: input.endTime === undefined ? null : input.endTime,
      tenant_type: input.tenantType ?? '1',
      watermark: input.watermark ?? 0,
      phone: input.phone ?? null,
      address: input.address ?? null,
      created_at: created,
    })
    .execute();

  const headCompany = { id: randomUUID(), code: 'A01' };
  await trx
    .insertInto('departments')
    .values({
      id: headCompany.id,
      tenant_id: tenantId,
      parent_id: null,
      name: input.companyName ?? input.name,
      org_type: ORG_TYPE_COMPANY,
      org_code: headCompany.code,
      sort: 0,
      created_at: created,
    })
    .execute();

  const roleIds: Record<string, string> = {};
  for (const role of BUILT_IN_ROLES) {
    roleIds[role.code] = await insertRole(trx, tenantId, {
      roleCode: role.code,
      name: translate('zh-CN', `common.role.${role.code}`),
      dataScope: role.dataScope,
      rwOthers: role.rwOthers,
      builtIn: true,
    });
  }
  for (const [code, grants] of Object.entries(builtInRoleGrants())) {
    await setRoleGrants(trx, tenantId, roleIds[code]!, grants);
  }

  await insertDictionaries(trx, tenantId);

  await trx
    .insertInto('currencies')
    .values(
      DEFAULT_CURRENCIES.map((c) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        rate: c.rate,
        is_default: c.isDefault,
      })),
    )
    .execute();

  await trx
    .insertInto('apps')
    .values({ id: randomUUID(), tenant_id: tenantId, name: translate('zh-CN', 'common.appName'), auth_multorg: input.authMultorg ?? 0 })
    .execute();

  const tableIds: Record<string, string> = {};
  const tables = recordTables();
  await trx
    .insertInto('table_mades')
    .values(
      tables.map((table, index) => {
        const tableId = randomUUID();
        tableIds[table.apiName] = tableId;
        return {
          id: randomUUID(),
          tenant_id: tenantId,
          table_id: tableId,
          name: translate('zh-CN', `common.menu.${table.app.name}`),
          table_name: table.tableName,
          package_name: table.packageName,
          api_name: table.apiName,
          status: '0',
          has_child: TABLES_WITH_CHILDREN.has(table.apiName) ? '1' : '0',
          sort: index,
        };
      }),
    )
    .execute();

  const adminUserId = randomUUID();
  await trx
    .insertInto('users')
    .values({
      id: adminUserId,
      tenant_id: tenantId,
      username: input.admin.username,
      password_hash: passwordHash,
      realname: input.admin.realname,
      phone: input.admin.phone ?? null,
      email: input.admin.email ?? null,
      is_admin: 1,
      status: '1',
      user_type: 'staff',
      depart_id: headCompany.id,
      company_code: headCompany.code,
      lang: 'zh-CN',
      time_zone: 'Asia/Shanghai',
      created_at: created,
      updated_at: created,
    })
    .execute();
  await trx.insertInto('user_companies').values({ tenant_id: tenantId, user_id: adminUserId, company_code: headCompany.code }).execute();
  await trx.insertInto('user_roles').values({ tenant_id: tenantId, user_id: adminUserId, role_id: roleIds.admin! }).execute();

  return { tenantId, adminUserId, headCompany, roleIds, tableIds };
}
