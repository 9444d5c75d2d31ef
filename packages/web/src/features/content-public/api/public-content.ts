import { queryOptions } from '@tanstack/react-query';
import { CONTENT_API, type PublicContent } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { isLinkGone } from '../../../lib/link-key/LinkKeyAnswer.tsx';
import { resultOf } from '../../../lib/shared-queries.ts';

/**
 * The public pages' calls by a link's key (CONTENT_API.public*): no session, and silent, since a
 * customer reading has no use for the staff's toasts; the page says what failed itself.
 */

export const publicContentQuery = (key: string) =>
  queryOptions({
    queryKey: ['publicContent', key] as const,
    queryFn: ({ signal }) => http.get<PublicContent>(CONTENT_API.publicView, { key }, { signal, silent: true }).then(resultOf),
    // A link that opens nothing stays so; a failed network is tried once more.
    retry: (failures, error) => !isLinkGone(error) && failures < 1,
    // Read once per load: asking again would not change what the reader is reading.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The visit of this load of the page: the same `openId` again is the same visit. */
export const openVisit = (key: string, openId: string) =>
  http
    .post<{ visitId: string }>(CONTENT_API.publicOpened, { key, openId }, { silent: true })
    .then(resultOf)
    .then((opened) => opened.visitId);

/** How long the page has been read so far, in seconds (the server keeps the most it was told). */
export const reportRead = (key: string, visitId: string, seconds: number) =>
  http.post<null>(CONTENT_API.publicRead, { key, visitId, seconds }, { silent: true }).then(resultOf);

/** The visitor's name or mobile, which becomes the sharer's lead; answers the server's thanks. */
export const leaveContact = (key: string, visitId: string, contact: { name: string | null; phone: string | null }) =>
  http.post<null>(CONTENT_API.publicContact, { key, visitId, ...contact }, { silent: true }).then((answer) => {
    resultOf(answer);
    return answer.message;
  });
