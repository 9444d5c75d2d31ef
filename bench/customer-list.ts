// The customer list as the list screen asks for it (a page of 20 cards, with a phone's
// Accept-Encoding), measured at the bench's load: what the yardstick and the field-permission
// figures compare.
import autocannon from 'autocannon';
import { cardFields, entityOf, RECORD_API } from '@crm/domain';
import { signedHeaders } from './api-client.ts';

const ACCEPT_ENCODING = 'gzip, deflate, br';

export const CUSTOMER_LIST_PATH = RECORD_API.list('crm', 'crmCustomer');
export const CUSTOMER_LIST_QUERY = { pageNo: '1', pageSize: '20', fields: cardFields(entityOf('crmCustomer')).join(',') };
export const CUSTOMER_LIST_URL = `/api${CUSTOMER_LIST_PATH}?${new URLSearchParams(CUSTOMER_LIST_QUERY)}`;

export interface ListLoad {
  signSecret: string;
  connections: number;
}

/** The signature headers of the list's request, fresh. */
export const customerListSigned = (signSecret: string) => signedHeaders(signSecret, CUSTOMER_LIST_PATH, CUSTOMER_LIST_QUERY);

/** Requests a second the list is answered at from `base` for `token`; refused or unanswered requests fail the run. */
export async function customerListRate(load: ListLoad, base: string, token: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url: base,
    connections: load.connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          method: 'GET',
          path: CUSTOMER_LIST_URL,
          headers: { 'X-Client-Type': '1', 'X-Access-Token': token, 'Accept-Encoding': ACCEPT_ENCODING, ...customerListSigned(load.signSecret) },
        }),
      },
    ],
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${base}: ${result.non2xx} refused, ${result.errors} unanswered`);
  return result.requests.average;
}
