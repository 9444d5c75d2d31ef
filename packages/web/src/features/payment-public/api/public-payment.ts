import { queryOptions } from '@tanstack/react-query';
import { PAYMENT_LINK_API, type PublicPayment } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { isLinkGone } from '../../../lib/link-key/LinkKeyAnswer.tsx';
import { resultOf } from '../../../lib/shared-queries.ts';

/** The payment page's one call, by the link's key: no session, silent (the page says what failed). */
export const publicPaymentQuery = (key: string) =>
  queryOptions({
    queryKey: ['publicPayment', key] as const,
    queryFn: ({ signal }) => http.get<PublicPayment>(PAYMENT_LINK_API.publicView, { key }, { signal, silent: true }).then(resultOf),
    retry: (failures, error) => !isLinkGone(error) && failures < 1,
    refetchOnWindowFocus: false,
  });
