import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Page, type Remind } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf, sharedKeys } from '../../../lib/shared-queries.ts';

export const REMIND_PAGE_SIZE = 20;
export const remindKeys = { all: ['crmRemind', 'list'] as const, list: (done: 0 | 1) => ['crmRemind', 'list', done] as const };

export const remindsQuery = (done: 0 | 1) =>
  infiniteQueryOptions({
    queryKey: remindKeys.list(done),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<Remind>>(API.remindList, { pageNo: pageParam, pageSize: REMIND_PAGE_SIZE, done }, { signal }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

/** PUT /crm/crmRemind/done with `{ id }`. */
export function markRemindDone(id: string): Promise<unknown> {
  return http.put(API.remindDone, { id }).then(resultOf);
}

export function useRemindDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRemindDone,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: remindKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.waitReport });
    },
  });
}
