import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { API, canonicalRequest, signRequest } from '@crm/domain';
import { DEMO_PASSWORD, E2E } from './server.ts';

/**
 * A signed API client, as a third-party client or an administrator's script would call the
 * server: used by specs to arrange what the phone user then sees.
 */
export interface ApiClient {
  post<T>(path: string, body: object): Promise<T>;
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  /** Uploads a file as the phone's upload does; answers its stored path. */
  upload(name: string, content: Buffer, mimeType: string): Promise<string>;
  dispose(): Promise<void>;
}

async function signSecret(context: APIRequestContext): Promise<string> {
  const text = await (await context.get('/mobile/config.js')).text();
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)).signSecret;
}

export async function apiAs(username: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const context = await request.newContext({ baseURL: E2E.baseUrl });
  const secret = await signSecret(context);
  let token = '';
  const headers = (path: string, query: Record<string, string>, body?: object) => {
    const timestamp = String(Date.now());
    return {
      'X-Access-Token': token,
      'X-Tenant-Id': '0',
      'X-Client-Type': '1',
      'X-TIMESTAMP': timestamp,
      'X-Sign': signRequest(canonicalRequest(path, query, body), timestamp, secret),
    };
  };
  async function resultOf<T>(path: string, response: APIResponse): Promise<T> {
    const answer = await response.json();
    if (!response.ok() || !answer.success) throw new Error(`${path}: ${response.status()} ${answer.message}`);
    return answer.result as T;
  }
  const post = <T>(path: string, body: object) =>
    context.post(`/api${path}`, { data: body, headers: headers(path, {}, body) }).then((response) => resultOf<T>(path, response));
  const get = <T>(path: string, query: Record<string, string> = {}) =>
    context.get(`/api${path}`, { params: query, headers: headers(path, query) }).then((response) => resultOf<T>(path, response));
  const upload = (name: string, buffer: Buffer, mimeType: string) =>
    context
      .post(`/api${API.upload}`, { multipart: { file: { name, mimeType, buffer } }, headers: headers(API.upload, {}) })
      .then((response) => resultOf<string>(API.upload, response));
  token = (await post<{ token: string }>(API.login, { username, password })).token;
  return { post, get, upload, dispose: () => context.dispose() };
}
