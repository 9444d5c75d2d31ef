import { queryOptions } from '@tanstack/react-query';
import { API, type DepartNode, type Tag } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/** What field inputs pick from besides dictionaries and users (those live in ../api/list-queries.ts). */
export const departTreeQuery = () =>
  queryOptions({
    queryKey: ['sysDepart', 'tree'] as const,
    queryFn: ({ signal }) => http.get<DepartNode[]>(API.departTree, undefined, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

export const tagsQuery = (tableName: string) =>
  queryOptions({
    queryKey: ['crmTag', tableName] as const,
    queryFn: ({ signal }) => http.get<Tag[]>(API.tagAllList, { tableName }, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });
