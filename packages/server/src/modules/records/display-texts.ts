import { columnOf, findEntity, isMultipleRelation, translate, type FieldDef, type Lang, type RecordRow } from '@crm/domain';
import { localisedText } from '../dictionaries/repository.ts';
import { sql, type SelectQueryBuilder } from 'kysely';
import { inTextList, textListParameter } from '../../db/dialect.ts';
import { reusableQueries } from '../../db/reusable-query.ts';
import { directoryFor, type DictionaryItemText } from './directory-texts.ts';
import { loose, type Db, type RecordModel } from './record-model.ts';
import { kept } from './kept.ts';

/** A field's label in the user's language (custom fields carry literal text). */
export function fieldLabel(lang: Lang, field: FieldDef): string {
  return field.custom ? field.label : translate(lang, field.label);
}

/** Dictionary item texts of the tenant by dictionary code and value. */
export async function dictionaryTexts(db: Db, tenantId: string, lang: Lang, codes: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const byCode = new Map<string, Map<string, string>>();
  if (codes.length === 0) return byCode;
  const rows = await db
    .selectFrom('dict_items')
    .innerJoin('dicts', 'dicts.id', 'dict_items.dict_id')
    .select(['dicts.dict_code as code', 'dict_items.item_value as value', 'dict_items.item_text as text', 'dict_items.i18n as i18n'])
    .where('dicts.tenant_id', '=', tenantId)
    .where('dict_items.tenant_id', '=', tenantId)
    .where('dicts.dict_code', 'in', [...new Set(codes)])
    .execute();
  for (const row of rows) {
    const items = byCode.get(row.code) ?? new Map<string, string>();
    items.set(row.value, localisedText(lang, row.text, row.i18n));
    byCode.set(row.code, items);
  }
  return byCode;
}

/** The ids a value holds: one, or a relation's several. */
const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : typeof value === 'string' && value !== '' ? [value] : [];

/**
 * Adds `<field>_dictText` companions to a page of records (spec: lists need no second look-up):
 * dictionary and option texts, user names (ownerId, createBy and user fields), department names
 * and related records' titles. The directory's texts (users, departments, dictionaries) come from
 * what this instance remembers at `directoryVersion` (directory-texts.ts; read here when not
 * given); what it does not know yet and related records' titles are read in one query for the
 * whole page, never per row, and none at all when everything is known.
 */
export async function addDisplayTexts(
  db: Db,
  lang: Lang,
  model: RecordModel,
  records: RecordRow[],
  directoryVersion?: string,
  /** Titles the page's own query read (titlesOfRows), by relation field and related id. */
  titlesRead?: RelationTitles,
): Promise<RecordRow[]> {
  if (records.length === 0) return records;
  const { tenantId } = model;
  const { dictFields, userNames: userKeys, departNames: departKeys, relationFields, dictCodes } = textFieldsOf(model);

  const userIds = new Set<string>();
  const departIds = new Set<string>();
  const relationIds = new Map<string, Set<string>>();
  for (const record of records) {
    for (const [name] of userKeys) idsOf(record[name]).forEach((id) => userIds.add(id));
    for (const [name] of departKeys) idsOf(record[name]).forEach((id) => departIds.add(id));
    for (const field of relationFields) {
      if (titlesRead?.has(field.name)) continue;
      const set = relationIds.get(field.relation!) ?? new Set<string>();
      idsOf(record[field.name]).forEach((id) => set.add(id));
      relationIds.set(field.relation!, set);
    }
  }

  const directory = await directoryFor(db, tenantId, { userIds, departIds, dictCodes }, directoryVersion);
  const missing = directory.missing({ userIds, departIds, dictCodes });
  const texts = await pageTexts(db, tenantId, missing.dictCodes, missing.userIds, missing.departIds, relationIds);
  const userNames = new Map<string, string>();
  const departNames = new Map<string, string>();
  const dictItems = new Map<string, Map<string, DictionaryItemText>>();
  const relationTitles = new Map<string, Map<string, string>>();
  for (const row of texts) {
    if (row.kind === 'u') userNames.set(row.id, row.text ?? '');
    else if (row.kind === 'd') departNames.set(row.id, row.text ?? '');
    else if (row.kind === 'x') {
      const items = dictItems.get(row.code) ?? new Map<string, DictionaryItemText>();
      items.set(row.id, { text: row.text ?? '', i18n: row.i18n });
      dictItems.set(row.code, items);
    } else {
      const titles = relationTitles.get(row.code) ?? new Map<string, string>();
      titles.set(row.id, row.text ?? '');
      relationTitles.set(row.code, titles);
    }
  }
  directory.learn(missing, { userNames, departNames, dictItems });

  const optionText = (field: FieldDef, value: string): string => {
    const option = optionTexts(field, lang).get(value);
    if (option !== undefined) return option;
    const item = directory.dictItem(field.dict ?? '', value);
    return item ? localisedText(lang, item.text, item.i18n) : value;
  };

  for (const record of records) {
    for (const [name, key] of userKeys) {
      const id = record[name];
      if (typeof id === 'string') record[key] = directory.userName(id);
      // Several people (a user field with `multiple`): their names in the order of the ids.
      else if (Array.isArray(id))
        record[key] = idsOf(id)
          .map((one) => directory.userName(one))
          .join(',');
    }
    for (const [name, key] of departKeys) {
      const id = record[name];
      if (typeof id === 'string') record[key] = directory.departName(id);
    }
    for (const field of dictFields) {
      const value = record[field.name];
      if (typeof value === 'string') record[textKey(field.name)] = optionText(field, value);
      else if (Array.isArray(value)) record[textKey(field.name)] = (value as string[]).map((v) => optionText(field, v)).join(',');
    }
    for (const field of relationFields) {
      const value = record[field.name];
      const titles = titlesRead?.get(field.name) ?? relationTitles.get(field.relation!);
      if (typeof value === 'string') record[textKey(field.name)] = titles?.get(value) ?? '';
      // Several records: their titles in the order of the ids, as a multi-select's texts are.
      else if (Array.isArray(value))
        record[textKey(field.name)] = idsOf(value)
          .map((id) => titles?.get(id) ?? '')
          .join(',');
    }
  }
  return records;
}

