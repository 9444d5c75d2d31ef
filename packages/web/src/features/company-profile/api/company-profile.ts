import { queryOptions } from '@tanstack/react-query';
import { API, COMPANY_PROFILE_API, type CompanyProfile, type CompanyProfileInput, type Envelope } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** The company's logo and payment details (COMPANY_PROFILE_API): read by staff, saved by administrators. */

export const companyProfileQuery = () =>
  queryOptions({
    queryKey: ['companyProfile'] as const,
    queryFn: ({ signal }) => http.get<CompanyProfile>(COMPANY_PROFILE_API.get, {}, { signal }).then(resultOf),
  });

/** Saves the profile; a refusal's field errors come back on the thrown HttpError (422). */
export const saveCompanyProfile = (input: CompanyProfileInput) => http.put<CompanyProfile>(COMPANY_PROFILE_API.save, input, { silent: true }).then(resultOf);

/** A picture of the company (logo, payment QR): the server's `logo` purpose takes pictures under 200 KB. */
export async function uploadCompanyPicture(file: File): Promise<string> {
  const answer: Envelope<unknown> = await http.upload<unknown>(API.upload, file, file.name, { params: { biz: 'logo' } });
  if (!answer.success || typeof answer.result !== 'string') throw new Error(answer.message);
  return answer.result;
}
