import axios, {
  AxiosHeaders,
  isCancel,
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API,
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_RELOAD_DELAY_MS,
  canonicalRequest,
  isDictLookup,
  isTokenInvalidMessage,
  isSignedMethod,
  signRequest,
  type Envelope,
} from '@crm/domain';
import { runtimeConfig } from './runtime-config.ts';
import { storage } from './storage.ts';
import { currentLanguage, tr } from './i18n.ts';
import { feedback } from './feedback.ts';

/**
 * The one HTTP client of the app (spec sections 7 and 8): headers, time-out, cache-busting GET
 * parameters, signing, trimming of body strings and the error catalogue. Everything the catalogue
 * does to the screen or the session goes through `HttpEffects`, so tests can watch it.
 */
export interface HttpEffects {
  toast(message: string): void;
  alert(options: { title?: string; content: string }): Promise<void>;
  reload(): void;
  logout(): Promise<void>;
  delay(run: () => void, ms: number): void;
  saveFile(file: Blob, fileName: string): void;
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Skip the error catalogue (the caller reports the failure itself, e.g. logout). */
  silent?: boolean;
  /** A refusal that asks the user to confirm (confirmationAsked) is the caller's to show, not a toast. */
  confirmable?: boolean;
  signal?: AbortSignal;
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly envelope: Envelope | null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The server's own words for a refusal, else the HTTP client's. */
export function refusalOf(error: unknown): string {
  if (error instanceof HttpError) return error.envelope?.message || error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A refusal that the user may overrule (an opportunity advanced past unfinished tasks, spec
 * section 5): a 422 whose result names the body key to send as `true` once the user agrees.
 */
export function confirmationKeyOf(envelope: Envelope | null): string | null {
  const result = envelope?.code === 422 ? (envelope.result as { confirm?: unknown } | null) : null;
  return typeof result?.confirm === 'string' ? result.confirm : null;
}

/** Random cache-busting parameter next to `_t` on GET requests. */
export const RANDOM_PARAM = '_r';
export const TIMESTAMP_PARAM = '_t';

declare module 'axios' {
  interface AxiosRequestConfig {
    silent?: boolean;
    confirmable?: boolean;
    unsigned?: boolean;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Outgoing POST and PUT body string fields are trimmed, at every depth (spec section 5). */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimStrings) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)])) as T;
  }
  return value;
}

