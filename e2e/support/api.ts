import { request, type APIRequestContext } from '@playwright/test';
import { API, canonicalRequest, signRequest } from '@crm/domain';
import { DEMO_PASSWORD, E2E_BASE_URL } from './server.ts';

/**
 * A signed API client, as a third-party client or an administrator's script would call the
 * server: used by specs to arrange what the phone user then sees.
 */
export interface ApiClient {
  post<T>(path: string, body: object): Promise<T>;
  dispose(): Promise<void>;
}

async function signSecret(context: APIRequestContext): Promise<string> {
  const text = await (await context.get('/mobile/config.js')).text();
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)).signSecret;
}

export async function apiAs(username: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  const secret = await signSecret(context);
  let token = '';
  async function post<T>(path: string, body: object): Promise<T> {
    const timestamp = String(Date.now());
    const response = await context.post(`/api${path}`, {
      data: body,
      headers: {
        'X-Access-Token': token,
        'X-Tenant-Id': '0',
        'X-Client-Type': '1',
        'X-TIMESTAMP': timestamp,
        'X-Sign': signRequest(canonicalRequest(path, {}, body), timestamp, secret),
      },
    });
    const answer = await response.json();
    if (!response.ok() || !answer.success) throw new Error(`${path}: ${response.status()} ${answer.message}`);
    return answer.result as T;
  }
  token = (await post<{ token: string }>(API.login, { username, password })).token;
  return { post, dispose: () => context.dispose() };
}
