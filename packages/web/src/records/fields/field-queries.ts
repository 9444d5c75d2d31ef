import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Currency, type DepartNode, type Tag } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { useAppStore } from '../../stores/app.ts';

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

/** The tenant's default currency (there is no list of the tenant's currencies to choose from). */
export const defaultCurrencyQuery = () =>
  queryOptions({
    queryKey: ['sysCurrency', 'default'] as const,
    queryFn: ({ signal }) => http.get<Currency>(API.defaultCurrency, undefined, { signal, silent: true }).then(resultOf),
    staleTime: 30 * 60_000,
    retry: false,
  });

export function useDefaultCurrency(): Currency | null {
  const stored = useAppStore((s) => s.defaultCurrency);
  const { data } = useQuery({ ...defaultCurrencyQuery(), enabled: !stored });
  return stored ?? data ?? null;
}
