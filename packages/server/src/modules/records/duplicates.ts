import { columnOf, ENTITIES, translate, type DuplicateMatch, type Lang } from '@crm/domain';
import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Viewer } from './data-scope.ts';
import { customFieldsOf, loose, type Db } from './record-model.ts';
import { selectVisible } from './record-visibility.ts';
import { toStored } from './field-storage.ts';

/**
 * Duplicate checks over business objects: whether a unique field's value is taken in the tenant
 * (whatever the caller's scope: a duplicate is a duplicate), and a search across objects that
 * shows where a name or phone already exists without revealing the records' other data.
 */

/** null when the table and field are not a unique field of a registered object (or custom unique field). */
export async function recordValueTaken(db: Db, tenantId: string, tableName: string, fieldName: string, value: string, dataId?: string): Promise<boolean | null> {
  const entity = ENTITIES.find((e) => e.table === tableName || e.apiName === tableName);
  if (!entity) return null;
  const field =
    entity.fields.find((f) => f.unique && (f.name === fieldName || columnOf(f.name) === fieldName)) ??
    (await customFieldsOf(db, tenantId, entity.table)).find((f) => f.unique && f.name === fieldName);
  if (!field) return null;
  let query = loose(db).selectFrom(entity.table).select('id').where('tenant_id', '=', tenantId);
  if (field.custom) {
    const extracted = isPostgres(db) ? sql`(ext::jsonb ->> ${field.name})` : sql`json_extract(ext, ${`$."${field.name}"`})`;
    query = query.where(extracted, '=', value);
  } else {
    query = query.where(columnOf(field.name), '=', toStored(field, value));
  }
  if (dataId) query = query.where('id', '!=', dataId);
  return (await query.executeTakeFirst()) !== undefined;
}

const SEARCHABLE = new Set(['text', 'phone', 'email', 'autoNumber']);
const MATCHES_PER_OBJECT = 20;

export async function searchDuplicates(db: Db, viewer: Viewer, lang: Lang, keyword: string): Promise<DuplicateMatch[]> {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const matches: DuplicateMatch[] = [];
  for (const entity of ENTITIES) {
    const fields = entity.fields.filter((f) => SEARCHABLE.has(f.type) && (f.unique || entity.searchFields.includes(f.name)));
    if (fields.length === 0) continue;
    const title = columnOf(entity.titleField);
    const rows: Record<string, string | null>[] = await loose(db)
      .selectFrom(entity.table)
      .select(['id', 'owner_id', `${title} as title`, ...fields.map((f) => `${columnOf(f.name)} as ${f.name}`)])
      .where('tenant_id', '=', viewer.tenantId)
      .where((eb) => eb.or(fields.map((f) => sql<boolean>`lower(${sql.ref(columnOf(f.name))}) like ${`%${escaped}%`} escape '\\'`)))
      .limit(MATCHES_PER_OBJECT)
      .execute();
    if (rows.length === 0) continue;
    const visible = new Set(
      (
        await selectVisible(db, viewer, entity)
          .select('id')
          .where('id', 'in', rows.map((r) => r.id))
          .execute()
      ).map((r: { id: string }) => r.id),
    );
    const ownerIds = [...new Set(rows.map((r) => r.owner_id).filter((id): id is string => !!id))];
    const owners = new Map(
      ownerIds.length === 0
        ? []
        : (await db.selectFrom('users').select(['id', 'realname']).where('tenant_id', '=', viewer.tenantId).where('id', 'in', ownerIds).execute()).map((u) => [u.id, u.realname]),
    );
    for (const row of rows) {
      const field = fields.find((f) => String(row[f.name] ?? '').toLowerCase().includes(keyword.toLowerCase()))!;
      matches.push({
        entity: entity.apiName,
        id: row.id!,
        title: String(row.title ?? ''),
        field: translate(lang, field.label),
        value: String(row[field.name] ?? ''),
        ownerName: row.owner_id ? (owners.get(row.owner_id) ?? null) : null,
        visible: visible.has(row.id!),
      });
    }
  }
  return matches;
}
