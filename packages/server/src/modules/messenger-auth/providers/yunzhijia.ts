import { MessengerFailure } from '../messenger-failure.ts';
import { providerEndpoints } from '../provider-endpoints.ts';
import type { MessengerProtocol } from './messenger-provider.ts';
import { callProvider, text } from './provider-http.ts';

/**
 * Yunzhijia (云之家) light-app sign-in (open.yunzhijia.com, 轻应用免登): the app opened inside
 * Yunzhijia receives a one-time `ticket`; the server takes an app-scoped access token from
 * gateway/oauth2/token/getAccessToken and trades the ticket for the user's context at
 * gateway/ticket/user/acquirecontext. Answers are `{ success, errorCode, error, data }`.
 *
 * Uncertain, from the public documentation as far as it goes: the browser-side authorisation
 * page (`/gateway/oauth2/authorize`, answering `ticket` and `state` on the redirect URI) is our
 * reading for opening the app outside the Yunzhijia client, and the user context is read as
 * `openid` plus, when present, `phone` and `email`.
 */
const errorOf = (body: Record<string, unknown>) => `${String(body.errorCode ?? '')} ${String(body.error ?? '')}`.trim();

function dataOf(body: Record<string, unknown>): Record<string, unknown> {
  return body.data !== null && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
}

export const yunzhijia: MessengerProtocol = {
  provider: 'yunzhijia',
  authorizeUrl(app, redirectUri, state) {
    const query = new URLSearchParams({ appid: app.appId, redirect_uri: redirectUri, state });
    return `${providerEndpoints('yunzhijia').authorizeBase}/gateway/oauth2/authorize?${query}`;
  },
  async identify(app, ticket) {
    const { apiBase } = providerEndpoints('yunzhijia');
    const token = await callProvider('yunzhijia', `${apiBase}/gateway/oauth2/token/getAccessToken`, {
      method: 'POST',
      json: { appId: app.appId, secret: app.secret, timestamp: Date.now(), scope: 'app' },
    });
    const accessToken = text(dataOf(token.body).accessToken);
    if (token.body.success !== true || !accessToken) throw new MessengerFailure('credentialsRejected', 'yunzhijia', errorOf(token.body));

    const context = await callProvider('yunzhijia', `${apiBase}/gateway/ticket/user/acquirecontext?${new URLSearchParams({ accessToken })}`, {
      method: 'POST',
      json: { appid: app.appId, ticket },
    });
    const user = dataOf(context.body);
    const openid = text(user.openid);
    if (context.body.success !== true || !openid) throw new MessengerFailure('codeRejected', 'yunzhijia', errorOf(context.body));
    return { providerUserId: openid, mobile: text(user.phone), email: text(user.email) };
  },
};
