import { useMemo, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECORD_API, entityRoutes, restrictDefinition, type EntityDef, type FieldDef, type TableFields, type TableMade, API } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { useEntityTexts } from '../../lib/i18n.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { recordKeys } from '../api/keys.ts';
import { useDefinition } from '../definitions.ts';

/**
 * What the generic screens need to know about an object: its definition with the custom fields an
 * administrator added merged in, the API paths and the client routes. An object is either a
 * registered business object (by apiName) or an extension table (by sysTableMade tableId).
 */
export type EntitySource = { kind: 'entity'; apiName: string } | { kind: 'ext'; tableId: string };

export interface EntityMeta {
  source: EntitySource;
  /** Stable key of the source for query keys and keep-alive caches. */
  sourceKey: string;
  def: EntityDef;
  /** API paths of the generic routes. */
  paths: {
    list: string;
    queryById: string;
    add: string;
    edit: string;
    delete: string;
    /** Null where the object does not offer it (extension tables). */
    deleteBatch: string | null;
    lock: string | null;
    exportXls: string | null;
    importExcel: string | null;
  };
  /** Parameters every call about this object carries (the tableId of an extension table). */
  params: Record<string, string>;
  /** Client routes of the list, detail and add screens (detail and add take ?id= / ?tableId=), and the form's when it edits, where the object names another. */
  routes: { list: string; view: string; add: string; edit?: string };
}

export function sourceKeyOf(source: EntitySource): string {
  return source.kind === 'entity' ? source.apiName : `ext:${source.tableId}`;
}

/** Custom fields added at run time come after the registry's own, in their stored order. */
export function mergeFields(def: EntityDef, custom: readonly FieldDef[]): EntityDef {
  const own = new Set(def.fields.map((f) => f.name));
  return { ...def, fields: [...def.fields, ...custom.filter((f) => !own.has(f.name)).map((f) => ({ ...f, custom: true }))] };
}

export function registeredMeta(def: EntityDef, custom: readonly FieldDef[]): EntityMeta {
  const source: EntitySource = { kind: 'entity', apiName: def.apiName };
  const m = def.module;
  const a = def.apiName;
  return {
    source,
    sourceKey: sourceKeyOf(source),
    def: mergeFields(def, custom),
    paths: {
      list: RECORD_API.list(m, a),
      queryById: RECORD_API.queryById(m, a),
      add: RECORD_API.add(m, a),
      edit: RECORD_API.edit(m, a),
      delete: RECORD_API.delete(m, a),
      deleteBatch: RECORD_API.deleteBatch(m, a),
      lock: RECORD_API.lock(m, a),
      exportXls: RECORD_API.exportXls(m, a),
      importExcel: RECORD_API.importExcel(m, a),
    },
    params: {},
    routes: entityRoutes(def),
  };
}

/** An extension table is an object with only custom fields, served by the /crm/extRecord routes. */
export function extensionMeta(table: TableMade, fields: readonly FieldDef[]): EntityMeta {
  const source: EntitySource = { kind: 'ext', tableId: table.tableId };
  const def: EntityDef = {
    module: table.packageName || 'crm',
    apiName: table.apiName,
    table: table.tableName,
    label: table.name,
    custom: true,
    permissionPrefix: `${table.packageName || 'crm'}:${table.apiName}`,
    fields: fields.map((f) => ({ ...f, custom: true })),
    titleField: fields[0]?.name ?? 'id',
    subtitleFields: fields.slice(1, 3).map((f) => f.name),
    searchFields: fields.filter((f) => f.type === 'text').map((f) => f.name),
    filterFields: fields.filter((f) => f.type === 'dict' || f.type === 'date' || f.type === 'datetime').map((f) => f.name),
    defaultSort: { field: 'updateTime', order: 'desc' },
    relatedLists: [],
    presetScenes: [],
    features: { owner: true, team: false, lock: false, audit: false, followUp: false, attachments: true, tags: false, bizTypes: false, comments: false },
  };
  return {
    source,
    sourceKey: sourceKeyOf(source),
    def,
    paths: {
      list: RECORD_API.extList,
      queryById: RECORD_API.extQueryById,
      add: RECORD_API.extAdd,
      edit: RECORD_API.extEdit,
      delete: RECORD_API.extDelete,
      deleteBatch: null,
      lock: null,
      exportXls: null,
      importExcel: null,
    },
    params: { tableId: table.tableId },
    routes: { list: '/crm/list', view: '/crm/view', add: '/crm/form' },
  };
}

