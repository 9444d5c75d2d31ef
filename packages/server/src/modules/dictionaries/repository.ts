import type { DictItem, Lang } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The text of an item in `lang`: its i18n variant when there is one, else the stored (zh-CN) text. */
export function localisedText(lang: Lang, text: string, i18n: string | null): string {
  if (lang === 'zh-CN' || !i18n) return text;
  try {
    const variants = JSON.parse(i18n) as Partial<Record<Lang, unknown>>;
    const variant = variants[lang];
    return typeof variant === 'string' && variant !== '' ? variant : text;
  } catch {
    return text;
  }
}

/** The items of a dictionary of the tenant, or null when the tenant has no such dictionary. */
export async function dictionaryItems(db: Kysely<Database>, tenantId: string, dictCode: string, lang: Lang): Promise<DictItem[] | null> {
  const dict = await db.selectFrom('dicts').select('id').where('tenant_id', '=', tenantId).where('dict_code', '=', dictCode).executeTakeFirst();
  if (!dict) return null;
  const rows = await db
    .selectFrom('dict_items')
    .select(['item_value', 'item_text', 'i18n', 'color'])
    .where('tenant_id', '=', tenantId)
    .where('dict_id', '=', dict.id)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({ value: row.item_value, text: localisedText(lang, row.item_text, row.i18n), color: row.color }));
}

/** A dictionary's values and texts only (what a form outside the staff offers); none when it is missing. */
export async function dictionaryOptions(db: Kysely<Database>, tenantId: string, dictCode: string, lang: Lang): Promise<{ value: string; text: string }[]> {
  return ((await dictionaryItems(db, tenantId, dictCode, lang)) ?? []).map(({ value, text }) => ({ value, text }));
}
