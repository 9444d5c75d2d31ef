import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@crm/domain';
import { http } from '../lib/http.ts';

/** What a fake route answers: a status and body, or a transport failure. */
export type FakeAnswer = { status?: number; data?: unknown; headers?: Record<string, string> } | 'network-error' | 'timeout';
export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

export function ok<T>(result: T, message = 'ok'): { status: number; data: Envelope<T> } {
  return { status: 200, data: { success: true, message, code: 200, result, timestamp: 0 } };
}

export function fail(status: number, message: string, code = status): { status: number; data: Envelope<null> } {
  return { status, data: { success: false, message, code, result: null, timestamp: 0 } };
}

/** An axios adapter answering `"METHOD /path"` keys; unknown calls get 404. */
export function fakeAdapter(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON
      }
    }
    const call: RecordedCall = { method, url, params: { ...(config.params ?? {}) }, headers, body, config };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const answer: FakeAnswer = route === undefined ? fail(404, 'not found') : typeof route === 'function' ? await route(call) : route;
    if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (answer === 'timeout') throw new AxiosError('timeout of 45000ms exceeded', 'ECONNABORTED', config);
    const response: AxiosResponse = {
      status: answer.status ?? 200,
      statusText: String(answer.status ?? 200),
      data: answer.data,
      headers: answer.headers ?? {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return { adapter, calls, find: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key) };
}

/** Points the app's own client at fake routes for one test. */
export function installFakeHttp(routes: Record<string, FakeRoute>) {
  const fake = fakeAdapter(routes);
  http.axios.defaults.adapter = fake.adapter;
  return fake;
}
