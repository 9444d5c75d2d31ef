import type { MessengerProvider } from '@crm/domain';
import { MessengerFailure } from '../messenger-failure.ts';

/** A provider that has not answered in this time counts as unavailable; the phone is waiting. */
const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One call to a provider's API. No answer, a 5xx or a body that is not a JSON object is the
 * provider failing (502 upstream); a 4xx with a JSON body is returned for the provider module to
 * read in that provider's error format.
 */
export async function callProvider(
  provider: MessengerProvider,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.json === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...init.headers },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new MessengerFailure('providerUnavailable', provider, (error as Error).message);
  }
  const text = await response.text();
  if (response.status >= 500) throw new MessengerFailure('providerUnavailable', provider, `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MessengerFailure('providerUnavailable', provider, `HTTP ${response.status}: not JSON`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new MessengerFailure('providerUnavailable', provider, `HTTP ${response.status}: unexpected answer`);
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
