import type { EntityDef, FieldDef } from '@crm/domain';
import type { Expression, ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import { tenantVersion } from '../../db/table-versions.ts';
import { badRequest } from '../../http/http-error.ts';
import { isSystemField, type SystemField } from './field-storage.ts';
import { fieldNames } from './list-query.ts';
import { databaseMemory } from '../../db/database-memory.ts';
import { kept } from './kept.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The database without static table types, for business tables whose names come from the
 * registry at run time (never from a request).
 */
export function loose(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

/**
 * An object as one tenant sees it: the registry's definition merged with the custom fields its
 * administrators added (form_fields), read per request so a new field works at once on every
 * instance, without a restart.
 */
export interface RecordModel {
  entity: EntityDef;
  tenantId: string;
  /** Registry fields, one column each (all but lines fields). */
  columnFields: readonly FieldDef[];
  /** Custom fields, kept in the `ext` JSON column. */
  customFields: readonly FieldDef[];
  fields: readonly FieldDef[];
  field(name: string): FieldDef | undefined;
  /** The system fields answered besides the id; all of them when absent. */
  systemFields?: readonly SystemField[];
  /**
   * The version of the object's rows (table_versions) read when the model was loaded, before
   * anything of the request was counted; absent when the model was made without reading it.
   */
  rowsVersion?: string;
  /**
   * The caller's field restrictions this model was narrowed by (field-access.ts readableModel):
   * its hidden fields are already out of it; absent on the model the engine keeps and writes.
   */
  restrictions?: ReadonlyMap<string, 'hidden' | 'read'>;
  /**
   * The writer's restrictions on the fields of this object's lines, by line object API name
   * (field-access.ts withLineRestrictions): such a field keeps what the engine gives it.
   */
  lineRestrictions?: ReadonlyMap<string, ReadonlyMap<string, 'hidden' | 'read'>>;
}

/** The one SQL table holding the rows of every extension table, told apart by `table_name`. */
export const EXTENSION_ROWS = 'ext_records';

/**
 * Where an object's rows are: a registered object has a table of its own (its `table`); an
 * extension table an administrator made (sysTableMade, `custom`) keeps its rows in ext_records
 * marked with its table name, so no DDL runs at run time and one engine serves both.
 */
export interface RecordStore {
  /** The SQL table. */
  table: string;
  /** The extension table's name its rows carry, or null for a table of its own. */
  tableName: string | null;
}

export function storeOf(entity: EntityDef): RecordStore {
  return entity.custom ? { table: EXTENSION_ROWS, tableName: entity.table } : { table: entity.table, tableName: null };
}

/** A select over an object's rows (only that extension table's rows in ext_records). */
export function selectRows(db: Db, entity: EntityDef) {
  const store = storeOf(entity);
  const query = loose(db).selectFrom(store.table);
  return store.tableName === null ? query : query.where(`${store.table}.table_name`, '=', store.tableName);
}

export async function customFieldsOf(db: Db, tenantId: string, tableName: string): Promise<FieldDef[]> {
  const rows = await db
    .selectFrom('form_fields')
    .select('definition')
    .where('tenant_id', '=', tenantId)
    .where('table_name', '=', tableName)
    .orderBy('sort')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ ...(JSON.parse(row.definition) as FieldDef), custom: true }));
}

export function modelOf(entity: EntityDef, tenantId: string, customFields: readonly FieldDef[]): RecordModel {
  const fields = [...entity.fields, ...customFields];
  const byName = new Map(fields.map((f) => [f.name, f]));
  // A lines field's rows are in the line object's table (child-records.ts), not in a column.
  const columnFields = entity.fields.filter((field) => field.type !== 'lines');
  return { entity, tenantId, columnFields, customFields, fields, field: (name) => byName.get(name) };
}

/**
 * The model narrowed to the fields a list asks for (`fields=a,b`, API names, system fields
 * included): list screens show cards, and reading, converting and sending every column of every
 * row would be most of a list's cost for nothing. Looking fields up by name (sort, filters,
 * scenes) still sees every field. An unknown name is refused. Each model's narrowings are kept
 * with it, so that a list's every page narrows it once.
 */
