import { API, TABLE_LIST_PAGE_SIZE, type AccountInfo, type Page, type TableMade, type Tag, type UserDepartItem } from '@crm/domain';
import { http, type HttpClient } from './http.ts';
import { storage } from './storage.ts';
import { queryClient } from './query-client.ts';
import { useSessionStore } from '../stores/session.ts';
import { useAppStore } from '../stores/app.ts';

/**
 * Session operations shared by the guard, the HTTP client's catalogue and several screens
 * (spec section 4). Features call these; none of them decides where navigation goes.
 */

let companyInfoLoad: Promise<AccountInfo | null> | null = null;

/** The next loadCompanyInfo() asks the server again (a new session, or the app started afresh). */
export function forgetCompanyInfo(): void {
  companyInfoLoad = null;
}

/**
 * Logout of spec section 4: the local session is gone at once; the server is told with the old
 * token, and the logout counts as done even when that call fails.
 */
export async function logout(client: HttpClient = http): Promise<void> {
  const token = storage.get('accessToken');
  useSessionStore.getState().clear();
  useAppStore.getState().clear();
  forgetCompanyInfo();
  queryClient.clear();
  if (!token) return;
  try {
    await client.post(API.logout, undefined, { headers: { 'X-Access-Token': token }, silent: true });
  } catch {
    // The session is already closed on this device.
  }
}

/**
 * Company (account) info after login or at start. On failure the violation endpoint is told and
 * the user is logged out; the answer is then null.
 */
export function loadCompanyInfo(options: { force?: boolean; client?: HttpClient } = {}): Promise<AccountInfo | null> {
  const client = options.client ?? http;
  if (companyInfoLoad && !options.force) return companyInfoLoad;
  companyInfoLoad = (async () => {
    try {
      const answer = await client.get<AccountInfo>(API.accountInfo);
      if (!answer.success || !answer.result) throw new Error(answer.message);
      useAppStore.getState().setCompanyInfo(answer.result);
      return answer.result;
    } catch {
      await client.put(API.violation, {}, { silent: true }).catch(() => undefined);
      await logout(client);
      return null;
    }
  })();
  return companyInfoLoad;
}

/** The table definitions and tags every record screen needs (spec section 7). */
export async function loadWorkspaceData(client: HttpClient = http): Promise<void> {
  const [tables, tags] = await Promise.allSettled([
    client.get<Page<TableMade>>(API.tableMadeList, { pageSize: TABLE_LIST_PAGE_SIZE }),
    client.get<Tag[]>(API.tagAllList),
  ]);
  const patch: { tableNameList?: TableMade[]; tagList?: Tag[] } = {};
  if (tables.status === 'fulfilled' && tables.value.success) patch.tableNameList = tables.value.result?.records ?? [];
  if (tags.status === 'fulfilled' && tags.value.success) patch.tagList = tags.value.result ?? [];
  useAppStore.getState().set(patch);
}

/** Sets the company-select flag when the user belongs to more than one company. */
export async function checkCompanyChoice(userId: string, client: HttpClient = http): Promise<UserDepartItem[]> {
  const answer = await client.get<UserDepartItem[]>(API.userDepartList, { userId });
  const companies = answer.success ? (answer.result ?? []) : [];
  if (companies.length > 1) useAppStore.getState().setCompanySelectFlag(true);
  return companies;
}
