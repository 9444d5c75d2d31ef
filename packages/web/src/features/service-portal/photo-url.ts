import { TERMINAL_API } from '@crm/domain';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { storage } from '../../lib/storage.ts';

/** A picture the customer uploaded, as an <img src>: the portal's own file route, the token in the query. */
export function photoUrl(path: string): string {
  const token = storage.get('accessToken') ?? '';
  return `${runtimeConfig().apiBase}${TERMINAL_API.staticPrefix}${path.replace(/^\/+/, '')}?token=${encodeURIComponent(token)}`;
}
