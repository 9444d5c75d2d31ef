import { infiniteQueryOptions } from '@tanstack/react-query';
import { CONTENT_API, type ContentVisit, type Page } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

const PAGE_SIZE = 20;

/** GET CONTENT_API.visits: the visits of the user's links (an administrator's: everyone's), newest first, page by page. */
export const contentVisitsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['contentVisits'] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => http.get<Page<ContentVisit>>(CONTENT_API.visits, { pageNo: pageParam, pageSize: PAGE_SIZE }, { signal }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
