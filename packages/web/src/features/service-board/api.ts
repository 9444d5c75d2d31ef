import { queryOptions } from '@tanstack/react-query';
import { SERVICE_API, SERVICE_FORM_API, type ServiceBoard, type ServiceFormLink } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/** GET SERVICE_API.board: the service board's figures, within the viewer's data scope. */
export const serviceBoardQuery = () =>
  queryOptions({
    queryKey: ['serviceBoard'] as const,
    queryFn: ({ signal }) => http.get<ServiceBoard>(SERVICE_API.board, {}, { signal }).then(resultOf),
  });

/** GET SERVICE_FORM_API.link: the company's published service request link (null until published); dispatchers only. */
export const serviceFormLinkQuery = () =>
  queryOptions({
    queryKey: ['serviceFormLink'] as const,
    queryFn: ({ signal }) => http.get<ServiceFormLink | null>(SERVICE_FORM_API.link, {}, { signal }).then(resultOf),
  });

/** POST SERVICE_FORM_API.link: publishes a new link; the old one stops working. */
export const publishServiceFormLink = () => http.post<ServiceFormLink>(SERVICE_FORM_API.link, {}).then(resultOf);
