import type { CurrentApp, Currency, Lang, RichText, SysConfig } from '@crm/domain';
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