function stringParams(params: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

function defaultSaveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const defaultEffects: HttpEffects = {
  toast: (message) => feedback.toast(message),
  alert: (options) => feedback.alert(options),
  reload: () => feedback.reload(),
  // Imported lazily: the session module itself talks through this client.
  logout: () => import('./session.ts').then((m) => m.logout()),
  delay: (run, ms) => feedback.delay(run, ms),
  saveFile: defaultSaveFile,
};

export interface HttpClientOptions {
  adapter?: AxiosAdapter;
  effects?: Partial<HttpEffects>;
  now?: () => number;
  random?: () => string;
}

export interface HttpClient {
  readonly axios: AxiosInstance;
  readonly effects: HttpEffects;
  get<T>(path: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  delete<T>(path: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<Envelope<T>>;
  upload<T>(path: string, file: Blob, fileName?: string, options?: RequestOptions): Promise<Envelope<T>>;
  download(path: string, params?: Record<string, unknown>, fileName?: string): Promise<void>;
}

function fileNameFrom(response: AxiosResponse, fallback: string): string {
  const header = String(response.headers?.['content-disposition'] ?? '');
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]! : fallback;
}

async function envelopeOf(data: unknown): Promise<Envelope | null> {
  let value = data;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    try {
      value = JSON.parse(await value.text());
    } catch {
      return null;
    }
  }
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && 'message' in value ? (value as Envelope) : null;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const effects: HttpEffects = { ...defaultEffects, ...options.effects };
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? (() => Math.random().toString(36).slice(2, 10));
  const instance = axios.create({ timeout: REQUEST_TIMEOUT_MS, adapter: options.adapter });
  // The token whose end is under way: its other failing calls say nothing more; a later session's end is handled again.
  let endingToken: string | null = null;

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const { apiBase, signSecret } = runtimeConfig();
    config.baseURL = apiBase;
    const method = (config.method ?? 'get').toUpperCase();
    const [path, inlineQuery] = (config.url ?? '').split('?', 2) as [string, string | undefined];
    config.url = path;

    const token = storage.get('accessToken');
    const headers = AxiosHeaders.from(config.headers);
    // An explicit token wins: logout sends the one it is ending after clearing the stored one.
    if (!headers.has('X-Access-Token')) headers.set('X-Access-Token', token ?? '');
    headers.set('X-Tenant-Id', storage.get('tenantId') || '0');
    headers.set('X-Client-Type', '1');
    headers.set('Accept-Language', currentLanguage());

    const params: Record<string, unknown> = {
      ...Object.fromEntries(new URLSearchParams(inlineQuery ?? '')),
      ...(config.params as Record<string, unknown> | undefined),
    };
    const isBlob = config.responseType === 'blob';
    if (method === 'GET' && !isBlob && !isDictLookup(path)) {
      params[TIMESTAMP_PARAM] = String(now());
      params[RANDOM_PARAM] = random();
    }
    const query = stringParams(params);
    config.params = query;

    if ((method === 'POST' || method === 'PUT') && (isPlainObject(config.data) || Array.isArray(config.data))) {
      config.data = trimStrings(config.data);
    }
    if (isSignedMethod(method) && !isBlob && !config.unsigned) {
      const timestamp = String(now());
      const body = isPlainObject(config.data) ? config.data : undefined;
      headers.set('X-TIMESTAMP', timestamp);
      headers.set('X-Sign', signRequest(canonicalRequest(path, query, body), timestamp, signSecret));
    }
    config.headers = headers;
    return config;
  });

  async function react(error: AxiosError): Promise<HttpError> {
    if (isCancel(error)) return new HttpError('canceled', null, null);
    const silent = error.config?.silent === true;
    const response = error.response;
    if (!response) {
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      const text = tr(timedOut ? 'web.http.timeout' : 'web.http.networkError');
      if (!silent) {
        if (timedOut) effects.toast(text);
        else void effects.alert({ content: text });
      }
      return new HttpError(text, null, null);
    }
    const envelope = await envelopeOf(response.data);
    const serverMessage = envelope?.message ?? '';
    const status = response.status;
    const token = storage.get('accessToken');
    const hasToken = Boolean(token);
    let text: string;
    switch (status) {
      case 403:
        text = tr('web.http.accessDenied');
        if (!silent) effects.toast(text);
        break;
      case 500:
        text = serverMessage || tr('web.http.unknownError');
        if (isTokenInvalidMessage(serverMessage) && hasToken) {
          if (!silent && endingToken !== token) {
            endingToken = token;
            await effects.alert({ title: tr('web.http.loginExpiredTitle'), content: tr('web.http.loginExpired') });
            await effects.logout().catch(() => undefined);
            storage.remove('accessToken');
            effects.reload();
          }
        } else if (!silent) {
          effects.toast(text);
        }
        break;
      case 404:
        text = tr('web.http.notFound');
        if (!silent) effects.toast(text);
        break;
      case 504:
        text = tr('web.http.timeout');
        if (!silent) effects.toast(text);
        break;
      case 401:
        // Without a session (the login page) the server's reason says more than the generic text.
        text = hasToken ? tr('web.http.unauthorized') : serverMessage || tr('web.http.unauthorized');
        if (!silent) {
          if (hasToken) {
            if (endingToken !== token) {
              endingToken = token;
              effects.toast(text);
              await effects.logout().catch(() => undefined);
              effects.delay(() => effects.reload(), UNAUTHORIZED_RELOAD_DELAY_MS);
            }
          } else {
            effects.toast(text);
          }
        }
        break;
      default:
        text = serverMessage || tr('web.http.unknownError');
        if (!silent && !(error.config?.confirmable && confirmationKeyOf(envelope))) effects.toast(text);
    }
    return new HttpError(text, status, envelope);
  }

  instance.interceptors.response.use(
    (response) => response,
    async (error: AxiosError) => Promise.reject(await react(error)),
  );

  const unwrap = <T>(response: AxiosResponse<Envelope<T>>) => response.data;
  const common = (o?: RequestOptions) => ({ headers: o?.headers, silent: o?.silent, confirmable: o?.confirmable, signal: o?.signal });

  return {
    axios: instance,
    effects,
    get: <T>(path: string, params?: Record<string, unknown>, o?: RequestOptions) => instance.get<Envelope<T>>(path, { ...common(o), params }).then(unwrap<T>),
    post: <T>(path: string, body?: unknown, o?: RequestOptions) => instance.post<Envelope<T>>(path, body, { ...common(o), params: o?.params }).then(unwrap<T>),
    put: <T>(path: string, body?: unknown, o?: RequestOptions) => instance.put<Envelope<T>>(path, body, { ...common(o), params: o?.params }).then(unwrap<T>),
    delete: <T>(path: string, params?: Record<string, unknown>, o?: RequestOptions) =>
      instance.delete<Envelope<T>>(path, { ...common(o), params }).then(unwrap<T>),
    upload: <T>(path: string, file: Blob, fileName?: string, o?: RequestOptions) => {
      const form = new FormData();
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
      return instance.post<Envelope<T>>(path, form, { ...common(o), params: o?.params }).then(unwrap<T>);
    },
    download: async (path, params, fileName) => {
      const response = await instance.get<Blob>(path, { params, responseType: 'blob' });
      effects.saveFile(response.data, fileNameFrom(response, fileName ?? path.split('/').pop() ?? 'download'));
    },
  };
}

/** The app's client. */
export const http: HttpClient = createHttpClient();

/** Image and file URL of an uploaded path (the static path takes the token as a query parameter). */
export function fileUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const token = storage.get('accessToken') ?? '';
  return `${runtimeConfig().apiBase}${API.fileView}/${path.replace(/^\/+/, '')}?token=${encodeURIComponent(token)}`;
}
