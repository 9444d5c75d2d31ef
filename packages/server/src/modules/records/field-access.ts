import { currencyFieldOf, linesFieldsOf, type FieldDef, type Lang } from '@crm/domain';
import { sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import { tenantVersion } from '../../db/table-versions.ts';
import type { Viewer } from './data-scope.ts';
import type { Db, RecordModel } from './record-model.ts';
import { fieldErrors } from './record-validation.ts';
import { databaseMemory } from '../../db/database-memory.ts';
import { kept } from './kept.ts';

/**
 * Field permissions (spec section 6, issue 22): per role and object, the fields its holders may
 * only read or may not see. A user with several roles gets the most permissive of each field: a
 * field is restricted only when every one of their roles restricts it, and read only when any of
 * those does no more than that. Administrators are never restricted.
 *
 * What a caller may not see is taken out of the model the engine answers from (readableModel), so
 * everything that follows the model (list columns, detail, export, filters, sort, keyword, display
 * texts) never touches it; what they may not change is refused in a body (refuseRestrictedInput).
 */
export type Restriction = 'hidden' | 'read';

/** One object's restricted fields, by field name; editable fields are absent. */
export type FieldRestrictions = ReadonlyMap<string, Restriction>;

/** The table_versions row raised in the transaction of every change of field permissions. */
export const FIELD_ACCESS = 'field-access';

const versionQuery = reusableQuery(['tenantId'], (db, p) => db.selectNoFrom((eb) => [tenantVersion(eb, p.tenantId, FIELD_ACCESS).as('fieldAccessVersion')]));

/** Raises the tenant's field-access version: call in the transaction that changes field permissions. */
export async function raiseFieldAccessVersion(db: Db, tenantId: string): Promise<void> {
  await db
    .insertInto('table_versions')
    .values({ tenant_id: tenantId, table_name: FIELD_ACCESS, version: 1 })
    .onConflict((oc) => oc.columns(['tenant_id', 'table_name']).doUpdateSet({ version: sql`table_versions.version + 1` }))
    .execute();
}

/** Every object's restrictions for one set of roles, by object API name. */
export type RolesRestrictions = ReadonlyMap<string, FieldRestrictions>;

/**
 * Restrictions by tenant, roles and version, least recently used first: field permissions change
 * rarely and are read on every record call, so each instance reads them once per version.
 */
const REMEMBERED = 1000;
const remembered = databaseMemory<string, RolesRestrictions>();

async function readRestrictions(db: Db, tenantId: string, roleIds: readonly string[]): Promise<RolesRestrictions> {
  const rows = await db
    .selectFrom('role_field_permissions')
    .select(['role_id as roleId', 'api_name as apiName', 'field_name as fieldName', 'access'])
    .where('tenant_id', '=', tenantId)
    .where('role_id', 'in', roleIds)
    .execute();
  const byField = new Map<string, { roles: Set<string>; read: boolean }>();
  for (const row of rows) {
    const key = `${row.apiName}\u0000${row.fieldName}`;
    const entry = byField.get(key) ?? { roles: new Set<string>(), read: false };
    entry.roles.add(row.roleId);
    entry.read ||= row.access === 'read';
    byField.set(key, entry);
  }
  const byObject = new Map<string, Map<string, Restriction>>();
  for (const [key, entry] of byField) {
    // A role without a row for the field lets its holder edit it.
    if (entry.roles.size < roleIds.length) continue;
    const [apiName, fieldName] = key.split('\u0000') as [string, string];
    const fields = byObject.get(apiName) ?? new Map<string, Restriction>();
    fields.set(fieldName, entry.read ? 'read' : 'hidden');
    byObject.set(apiName, fields);
  }
  return byObject;
}

/**
 * The caller's restrictions on every object, at the field-access version `knownVersion` (read
 * with the session) or read here. The version is read before the rows, so what is remembered
 * under it can only be newer than it, never older.
 */
export async function restrictionsOf(db: Db, viewer: Viewer, knownVersion?: string | null): Promise<RolesRestrictions> {
  const { roleIds } = viewer.auth;
  if (viewer.admin || roleIds.length === 0) return new Map();
  const version = knownVersion !== undefined ? (knownVersion ?? '0') : ((await versionQuery(db, { tenantId: viewer.tenantId }))[0]?.fieldAccessVersion ?? '0');
  const key = `${viewer.tenantId}\u0000${[...roleIds].sort().join(',')}\u0000${version}`;
  let found = remembered.get(key);
  if (found) {
    remembered.delete(key);
  } else {
    found = await readRestrictions(db, viewer.tenantId, roleIds);
  }
  remembered.set(key, found);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
  return found;
}

/**
 * The model as a caller restricted by `restrictions` may read it: hidden fields are not in it at
 * all, so no answer carries them and no filter, sort or keyword reaches them. The same model when
 * nothing is hidden.
 */
export function readableModel(model: RecordModel, restrictions: FieldRestrictions): RecordModel {
  return kept(
    kept(readable, model, () => new WeakMap<FieldRestrictions, RecordModel>()),
    restrictions,
    () => restrictedTo(model, restrictions),
  );
}

/** No field restricted, as one map: a model read through it is the same object on every request. */
export const NO_RESTRICTIONS: FieldRestrictions = new Map();

/**
 * Each model as each set of restrictions leaves it (both remembered objects: models per version,
 * restrictions per roles and version), so the narrowings a list makes of it are kept too
 * (withFields).
 */
const readable = new WeakMap<RecordModel, WeakMap<FieldRestrictions, RecordModel>>();

function restrictedTo(model: RecordModel, restrictions: FieldRestrictions): RecordModel {
  if (![...restrictions.values()].includes('hidden')) return model.restrictions === restrictions ? model : { ...model, restrictions };
  const shown = (field: FieldDef) => restrictions.get(field.name) !== 'hidden';
  return {
    ...model,
    columnFields: model.columnFields.filter(shown),
    customFields: model.customFields.filter(shown),
    fields: model.fields.filter(shown),
    field: (name) => (restrictions.get(name) === 'hidden' ? undefined : model.field(name)),
    restrictions,
  };
}

/**
 * A body naming a field the caller may not change (a money field's currency is its field's) is
 * refused whole, naming each such field: never silently dropped, never written. The engine's own
 * names (`id`, `version`, system fields) are nobody's fields and pass.
 */
export function refuseRestrictedInput(lang: Lang, model: RecordModel, restrictions: FieldRestrictions, input: Readonly<Record<string, unknown>>): void {
  if (restrictions.size === 0) return;
  const ownerOf = (name: string) => model.fields.find((f) => f.type === 'money' && currencyFieldOf(f) === name)?.name ?? name;
  const refused = [...new Set(Object.keys(input).map(ownerOf))].filter((name) => restrictions.has(name));
  if (refused.length > 0)
    throw fieldErrors(
      lang,
      model,
      refused.map((field) => ({ field, rule: 'notEditable' as const })),
    );
}

/**
 * The model a restricted caller writes with: every field is still written as the engine keeps
 * it (defaults, numbers, formulas), but one they may not change is never required of them.
 */
export function writableModel(model: RecordModel, restrictions: FieldRestrictions): RecordModel {
  if (restrictions.size === 0) return model;
  const relaxed = (field: FieldDef) => (field.required && restrictions.has(field.name) ? { ...field, required: false } : field);
  const fields = model.fields.map(relaxed);
  const byName = new Map(fields.map((f) => [f.name, f]));
  return {
    ...model,
    columnFields: model.columnFields.map(relaxed),
    customFields: model.customFields.map(relaxed),
    fields,
    field: (name) => byName.get(name),
  };
}

/** The model a writer restricted on some of its lines' fields writes with (child-records.ts prepareLines keeps them). */
export function withLineRestrictions(model: RecordModel, restrictions: RolesRestrictions): RecordModel {
  const lineRestrictions = new Map(
    linesFieldsOf(model.entity)
      .map((field) => [field.lines!.object.apiName, restrictions.get(field.lines!.object.apiName)] as const)
      .filter((entry): entry is readonly [string, FieldRestrictions] => entry[1] !== undefined && entry[1].size > 0),
  );
  if (lineRestrictions.size === 0) return model;
  // A row is not refused for leaving out what its writer may not give (a required price they may only read).
  const relaxedLines = (field: FieldDef): FieldDef => {
    const restricted = field.type === 'lines' ? lineRestrictions.get(field.lines!.object.apiName) : undefined;
    if (!restricted) return field;
    const object = field.lines!.object;
    const fields = object.fields.map((f) => (f.required && restricted.has(f.name) ? { ...f, required: false } : f));
    return { ...field, lines: { ...field.lines!, object: { ...object, fields } } };
  };
  const entity = { ...model.entity, fields: model.entity.fields.map(relaxedLines) };
  return { ...model, entity, lineRestrictions };
}

/** The restrictions as an answer carries them (`_access.fields`, the table's fields). */
export function restrictionsAnswer(restrictions: FieldRestrictions): Record<string, Restriction> {
  return Object.fromEntries(restrictions);
}
