import { CONTENT_API, type ContentShare, type ShareableObject } from '@crm/domain';
import { BASENAME } from '../guard.ts';
import { http } from '../http.ts';
import { resultOf } from '../shared-queries.ts';

/** The staff's calls on their links to content (CONTENT_API): an article's or a document's, made from its detail screen. */

/** Where the visits of the user's links are listed (app/content-routes.tsx). */
export const CONTENT_VISITS_PATH = '/cms/visitorView';

/** The caller's link to a record: the one made before while it stands, else a new one. A draft article is refused (422), the http layer says why. */
export const shareRecord = (apiName: ShareableObject, id: string) => http.post<ContentShare>(CONTENT_API.share, { apiName, id }).then(resultOf);

/** The link stops opening for whoever has it. */
export const revokeShare = (key: string) => http.post<null>(CONTENT_API.revoke, { key }).then(resultOf);

/** The address a customer opens: the public page under the client's base, on this origin. */
export const shareUrl = (share: Pick<ContentShare, 'path'>) => `${window.location.origin}${BASENAME}${share.path}`;
