/**
 * GET /crm/businessInfo?name= (RECORD_API.businessInfo, on the page /hk/searchCustomerIndex, issue
 * 21): the registered company data for a name, from the business-information provider a
 * deployment names (BUSINESS_INFO_URL; none by default, and then the route answers 409 and the
 * page offers nothing). A salesperson checks a company before calling it, and makes a customer of
 * what the register says.
 *
 * The provider interface, for an adapter in front of a commercial register service (Qichacha,
 * Tianyancha, a national register):
 *   GET <BUSINESS_INFO_URL>?name=<the name typed>
 *   Authorization: Bearer <BUSINESS_INFO_TOKEN>   (when one is set)
 *   Accept: application/json
 * answered 200 with `{ "companies": [ ...RegisteredCompany ] }`, best match first, each with at
 * least `name`; the other fields may be absent or null. 404 or an empty list: no company of that
 * name. Anything else, or no answer within BUSINESS_INFO_TIMEOUT_MS, is the provider failing (502).
 */
export interface RegisteredCompany {
  name: string;
  /** The unified social credit code (统一社会信用代码), the company's tax id. */
  creditCode: string | null;
  legalRepresentative: string | null;
  /** As the register writes it, with its currency: 1000万元人民币. */
  registeredCapital: string | null;
  /** YYYY-MM-DD. */
  establishedDate: string | null;
  /** As the register writes it: 存续, 在业, 注销… */
  status: string | null;
  address: string | null;
  businessScope: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** How long the provider has to answer; the salesperson is waiting on the phone. */
export const BUSINESS_INFO_TIMEOUT_MS = 8_000;

/** Companies answered at most. */
export const BUSINESS_INFO_LIMIT = 10;

/** Characters a name needs before the provider is asked (each question may cost the company money). */
export const BUSINESS_INFO_NAME_MIN = 2;
