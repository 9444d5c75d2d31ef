import { queryOptions } from '@tanstack/react-query';
import { PAYMENT_LINK_API, type PublicPayment } from '@crm/domain';
import { http, HttpError } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** A key that opens nothing: revoked, unknown, its order gone (404, none told apart), or not a key at all (400). */
export const isGone = (error: unknown): boolean => error instanceof HttpError && (error.status === 404 || error.status === 400);

/** The payment page's one call, by the link's key: no session, silent (the page says what failed). */
export const publicPaymentQuery = (key: string) =>
  queryOptions({
    queryKey: ['publicPayment', key] as const,
    queryFn: ({ signal }) => http.get<PublicPayment>(PAYMENT_LINK_API.publicView, { key }, { signal, silent: true }).then(resultOf),
    retry: (failures, error) => !isGone(error) && failures < 1,
    refetchOnWindowFocus: false,
  });
