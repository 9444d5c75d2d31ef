import { queryOptions } from '@tanstack/react-query';
import { SMART_FORM_API, type PublicSmartForm } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { isLinkGone } from '../../../lib/link-key/LinkKeyAnswer.tsx';

/** The public smart form's calls by a link's key (SMART_FORM_API.public*): no session, silent (the page says what failed). */

export const smartFormQuery = (key: string) =>
  queryOptions({
    queryKey: ['publicSmartForm', key] as const,
    queryFn: ({ signal }) => http.get<PublicSmartForm>(SMART_FORM_API.publicForm, { key }, { signal, silent: true }).then(resultOf),
    retry: (failures, error) => !isLinkGone(error) && failures < 1,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The visitor's answers by question id, with this load's visit when counted; answers the form's thank-you text. */
export const submitSmartForm = (key: string, answers: Record<string, unknown>, visitId: string | null) =>
  http
    .post<{ thankYou: string }>(SMART_FORM_API.publicSubmit, { key, answers, ...(visitId ? { visitId } : {}) }, { silent: true })
    .then(resultOf)
    .then((sent) => sent.thankYou);
