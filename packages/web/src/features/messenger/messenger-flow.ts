import type { MessengerProvider } from '@crm/domain';
import { BASENAME } from '../../lib/guard.ts';
import { HttpError } from '../../lib/http.ts';

/**
 * What the authorise and redirect pages share: where the provider sends the browser back, what
 * it calls the code there, and the state kept in this tab while the user is at the provider.
 */

/** DingTalk answers `authCode`, Yunzhijia a `ticket`; WeCom and Feishu a `code`. */
const CODE_PARAMS: Record<MessengerProvider, string[]> = {
  qywx: ['code'],
  ding: ['authCode', 'code'],
  feishu: ['code'],
  yunzhijia: ['ticket', 'code'],
};

export function codeFrom(provider: MessengerProvider, query: URLSearchParams): string | null {
  for (const name of CODE_PARAMS[provider]) {
    const value = query.get(name);
    if (value) return value;
  }
  return null;
}

/** This origin's redirect page for the provider; the appid rides along so the redirect page knows the app. */
export function redirectPageUrl(provider: MessengerProvider, appid: string, origin = window.location.origin): string {
  return `${origin}${BASENAME}/${provider}Redirect?${new URLSearchParams({ appid })}`;
}

const STATE_KEY = 'messengerAuthorizeState';

/**
 * The state goes to the provider and must come back to this same tab: a redirect link planted by
 * someone else (carrying their own code and state) is refused here, on top of the server's
 * single-use check. sessionStorage keeps it to this tab and drops it with the tab.
 */
export function rememberState(provider: MessengerProvider, state: string): void {
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ provider, state }));
}

export function takeRememberedState(provider: MessengerProvider, state: string | null): boolean {
  const saved = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!saved || !state) return false;
  try {
    const parsed = JSON.parse(saved) as { provider?: string; state?: string };
    return parsed.provider === provider && parsed.state === state;
  } catch {
    return false;
  }
}

/** Leaving for the provider's page: a full navigation, outside the router. */
export function goToProvider(url: string): void {
  window.location.assign(url);
}

/**
 * The server's own words for a failed call: here they say what to do (ask the administrator,
 * open the app again), which the client's generic texts for 404 or 403 would hide.
 */
export function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.envelope?.message) return error.envelope.message;
  return (error as Error | undefined)?.message || fallback;
}
