import { queryOptions } from '@tanstack/react-query';
import { PAYMENT_LINK_API, type PaymentLink } from '@crm/domain';
import { BASENAME } from '../../../lib/guard.ts';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** An order's payment link (PAYMENT_LINK_API): the one standing, made, or revoked, by whoever sees the order. */

export const paymentLinkQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['paymentLink', orderId] as const,
    queryFn: ({ signal }) => http.get<PaymentLink | null>(PAYMENT_LINK_API.current, { orderId }, { signal }).then(resultOf),
  });

export const createPaymentLink = (orderId: string) => http.post<PaymentLink>(PAYMENT_LINK_API.create, { orderId }).then(resultOf);

export const revokePaymentLink = (orderId: string) => http.post<null>(PAYMENT_LINK_API.revoke, { orderId }).then(resultOf);

/** The address the customer opens: the public page under the client's base, on this origin. */
export const paymentUrl = (link: Pick<PaymentLink, 'path'>) => `${window.location.origin}${BASENAME}${link.path}`;
