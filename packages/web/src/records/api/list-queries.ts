import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  cardFields,
  RECORD_API,
  type DictItem,
  type Page,
  type RecordListQuery,
  type RecordRow,
  type Scene,
  type SceneCondition,
  type TableMade,
  type Tag,
  type UserSummary,
} from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { recordKeys } from './keys.ts';

/** Records per page of every generic list. */
export const LIST_PAGE_SIZE = 20;

/** What a list shows, beside paging: the query key of the list and the export's parameters. */
export type ListCriteria = Pick<RecordListQuery, 'keyword' | 'sceneId' | 'filters' | 'sortField' | 'sortOrder'>;

/** Drops empty criteria, so "no keyword" and "keyword ''" share one cache entry and one request. */
export function cleanCriteria(criteria: ListCriteria): ListCriteria {
  return Object.fromEntries(Object.entries(criteria).filter(([, v]) => v !== undefined && v !== '')) as ListCriteria;
}

/** A page of cards: only the fields a card shows travel (the detail screen reads the whole record). */
export function fetchRecordPage(meta: EntityMeta, criteria: ListCriteria, pageNo: number, pageSize = LIST_PAGE_SIZE, signal?: AbortSignal) {
  return http
    .get<Page<RecordRow>>(meta.paths.list, { ...meta.params, ...cleanCriteria(criteria), pageNo, pageSize, fields: cardFields(meta.def).join(',') }, { signal })
    .then(resultOf);
}

export const recordListQuery = (meta: EntityMeta, criteria: ListCriteria) =>
  infiniteQueryOptions({
    queryKey: recordKeys.list(meta.sourceKey, cleanCriteria(criteria)),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchRecordPage(meta, criteria, pageParam, LIST_PAGE_SIZE, signal),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

/** How many records match: the list's `total` with a page of one (the customer home's counts). */
export const recordCountQuery = (meta: EntityMeta, criteria: ListCriteria) =>
  queryOptions({
    queryKey: [...recordKeys.list(meta.sourceKey, cleanCriteria(criteria)), 'count'] as const,
    queryFn: ({ signal }) => fetchRecordPage(meta, criteria, 1, 1, signal).then((page) => page.total),
  });

export function useDeleteRecord(meta: EntityMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(meta.paths.delete, { ...meta.params, id }).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.object(meta.sourceKey) }),
  });
}

/** GET exportXls as a file, with the list's criteria and, when given, only these fields. */
export function exportRecords(meta: EntityMeta, criteria: ListCriteria, fileName: string, fields?: readonly string[]): Promise<void> {
  if (!meta.paths.exportXls) return Promise.resolve();
  const only = fields && fields.length > 0 ? { fields: fields.join(',') } : {};
  return http.download(meta.paths.exportXls, { ...meta.params, ...cleanCriteria(criteria), ...only }, fileName);
}

// Scenes (saved filters) ----------------------------------------------------------------------

export const scenesQuery = (tableName: string) =>
  queryOptions({
    queryKey: recordKeys.scenes(tableName),
    queryFn: ({ signal }) =>
      http
        .get<Scene[] | Page<Scene>>(RECORD_API.sceneList, { tableName }, { signal })
        .then(resultOf)
        .then((answer) => (Array.isArray(answer) ? answer : (answer?.records ?? []))),
    staleTime: 60_000,
  });

export interface SceneInput {
  name: string;
  tableName: string;
  visibility: string;
  conditions: SceneCondition[];
}

export function useSceneMutations(tableName: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: recordKeys.scenes(tableName) });
  return {
    create: useMutation({ mutationFn: (scene: SceneInput) => http.post<Scene>(RECORD_API.sceneAdd, scene).then(resultOf), onSuccess }),
    rename: useMutation({
      mutationFn: (scene: Pick<Scene, 'id' | 'name' | 'visibility' | 'conditions'>) => http.put<Scene>(RECORD_API.sceneEdit, scene).then(resultOf),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => http.delete<null>(RECORD_API.sceneDelete, { id }).then(resultOf), onSuccess }),
  };
}

// What the filter sheet offers ------------------------------------------------------------------

export const dictItemsQuery = (code: string) =>
  queryOptions({
    queryKey: ['sysDict', code] as const,
    queryFn: ({ signal }) => http.get<DictItem[]>(`${API.dictItems}/${encodeURIComponent(code)}`, undefined, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

export const userSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['sysUser', 'search', keyword] as const,
    queryFn: ({ signal }) => http.get<Page<UserSummary>>(API.userList, { keyword: keyword || undefined, pageNo: 1, pageSize: 50 }, { signal }).then(resultOf),
    staleTime: 60_000,
  });

/** The object's sysTableMade row (its tableId for the business types), when the store lacks it. */
export const tableMadeByNameQuery = (tableName: string) =>
  queryOptions({
    queryKey: ['sysTableMade', 'byName', tableName] as const,
    queryFn: ({ signal }) =>
      http
        .get<Page<TableMade>>(API.tableMadeList, { tableName, pageNo: 1, pageSize: 1000 }, { signal })
        .then(resultOf)
        .then((page) => page.records.find((t) => t.tableName === tableName) ?? null),
    staleTime: 5 * 60_000,
  });

/** The tenant's tags of one table (the cards' tag names and colours). */
export const tableTagsQuery = (tableName: string) =>
  queryOptions({
    queryKey: ['crmTag', tableName] as const,
    queryFn: ({ signal }) => http.get<Tag[]>(API.tagAllList, { tableName }, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });
