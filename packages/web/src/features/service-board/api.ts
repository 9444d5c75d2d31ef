import { queryOptions } from '@tanstack/react-query';
import { SERVICE_API, type ServiceBoard } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/** GET SERVICE_API.board: the service board's figures, within the viewer's data scope. */
export const serviceBoardQuery = () =>
  queryOptions({
    queryKey: ['serviceBoard'] as const,
    queryFn: ({ signal }) => http.get<ServiceBoard>(SERVICE_API.board, {}, { signal }).then(resultOf),
  });
