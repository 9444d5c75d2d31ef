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

/** The tenant's currencies with their symbols (records in a currency show their amounts with its symbol). */
export const currenciesQuery = () =>
  queryOptions({
    queryKey: ['sysCurrency', 'list'] as const,
    queryFn: ({ signal }) => http.get<Currency[]>(API.currencyList, undefined, { signal, silent: true }).then(resultOf),
    staleTime: 30 * 60_000,
    retry: false,
  });

/** The tenant's default currency. */
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

/** The symbol of a currency: the default's at once; another's once the list is in (its code until then). */
export function useSymbolOf(code: string | null | undefined): string {
  const fallback = useDefaultCurrency();
  const other = !!code && !!fallback && code !== fallback.code;
  const { data } = useQuery({ ...currenciesQuery(), enabled: other });
  if (!other) return fallback?.symbol ?? '¥';
  return data?.find((currency) => currency.code === code)?.symbol ?? code;
}
