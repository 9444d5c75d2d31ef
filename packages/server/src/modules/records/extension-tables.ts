import { CATALOGUE, columnOf, ALL_OBJECTS, type EntityDef, type FieldDef, type TableMade } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { HttpError, notFound } from '../../http/http-error.ts';
import { customFieldsOf, modelOf, type Db, type RecordModel } from './record-model.ts';

/**
 * Extension tables (sysTableMade): objects an administrator makes at run time, with custom fields
 * only. Each is a table_mades row of the tenant; its rows live in ext_records (record-model.ts
 * storeOf) and go through the same engine as every registered object: validation from its
 * fields, data scope by owner, versions, change log.
 */

const API_NAME = /^[a-z][A-Za-z0-9]{1,39}$/;
const PACKAGE = 'crm';

const tableColumns = [
  'table_id as tableId',
  'name',
  'table_name as tableName',
  'package_name as packageName',
  'api_name as apiName',
  'status',
  'has_child as hasChild',
] as const;

/** API names of the built-in objects (the registry and the catalogue's apps), never extension tables. */
function isBuiltIn(apiName: string): boolean {
  return ALL_OBJECTS.some((e) => e.apiName === apiName) || CATALOGUE.some((area) => area.apps.some((app) => app.permissionPrefix.split(':')[1] === apiName));
}

/** The object an extension table is, with the same defaults the client's generic screens use. */
export function extensionEntity(table: TableMade, fields: readonly FieldDef[]): EntityDef {
  const packageName = table.packageName || PACKAGE;
  return {
    module: packageName,
    apiName: table.apiName,
    table: table.tableName,
    label: table.name,
    custom: true,
    permissionPrefix: `${packageName}:${table.apiName}`,
    // Every field is a custom one, kept in `ext` (RecordModel.customFields).
    fields: [],
    titleField: fields[0]?.name ?? 'id',
    subtitleFields: fields.slice(1, 3).map((f) => f.name),
    searchFields: fields.filter((f) => f.type === 'text').map((f) => f.name),
    filterFields: fields.filter((f) => f.type === 'dict' || f.type === 'date' || f.type === 'datetime').map((f) => f.name),
    defaultSort: { field: 'updateTime', order: 'desc' },
    relatedLists: [],
    presetScenes: [],
    features: { owner: true, team: false, lock: false, audit: false, followUp: false, attachments: true, tags: false, bizTypes: false, comments: false },
  };
}

async function extensionModelWhere(db: Db, tenantId: string, column: 'table_id' | 'table_name', value: string): Promise<RecordModel | null> {
  const table = await db.selectFrom('table_mades').select(tableColumns).where('tenant_id', '=', tenantId).where(column, '=', value).executeTakeFirst();
  if (!table || isBuiltIn(table.apiName)) return null;
  const fields = await customFieldsOf(db, tenantId, table.tableName);
  return modelOf(extensionEntity(table, fields), tenantId, fields);
}

/** The tenant's extension table of a sysTableMade table id, with its fields; 404 for anything else. */
export async function extensionModel(db: Db, tenantId: string, tableId: string): Promise<RecordModel> {
  const model = await extensionModelWhere(db, tenantId, 'table_id', tableId);
  if (!model) throw notFound();
  return model;
}

/** The tenant's extension table of a table name, or null. */
export function extensionModelByName(db: Db, tenantId: string, tableName: string): Promise<RecordModel | null> {
  return extensionModelWhere(db, tenantId, 'table_name', tableName);
}

/** Makes an extension table: an API name unique in the tenant and unlike any built-in object's. */
export async function createExtensionTable(db: Db, tenantId: string, input: { name: string; apiName: string }): Promise<TableMade> {
  const name = input.name.trim();
  if (!name) throw new HttpError(422, 'validationFailed', { detail: 'name' });
  if (!API_NAME.test(input.apiName)) throw new HttpError(422, 'extTableApiName');
  const tableName = columnOf(input.apiName);
  const taken = await db
    .selectFrom('table_mades')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('api_name', '=', input.apiName), eb('table_name', '=', tableName)]))
    .executeTakeFirst();
  if (taken || isBuiltIn(input.apiName)) throw new HttpError(422, 'extTableExists');
  const table: TableMade = { tableId: randomUUID(), name, tableName, packageName: PACKAGE, apiName: input.apiName, status: '0', hasChild: '0' };
  const last = await db
    .selectFrom('table_mades')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  try {
    await db
      .insertInto('table_mades')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        table_id: table.tableId,
        name,
        table_name: tableName,
        package_name: PACKAGE,
        api_name: table.apiName,
        status: table.status,
        has_child: table.hasChild,
        sort: Number(last?.sort ?? 0) + 1,
      })
      .execute();
  } catch (error) {
    // The same name made at the same moment by another request: the unique (tenant, table name) index.
    if (await db.selectFrom('table_mades').select('id').where('tenant_id', '=', tenantId).where('table_name', '=', tableName).executeTakeFirst()) {
      throw new HttpError(422, 'extTableExists');
    }
    throw error;
  }
  return table;
}
