import {
  tenantSettingValue,
  TENANT_SETTINGS,
  type CurrentApp,
  type Currency,
  type Lang,
  type RichText,
  type SysConfig,
  type TenantSettingCode,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sanitizeRichText } from './rich-text.ts';

export async function configByCode(db: Kysely<Database>, tenantId: string, configCode: string): Promise<SysConfig | null> {
  const row = await db
    .selectFrom('sys_configs')
    .select(['config_code as configCode', 'config_value as configValue'])
    .where('tenant_id', '=', tenantId)
    .where('config_code', '=', configCode)
    .executeTakeFirst();
  return row ?? null;
}

/** One of the tenant's settings (api/tenant-settings.ts): the saved value, else its default. */
export async function tenantSetting(db: Kysely<Database>, tenantId: string, code: TenantSettingCode): Promise<number> {
  return tenantSettingValue(code, (await configByCode(db, tenantId, code))?.configValue);
}

/** The value a setting would answer, as a SysConfig: its default when none is saved. */
export function settingDefault(code: TenantSettingCode): SysConfig {
  return { configCode: code, configValue: String(TENANT_SETTINGS[code].default) };
}

/** Saves one of the tenant's settings (already checked against its bounds). */
export async function saveTenantSetting(db: Kysely<Database>, tenantId: string, code: TenantSettingCode, value: number): Promise<SysConfig> {
  await db
    .insertInto('sys_configs')
    .values({ id: randomUUID(), tenant_id: tenantId, config_code: code, config_value: String(value) })
    .onConflict((oc) => oc.columns(['tenant_id', 'config_code']).doUpdateSet({ config_value: String(value) }))
    .execute();
  return { configCode: code, configValue: String(value) };
}

/** A rich text in `lang` (its translation when stored, else the original), sanitised. */
export async function richTextById(db: Kysely<Database>, tenantId: string, id: string, lang: Lang): Promise<RichText | null> {
  const row = await db
    .selectFrom('rich_texts')
    .select(['id', 'title', 'content', 'i18n'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  let { title, content } = row;
  if (lang !== 'zh-CN' && row.i18n) {
    try {
      const variant = (JSON.parse(row.i18n) as Partial<Record<Lang, { title?: unknown; content?: unknown }>>)[lang];
      if (typeof variant?.title === 'string' && variant.title) title = variant.title;
      if (typeof variant?.content === 'string' && variant.content) content = variant.content;
    } catch {
      // A broken translation falls back to the original text.
    }
  }
  return { id: row.id, title, content: sanitizeRichText(content) };
}

export async function currentApp(db: Kysely<Database>, tenantId: string): Promise<CurrentApp | null> {
  const row = await db.selectFrom('apps').select(['id', 'name', 'auth_multorg']).where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirst();
  return row ? { id: row.id, name: row.name, authMultorg: row.auth_multorg === 1 ? 1 : 0 } : null;
}

export async function defaultCurrency(db: Kysely<Database>, tenantId: string): Promise<Currency | null> {
  const row = await db
    .selectFrom('currencies')
    .select(['code', 'name', 'symbol', 'rate', 'is_default'])
    .where('tenant_id', '=', tenantId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return row ? { code: row.code, name: row.name, symbol: row.symbol, rate: row.rate, isDefault: 1 } : null;
}
