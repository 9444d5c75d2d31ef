import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { STARS_API, type Page, type StarEntry, type StarObject, type StarState } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/**
 * My follows (issue 20): whether I follow a record, starring and unstarring it (the detail
 * screen's star), and the list of what I follow (/sys/sysStarList, features/stars). One key root,
 * so a star changed anywhere refreshes the list and the counts.
 */
export const starKeys = {
  all: ['stars'] as const,
  state: (apiName: string, id: string) => ['stars', 'state', apiName, id] as const,
  list: (apiName: string) => ['stars', 'list', apiName] as const,
  objects: ['stars', 'objects'] as const,
};

const PAGE_SIZE = 20;

export const starStateQuery = (apiName: string, id: string) =>
  queryOptions({
    queryKey: starKeys.state(apiName, id),
    queryFn: ({ signal }) => http.get<StarState>(STARS_API.state, { apiName, id }, { signal }).then(resultOf),
  });

/** What I follow, newest first, page by page; of one object, or ('' ) of every one. */
export const starListQuery = (apiName: string) =>
  infiniteQueryOptions({
    queryKey: starKeys.list(apiName),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<StarEntry>>(STARS_API.list, { pageNo: pageParam, pageSize: PAGE_SIZE, ...(apiName ? { apiName } : {}) }, { signal }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

export const starObjectsQuery = () =>
  queryOptions({
    queryKey: starKeys.objects,
    queryFn: ({ signal }) => http.get<StarObject[]>(STARS_API.objects, undefined, { signal }).then(resultOf),
  });

/** Follows (`starred: true`) or stops following a record; the answer is its new state. */
export function useSetStar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ apiName, id, starred }: { apiName: string; id: string; starred: boolean }) =>
      http.post<StarState>(starred ? STARS_API.star : STARS_API.unstar, { apiName, id }).then(resultOf),
    onSuccess: (answer, { apiName, id }) => {
      queryClient.setQueryData(starKeys.state(apiName, id), answer);
      void queryClient.invalidateQueries({ queryKey: starKeys.all, predicate: (query) => query.queryKey[1] !== 'state' });
    },
  });
}
