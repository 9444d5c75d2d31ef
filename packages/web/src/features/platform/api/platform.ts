import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  PLATFORM_SEATS_PATH,
  type AccountExtension,
  type AccountSeatLimit,
  type AccountStatusChange,
  type AccountUsageReport,
  type EnterpriseAccountRow,
  type EnterpriseAccountView,
  type GroupNode,
  type Page,
} from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

const keys = {
  all: ['plat'] as const,
  list: (keyword: string, status: string) => ['plat', 'accounts', keyword, status] as const,
  view: (id: string) => ['plat', 'account', id] as const,
  report: ['plat', 'report'] as const,
};

export const accountListQuery = (keyword: string, status: string) =>
  queryOptions({
    queryKey: keys.list(keyword, status),
    queryFn: ({ signal }) =>
      http.get<Page<EnterpriseAccountRow>>(API.platAccountList, { pageNo: 1, pageSize: 100, keyword, status }, { signal }).then(resultOf),
  });

export const accountViewQuery = (id: string) =>
  queryOptions({
    queryKey: keys.view(id),
    queryFn: ({ signal }) => http.get<EnterpriseAccountView>(API.platAccountView, { id }, { signal }).then(resultOf),
  });

export const accountReportQuery = () =>
  queryOptions({
    queryKey: keys.report,
    queryFn: ({ signal }) => http.get<AccountUsageReport>(API.platAccountReport, undefined, { signal }).then(resultOf),
  });

export const groupTreeQuery = () =>
  queryOptions({
    queryKey: ['groupTree'],
    queryFn: ({ signal }) => http.get<GroupNode[]>(API.groupTree, undefined, { signal }).then(resultOf),
  });

/** Extending or changing the status changes lists, the view and the report alike. */
function useAccountChange<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: T) => http.put<EnterpriseAccountView>(path, change).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useExtendAccount = () => useAccountChange<AccountExtension>(API.platAccountExtend);
export const useChangeAccountStatus = () => useAccountChange<AccountStatusChange>(API.platAccountStatus);
export const useSetSeatLimit = () => useAccountChange<AccountSeatLimit>(PLATFORM_SEATS_PATH);
