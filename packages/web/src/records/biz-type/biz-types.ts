import { queryOptions } from '@tanstack/react-query';
import { API, type BizType } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

export const bizTypesQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['sysBizType', tableId],
    queryFn: ({ signal }) => http.get<BizType[]>(API.bizTypeByTableId, { tableId, status: 0 }, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });
