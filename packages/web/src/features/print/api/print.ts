import { queryOptions } from '@tanstack/react-query';
import { COMPANY_PROFILE_API, RECORD_API, type CompanyProfile, type Page, type RecordRow } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/**
 * What a print-out reads: the record through the record API (the user's rights and scope apply:
 * outside them it is not found), the company's name and logo, and the specifications of the
 * products on its lines. Silent: the page says itself what failed.
 */

/** The objects printed as documents, and where their lines are. */
export const PRINTABLE = ['crmQuote', 'crmOrder', 'crmContract'] as const;
export type PrintableObject = (typeof PRINTABLE)[number];

export const isPrintable = (apiName: string): apiName is PrintableObject => (PRINTABLE as readonly string[]).includes(apiName);

export const printedRecordQuery = (apiName: PrintableObject, id: string) =>
  queryOptions({
    queryKey: ['print', apiName, id] as const,
    queryFn: ({ signal }) => http.get<RecordRow>(RECORD_API.queryById('crm', apiName), { id }, { signal, silent: true }).then(resultOf),
    retry: false,
  });

export const companyProfileQuery = () =>
  queryOptions({
    queryKey: ['companyProfile'] as const,
    queryFn: ({ signal }) => http.get<CompanyProfile>(COMPANY_PROFILE_API.get, {}, { signal, silent: true }).then(resultOf),
    retry: false,
  });

/** The specification of each product by id; none where the products cannot be read (a role without the catalogue). */
export const productSpecsQuery = (productIds: readonly string[]) =>
  queryOptions({
    queryKey: ['print', 'productSpecs', [...productIds].sort()] as const,
    queryFn: async ({ signal }) => {
      const filters = JSON.stringify([{ field: 'id', op: 'in', value: productIds }]);
      const page = await http
        .get<Page<RecordRow>>(RECORD_API.list('crm', 'crmProduct'), { filters, pageNo: 1, pageSize: 100 }, { signal, silent: true })
        .then(resultOf)
        .catch(() => null);
      return new Map((page?.records ?? []).map((product) => [product.id, typeof product.specification === 'string' ? product.specification : '']));
    },
    retry: false,
  });
