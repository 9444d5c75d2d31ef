import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SERVICE_API, type EngineerItem, type EngineerState, type EngineerStatus } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

const keys = {
  engineers: (keyword: string) => ['crmWorkOrder', 'engineers', keyword] as const,
  myStatus: ['crmWorkOrder', 'myStatus'] as const,
};

/** The engineers a dispatcher assigns to (free, busy, offline, each by open load), by name. */
export const engineersQuery = (keyword: string) =>
  queryOptions({
    queryKey: keys.engineers(keyword),
    queryFn: ({ signal }) => http.get<EngineerItem[]>(SERVICE_API.engineers, keyword ? { keyword } : {}, { signal }).then(resultOf),
  });

/** The caller's own status and since when. */
export const myStatusQuery = () =>
  queryOptions({
    queryKey: keys.myStatus,
    queryFn: ({ signal }) => http.get<EngineerState>(SERVICE_API.myStatus, {}, { signal }).then(resultOf),
  });

/** Sets the caller's status; the page shows what the server answers. */
export function useSetMyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: EngineerStatus) => http.post<EngineerState>(SERVICE_API.myStatus, { status }).then(resultOf),
    onSuccess: (state) => {
      queryClient.setQueryData(keys.myStatus, state);
      void queryClient.invalidateQueries({ queryKey: ['crmWorkOrder', 'engineers'] });
    },
  });
}