const textKey = (name: string) => `${name}_dictText`;

/** Which of a model's fields get a text, and under which names: worked out once per model. */
interface TextFields {
  dictFields: FieldDef[];
  /** Fields holding users' ids (owner, creator, last editor, user fields), with their text's name. */
  userNames: [string, string][];
  /** Fields holding departments' ids, with their text's name. */
  departNames: [string, string][];
  relationFields: FieldDef[];
  /** The dictionaries the dictionary fields without options of their own read. */
  dictCodes: string[];
}

const textFieldsOfModels = new WeakMap<RecordModel, TextFields>();

function textFieldsOf(model: RecordModel): TextFields {
  return kept(textFieldsOfModels, model, () => {
    const { fields } = model;
    const dictFields = fields.filter((f) => f.type === 'dict' || f.type === 'dictMulti');
    const named = (names: string[]) => names.map((name): [string, string] => [name, textKey(name)]);
    return {
      dictFields,
      userNames: named(['ownerId', 'createBy', 'updateBy', ...fields.filter((f) => f.type === 'user').map((f) => f.name)]),
      departNames: named(['departId', ...fields.filter((f) => f.type === 'department').map((f) => f.name)]),
      relationFields: fields.filter((f) => f.type === 'relation' && f.relation && findEntity(f.relation)),
      dictCodes: [...new Set(dictFields.filter((f) => !f.options && f.dict).map((f) => f.dict!))],
    };
  });
}

/** A field's own options' texts in a language, by value (a custom field's labels are its own words). */
const optionTextsOfFields = new WeakMap<FieldDef, Map<Lang, Map<string, string>>>();

function optionTexts(field: FieldDef, lang: Lang): ReadonlyMap<string, string> {
  return kept(
    kept(optionTextsOfFields, field, () => new Map<Lang, Map<string, string>>()),
    lang,
    () => new Map((field.options ?? []).map((option) => [option.value, field.custom ? option.label : translate(lang, option.label)])),
  );
}

/** Related records' titles by relation field and related id. */
type RelationTitles = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * The relation fields of a model's own columns whose titles a page's query can read itself: those
 * naming one record (a JSON list of several is no id to join on; addDisplayTexts reads their titles).
 */
function titledRelations(model: RecordModel): FieldDef[] {
  // An extension table's fields live in its rows' JSON, not in columns.
  if (model.entity.custom) return [];
  return model.columnFields.filter((field) => field.type === 'relation' && !isMultipleRelation(field) && field.relation && findEntity(field.relation));
}

const titleAlias = (field: FieldDef) => `${columnOf(field.name)}__title`;

/**
 * The titles of a page's related records as columns of the page's own query (a subquery per
 * relation field, run for the page's rows only): the opportunity list's customer names cost no
 * statement of their own. `table`: the page's table as the query names it.
 */
