import { hasPermission } from '@crm/domain';
import { queryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../stores/session.ts';
import { filtersFromQuery } from './filters.ts';
import { loadDefinition } from '../definitions.ts';
import { recordListQuery } from '../api/list-queries.ts';
import { registeredMeta } from '../meta/entity-meta.ts';

/**
 * Asks for the first page of an object's list as soon as its definition is in, beside the list
 * screen's own chunks, texts and the session's permissions, instead of after them and after the
 * custom fields: on a phone each of those is a round trip, and the first page is what the user
 * opened the list for (its cards are the page's largest paint). The screen's query finds the page
 * in the cache under the same key, the one it asks for with no scene, filter or keyword. Only for a
 * signed-in user whose stored permissions grant the list; a scene or filter choices in the address
 * open another page.
 */
export async function prefetchFirstPage(apiName: string, search: string): Promise<void> {
  const params = new URLSearchParams(search);
  if (params.has('scene')) return;
  const def = await loadDefinition(apiName);
  const { token, auth, allAuth } = useSessionStore.getState();
  if (!def || !token || !hasPermission(`${def.permissionPrefix}:list`, { auth, allAuth })) return;
  if (Object.keys(filtersFromQuery(def, params)).length > 0) return;
  await queryClient.prefetchInfiniteQuery(recordListQuery(registeredMeta(def, []), { sortField: def.defaultSort.field, sortOrder: def.defaultSort.order }));
}