const narrowed = new WeakMap<RecordModel, Map<string, RecordModel>>();
/** Distinct field lists remembered per model: the screens ask for a few. */
const NARROWINGS_PER_MODEL = 50;

export function withFields(model: RecordModel, names: string | undefined): RecordModel {
  if (!names) return model;
  const known = kept(narrowed, model, () => new Map<string, RecordModel>());
  // Past the bound (field lists are the caller's to make up) a narrowing is made and not kept.
  return known.size < NARROWINGS_PER_MODEL || known.has(names) ? kept(known, names, () => narrowedTo(model, names)) : narrowedTo(model, names);
}

function narrowedTo(model: RecordModel, names: string): RecordModel {
  // A field the caller may not see is left out as if not asked: a screen that still names it (its
  // definition cached from before the change) gets its list, and the answer says nothing of it.
  const wanted = new Set(fieldNames(names).filter((name) => model.restrictions?.get(name) !== 'hidden'));
  for (const name of wanted) if (!model.field(name) && !isSystemField(name)) throw badRequest('filterInvalid', { field: name });
  const kept = (field: FieldDef) => wanted.has(field.name);
  return {
    ...model,
    columnFields: model.columnFields.filter(kept),
    customFields: model.customFields.filter(kept),
    fields: model.fields.filter(kept),
    systemFields: [...wanted].filter(isSystemField),
  };
}

/** The table_versions name of an object's custom fields, raised in every transaction changing them. */
export function fieldsVersionName(tableName: string): string {
  return `fields:${tableName}`;
}

/**
 * Models by tenant, table and custom-field version: the version row is raised in the transaction
 * of every custom-field change (custom-fields.ts), so a model is never served for a version it
 * may not match, on any instance. Least recently used first.
 */
const REMEMBERED_MODELS = 500;
const models = databaseMemory<string, RecordModel>();

/** The versions a model depends on: its rows' and its custom fields' (table_versions). */
export interface ModelVersions {
  rowsVersion: string | null;
  fieldsVersion: string | null;
}

/** The columns of ModelVersions, to select without a table beside other look-ups a call makes at once (reusableQuery). */
export function modelVersionColumns(eb: ExpressionBuilder<Database, never>, p: { tenantId: string | Expression<string>; rows: string; fields: string }) {
  return [tenantVersion(eb, p.tenantId, p.rows).as('rowsVersion'), tenantVersion(eb, p.tenantId, p.fields).as('fieldsVersion')] as const;
}

const modelVersionsQuery = reusableQuery(['tenantId', 'rows', 'fields'], (db, p) => db.selectNoFrom((eb) => modelVersionColumns(eb, p)));

/**
 * The object as the tenant sees it, with the version of its rows: one query reads both versions,
 * the custom fields are read only when their version is new to this instance.
 */
export async function loadModel(db: Db, tenantId: string, entity: EntityDef): Promise<RecordModel> {
  const [versions] = await modelVersionsQuery(db, { tenantId, rows: entity.table, fields: fieldsVersionName(entity.table) });
  return modelAt(db, tenantId, entity, versions!);
}

/** The object as the tenant sees it at these versions (read by loadModel or beside a call's other look-ups). */
export async function modelAt(db: Db, tenantId: string, entity: EntityDef, versions: ModelVersions): Promise<RecordModel> {
  const key = `${tenantId}\u0000${entity.table}\u0000${versions.fieldsVersion ?? '0'}`;
  let model = models.get(key);
  if (model && model.entity === entity) {
    models.delete(key);
  } else {
    model = modelOf(entity, tenantId, await customFieldsOf(db, tenantId, entity.table));
  }
  models.set(key, model);
  if (models.size > REMEMBERED_MODELS) models.delete(models.keys().next().value!);
  // The same object while the rows' version holds: what is worked out from a model (its readable
  // and narrowed forms, columns, texts) is kept with it, and a new object every request kept nothing.
  const rowsVersion = versions.rowsVersion ?? '0';
  let current = atRowsVersion.get(model);
  if (current?.rowsVersion !== rowsVersion) {
    current = { ...model, rowsVersion };
    atRowsVersion.set(model, current);
  }
  return current;
}

/** Each remembered model at the rows' version last asked for. */
const atRowsVersion = new WeakMap<RecordModel, RecordModel>();
