import { queryOptions } from '@tanstack/react-query';
import { ACTIVITY_API, type RecordViewer } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/** GET /crm/crmBrowseList/viewers: who opened a record, the latest first (issue 14's browse list). */
export const viewersQuery = (apiName: string, id: string) =>
  queryOptions({
    queryKey: ['records', 'viewers', apiName, id] as const,
    queryFn: ({ signal }) => http.get<RecordViewer[]>(ACTIVITY_API.viewers, { apiName, id }, { signal }).then(resultOf),
  });
