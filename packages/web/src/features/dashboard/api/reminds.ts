import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type HomeReport, type Page, type Remind, type RemindInput } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf, sharedKeys } from '../../../lib/shared-queries.ts';

export const REMIND_PAGE_SIZE = 20;

/**
 * The to-do kinds a list may be narrowed to (?type= of /crm/crmRemind): a record's follow-up
 * whose next contact came, a receipt plan falling due, a pool's warning, an approval waiting for
 * me, and my own.
 */
export const REMIND_TYPES = ['followUp', 'receivePlan', 'poolRecycle', 'audit', 'task'] as const;
export type RemindType = (typeof REMIND_TYPES)[number];

export function remindTypeOf(value: string | null | undefined): RemindType | undefined {
  return REMIND_TYPES.find((type) => type === value);
}

export const remindKeys = {
  all: ['crmRemind', 'list'] as const,
  list: (done: 0 | 1, type?: RemindType) => ['crmRemind', 'list', done, type ?? ''] as const,
  home: ['crmRemind', 'homeReport'] as const,
};

export const remindsQuery = (done: 0 | 1, type?: RemindType) =>
  infiniteQueryOptions({
    queryKey: remindKeys.list(done, type),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<Remind>>(API.remindList, { pageNo: pageParam, pageSize: REMIND_PAGE_SIZE, done, type: type ?? '' }, { signal }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

/** GET /crm/crmRemind/queryById: one of my to-dos. */
export const remindQuery = (id: string) =>
  queryOptions({
    queryKey: ['crmRemind', 'byId', id] as const,
    queryFn: ({ signal }) => http.get<Remind>(API.remindById, { id }, { signal }).then(resultOf),
  });

/** GET /crm/crmRemind/homeReport: the home page's counts, today's to-dos and my latest activity. */
export const homeReportQuery = () =>
  queryOptions({
    queryKey: remindKeys.home,
    queryFn: ({ signal }) => http.get<HomeReport>(API.homeReport, undefined, { signal }).then(resultOf),
  });

/** Whatever counts or lists to-dos and messages: asked again after a change. */
function useRefreshCounts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: remindKeys.all });
    void queryClient.invalidateQueries({ queryKey: remindKeys.home });
    void queryClient.invalidateQueries({ queryKey: ['crmRemind', 'byId'] });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.waitReport });
  };
}

/** PUT /crm/crmRemind/done with `{ id }`. */
export function markRemindDone(id: string): Promise<unknown> {
  return http.put(API.remindDone, { id }).then(resultOf);
}

export function useRemindDone() {
  const refresh = useRefreshCounts();
  return useMutation({ mutationFn: markRemindDone, onSuccess: refresh });
}

/** PUT /crm/crmRemind/undone with `{ id }`: a completed to-do open again. */
export function reopenRemind(id: string): Promise<unknown> {
  return http.put(API.remindUndone, { id }).then(resultOf);
}

export function useRemindReopen() {
  const refresh = useRefreshCounts();
  return useMutation({ mutationFn: reopenRemind, onSuccess: refresh });
}

/** An approval waiting for me (or decided by me): done by deciding it on its record, never ticked off. */
export const isApprovalTodo = (remind: Pick<Remind, 'type' | 'id'>) => remind.type === 'audit' && remind.id.startsWith('audit:');

/** POST /crm/crmRemind/add: a to-do of my own; answers its id. */
export function addRemind(input: RemindInput): Promise<{ id: string }> {
  return http.post<{ id: string }>(API.remindAdd, input).then(resultOf);
}

export function useAddRemind() {
  const refresh = useRefreshCounts();
  return useMutation({ mutationFn: addRemind, onSuccess: refresh });
}