export const tableFieldsQuery = (tableName: string) =>
  queryOptions({
    queryKey: recordKeys.fields(tableName),
    queryFn: ({ signal }) => http.get<TableFields>(RECORD_API.tableFields, { tableName }, { signal }).then(resultOf),
    staleTime: 60_000,
  });

const extTableQuery = (tableId: string) =>
  queryOptions({
    queryKey: recordKeys.extTable(tableId),
    queryFn: ({ signal }) => http.get<TableMade>(API.tableMadeByTableId, { tableId }, { signal }).then(resultOf),
    staleTime: 60_000,
  });

function buildMeta(
  source: EntitySource,
  registered: EntityDef | undefined,
  table: TableMade | undefined,
  fields: TableFields | undefined,
): EntityMeta | undefined {
  const meta =
    source.kind === 'entity'
      ? registered
        ? registeredMeta(registered, fields?.fields ?? [])
        : undefined
      : table
        ? extensionMeta(table, fields?.fields ?? [])
        : undefined;
  // The caller's field permissions: what their roles hide is not in the definition, what they may only read is never an input.
  return meta && fields ? { ...meta, def: restrictDefinition(meta.def, fields.access, fields.lineAccess) } : meta;
}

/**
 * The object's metadata, or undefined while it first loads (and for an unknown object). The first
 * answer about the custom fields is awaited, so a form does not rearrange itself; after that the
 * metadata stays: a failed custom-field load shows the registry's fields, and its retry (a kept-
 * alive list showing again, a new screen) keeps what is known instead of going back to loading.
 * The object and field labels (the `entity` texts) and the object's definition (which the
 * record routes load with the screen) are awaited too; a failed load is the screen's error.
 */
export function useEntityMeta(source: EntitySource): { meta: EntityMeta | undefined; isLoading: boolean; error: unknown } {
  const texts = useEntityTexts();
  const definition = useDefinition(source.kind === 'entity' ? source.apiName : undefined);
  const registered = definition.def;
  const table = useQuery({ ...extTableQuery(source.kind === 'ext' ? source.tableId : ''), enabled: source.kind === 'ext' });
  const tableName = registered?.table ?? table.data?.tableName ?? '';
  const fields = useQuery({ ...tableFieldsQuery(tableName), enabled: tableName !== '' });
  const sourceKey = sourceKeyOf(source);
  const tableData = table.data;
  const fieldsData = fields.data;
  // isFetched: some answer (data or error) came at least once, so a retry is no first load.
  const settled = fields.isFetched || fields.isError || fieldsData !== undefined;
  const meta = useMemo(
    () => (settled ? buildMeta(source, registered, tableData, fieldsData) : undefined),
    [settled, source, registered, tableData, fieldsData],
  );
  const lastKnown = useRef<EntityMeta | undefined>(undefined);
  if (meta) lastKnown.current = meta;
  else if (lastKnown.current?.sourceKey !== sourceKey) lastKnown.current = undefined;
  const shown = meta ?? lastKnown.current;

  if (source.kind === 'entity' && definition.unknown) {
    return { meta: undefined, isLoading: false, error: new Error(`unknown object ${source.apiName}`) };
  }
  if (source.kind === 'entity' && !registered) return { meta: undefined, isLoading: !definition.error, error: definition.error };
  if (!texts.ready) return { meta: undefined, isLoading: !texts.error, error: texts.error };
  if (shown) return { meta: shown, isLoading: false, error: null };
  if (source.kind === 'ext' && table.isError) return { meta: undefined, isLoading: false, error: table.error };
  return { meta: undefined, isLoading: true, error: null };
}
