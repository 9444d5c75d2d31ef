import { columnOf, ALL_OBJECTS, translate, type DuplicateMatch, type FieldDef, type Lang } from '@crm/domain';
import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { normalisePhone } from '../verification/codes.ts';
import type { Viewer } from './data-scope.ts';
import { maskEmail, maskPhone, maskText } from './masking.ts';
import { restrictionsOf } from './field-access.ts';
import { customFieldsOf, loose, type Db } from './record-model.ts';
import { selectVisible } from './record-visibility.ts';
import { toStored } from './field-storage.ts';

/**
 * Duplicate checks over business objects: whether a unique field's value is taken in the tenant
 * (whatever the caller's scope: a duplicate is a duplicate), and a search across objects that
 * shows where a name or phone already exists without revealing the records' other data.
 */

/** null when the table and field are not a unique field of a registered object (or custom unique field). */
export async function recordValueTaken(db: Db, viewer: Viewer, tableName: string, fieldName: string, value: string, dataId?: string): Promise<boolean | null> {
  const { tenantId } = viewer;
  const entity = ALL_OBJECTS.find((e) => e.table === tableName || e.apiName === tableName);
  if (!entity) return null;
  const field =
    entity.fields.find((f) => f.unique && (f.name === fieldName || columnOf(f.name) === fieldName)) ??
    (await customFieldsOf(db, tenantId, entity.table)).find((f) => f.unique && f.name === fieldName);
  // Nor is a field the viewer's roles hide checked: the answer would tell whether a value is there.
  if (!field || (await restrictionsOf(db, viewer)).get(entity.apiName)?.get(field.name) === 'hidden') return null;
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
/** Contacts match only as a whole: a digit or a domain must not page through every number and address. */
const WHOLE_VALUE_TYPES = new Set(['phone', 'email']);
const MATCHES_PER_OBJECT = 20;

/** A contact keyword as stored: a mainland mobile without +86 and separators, an address in lower case, else as typed. */
function wholeValues(keyword: string): string[] {
  return [...new Set([keyword, keyword.toLowerCase(), normalisePhone(keyword) ?? keyword])];
}

/** The field of `row` the keyword matched, by the same rules as the query (`whole`: wholeValues of the keyword). */
function matchedField(fields: FieldDef[], row: Record<string, string | null>, keyword: string, whole: readonly string[]): FieldDef {
  return (
    fields.find((f) => {
      const value = String(row[f.name] ?? '');
      return WHOLE_VALUE_TYPES.has(f.type) ? whole.includes(value) || whole.includes(value.toLowerCase()) : value.toLowerCase().includes(keyword.toLowerCase());
    }) ?? fields[0]!
  );
}

/**
 * Where a keyword already exists across objects. A record the caller may not open is reported as
 * existing and whose it is, and nothing more: its title and the matched value come masked (the
 * record's data stays behind the data scope), and its id is left out.
 */
export async function searchDuplicates(db: Db, viewer: Viewer, lang: Lang, keyword: string): Promise<DuplicateMatch[]> {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const whole = wholeValues(keyword);
  const matches: DuplicateMatch[] = [];
  // A field the viewer's roles hide is not searched: a match on it would tell its value.
  const restrictions = await restrictionsOf(db, viewer);
  for (const entity of ALL_OBJECTS) {
    const hidden = restrictions.get(entity.apiName);
    const fields = entity.fields.filter(
      (f) => SEARCHABLE.has(f.type) && (f.unique || entity.searchFields.includes(f.name)) && hidden?.get(f.name) !== 'hidden',
    );
    if (fields.length === 0) continue;
    const title = columnOf(entity.titleField);
    const rows: Record<string, string | null>[] = await loose(db)
      .selectFrom(entity.table)
      .select(['id', 'owner_id', `${title} as title`, ...fields.map((f) => `${columnOf(f.name)} as ${f.name}`)])
      .where('tenant_id', '=', viewer.tenantId)
      .where((eb) =>
        eb.or(
          fields.map((f) =>
            WHOLE_VALUE_TYPES.has(f.type)
              ? eb.or([eb(columnOf(f.name), 'in', whole), eb(eb.fn('lower', [columnOf(f.name)]), 'in', whole)])
              : sql<boolean>`lower(${sql.ref(columnOf(f.name))}) like ${`%${escaped}%`} escape '\\'`,
          ),
        ),
      )
      .limit(MATCHES_PER_OBJECT)
      .execute();
    if (rows.length === 0) continue;
    const visible = new Set(
      (
        await selectVisible(db, viewer, entity)
          .select('id')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
      ).map((r: { id: string }) => r.id),
    );
    const ownerIds = [...new Set(rows.map((r) => r.owner_id).filter((id): id is string => !!id))];
    const owners = new Map(
      ownerIds.length === 0
        ? []
        : (await db.selectFrom('users').select(['id', 'realname']).where('tenant_id', '=', viewer.tenantId).where('id', 'in', ownerIds).execute()).map((u) => [
            u.id,
            u.realname,
          ]),
    );
    for (const row of rows) {
      const field = matchedField(fields, row, keyword, whole);
      const open = visible.has(row.id!);
      const title = String(row.title ?? '');
      const value = String(row[field.name] ?? '');
      matches.push({
        entity: entity.apiName,
        id: open ? row.id! : '',
        title: open ? title : maskText(title),
        field: translate(lang, field.label),
        value: open ? value : field.type === 'phone' ? maskPhone(value) : field.type === 'email' ? maskEmail(value) : maskText(value),
        ownerName: row.owner_id ? (owners.get(row.owner_id) ?? null) : null,
        visible: open,
      });
    }
  }
  return matches;
}
