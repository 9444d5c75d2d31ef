import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ACTIVITY_API, type ActivityKind, type ActivityLine, type ActivityPerson, type BrowseEntry, type Page } from '@crm/domain';
import { http, HttpError } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

const PAGE_SIZE = 20;

export interface ActivityFilter {
  userId?: string;
  kind?: ActivityKind;
  /** Local days, both included. */
  from?: string;
  to?: string;
}

const activityKeys = {
  list: (filter: ActivityFilter) => ['activity', 'list', filter.userId ?? '', filter.kind ?? '', filter.from ?? '', filter.to ?? ''] as const,
  people: ['activity', 'people'] as const,
  browse: ['activity', 'browse'] as const,
};

const nextPage = <T>(last: Page<T>) => (last.current < last.pages ? last.current + 1 : undefined);

/** GET /sys/sysActionLog/list: what my scope's people did, newest first, page by page. */
export const activityQuery = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<ActivityLine>>(
          ACTIVITY_API.list,
          {
            pageNo: pageParam,
            pageSize: PAGE_SIZE,
            ...(filter.userId ? { userId: filter.userId } : {}),
            ...(filter.kind ? { kind: filter.kind } : {}),
            ...(filter.from ? { from: filter.from } : {}),
            ...(filter.to ? { to: filter.to } : {}),
          },
          { signal },
        )
        .then(resultOf),
    getNextPageParam: nextPage,
    // A refusal (the dates) is not made good by asking again.
    retry: (failures, error) => !(error instanceof HttpError && error.status !== null && error.status < 500) && failures < 1,
  });

/** GET /sys/sysActionLog/people: whom the person filter offers. */
export const activityPeopleQuery = () =>
  queryOptions({
    queryKey: activityKeys.people,
    queryFn: ({ signal }) => http.get<ActivityPerson[]>(ACTIVITY_API.people, {}, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

/** GET /crm/crmBrowseList/list: the records I opened lately, newest first. */
export const browseListQuery = () =>
  infiniteQueryOptions({
    queryKey: activityKeys.browse,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<BrowseEntry>>(ACTIVITY_API.browseList, { pageNo: pageParam, pageSize: PAGE_SIZE }, { signal }).then(resultOf),
    getNextPageParam: nextPage,
  });