export function relationTitleSelections(model: RecordModel, table: string) {
  return titledRelations(model).map((field) => {
    const target = findEntity(field.relation!)!;
    // The registry names the table and columns, never the request.
    return sql<
      string | null
    >`(select ${sql.ref(`related.${columnOf(target.titleField)}`)} from ${sql.table(target.table)} as related where related.tenant_id = ${sql.ref(`${table}.tenant_id`)} and related.id = ${sql.ref(`${table}.${columnOf(field.name)}`)})`.as(
      titleAlias(field),
    );
  });
}

/** The titles relationTitleSelections read, from the page's stored rows, for addDisplayTexts. */
export function titlesOfRows(model: RecordModel, rows: readonly Record<string, unknown>[]): RelationTitles {
  return new Map(
    titledRelations(model).map((field) => [
      field.name,
      new Map(
        rows.flatMap((row) =>
          typeof row[columnOf(field.name)] === 'string' ? [[row[columnOf(field.name)] as string, String(row[titleAlias(field)] ?? '')]] : [],
        ),
      ),
    ]),
  );
}

interface PageText {
  /** 'u' user, 'd' department, 'x' dictionary item (code: the dictionary), 'r' related record (code: its object). */
  kind: string;
  code: string;
  id: string;
  text: string | null;
  i18n: string | null;
}

/** Display-text queries by the kinds of look-up a page needs (reusableQueries). */
const pageTextQueries = reusableQueries<PageText>(500);

/**
 * Every display text of a page in one query (a UNION ALL of one select per kind): a list pays one
 * round trip for its texts, however many kinds its fields use. Each list of ids is one
 * parameter, so the query is built once per combination of kinds, whatever the page holds.
 */
async function pageTexts(
  db: Db,
  tenantId: string,
  dictCodes: readonly string[],
  userIds: ReadonlySet<string>,
  departIds: ReadonlySet<string>,
  relationIds: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<PageText[]> {
  const relations = [...relationIds].filter(([, ids]) => ids.size > 0).map(([apiName, ids]) => ({ apiName, ids: [...ids] }));
  const kinds = { dicts: dictCodes.length > 0, users: userIds.size > 0, departs: departIds.size > 0, relations: relations.map((r) => r.apiName) };
  if (!kinds.dicts && !kinds.users && !kinds.departs && relations.length === 0) return [];
  const values: Record<string, unknown> = {
    tenantId,
    dictCodes: textListParameter(db, dictCodes),
    userIds: textListParameter(db, [...userIds]),
    departIds: textListParameter(db, [...departIds]),
  };
  relations.forEach((relation, i) => (values[`related${i}`] = textListParameter(db, relation.ids)));

  return pageTextQueries(db, JSON.stringify(kinds), values, (param) => {
    const any = loose(db);
    const none = sql<string | null>`cast(null as text)`;
    // Typed loosely: each part selects the same five columns from a different table.
    const parts: SelectQueryBuilder<any, any, PageText>[] = [];
    if (kinds.dicts) {
      parts.push(
        any
          .selectFrom('dict_items')
          .innerJoin('dicts', 'dicts.id', 'dict_items.dict_id')
          .select([
            sql<string>`'x'`.as('kind'),
            'dicts.dict_code as code',
            'dict_items.item_value as id',
            'dict_items.item_text as text',
            'dict_items.i18n as i18n',
          ])
          .where('dicts.tenant_id', '=', param('tenantId'))
          .where('dict_items.tenant_id', '=', param('tenantId'))
          .where(inTextList(db, 'dicts.dict_code', param('dictCodes'))),
      );
    }
    // A name or title per id: users, departments and related records alike.
    const textsById = (table: string, kind: string, code: string, text: string, ids: string) =>
      any
        .selectFrom(table)
        .select([sql<string>`${kind}`.as('kind'), sql<string>`${code}`.as('code'), 'id', sql<string | null>`${sql.ref(text)}`.as('text'), none.as('i18n')])
        .where('tenant_id', '=', param('tenantId'))
        .where(inTextList(db, 'id', param(ids)));
    if (kinds.users) parts.push(textsById('users', 'u', '', 'realname', 'userIds'));
    if (kinds.departs) parts.push(textsById('departments', 'd', '', 'name', 'departIds'));
    relations.forEach(({ apiName }, i) => {
      const target = findEntity(apiName)!;
      // The table and title column come from the registry, never from the request.
      parts.push(textsById(target.table, 'r', apiName, columnOf(target.titleField), `related${i}`));
    });
    const [first, ...rest] = parts;
    return rest.reduce((query, part) => query.unionAll(part), first!);
  });
}
