import { MessengerFailure } from '../messenger-failure.ts';
import { providerEndpoints } from '../provider-endpoints.ts';
import type { MessengerProtocol } from './messenger-provider.ts';
import { callProvider, text } from './provider-http.ts';

/**
 * Feishu/Lark web sign-in (open.feishu.cn, 网页应用登录 / OIDC): the browser goes to
 * /open-apis/authen/v1/authorize and comes back with `code` and `state`; the server takes a
 * self-built app's app_access_token, exchanges the code for a user access token and reads the
 * user. Answers carry `code` (0 is success) and `msg`, sometimes with a 4xx status.
 */
const errorOf = (body: Record<string, unknown>) => `${String(body.code)} ${String(body.msg ?? '')}`.trim();

function dataOf(body: Record<string, unknown>): Record<string, unknown> {
  return body.data !== null && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
}

export const feishu: MessengerProtocol = {
  provider: 'feishu',
  authorizeUrl(app, redirectUri, state) {
    const query = new URLSearchParams({ app_id: app.appId, redirect_uri: redirectUri, state });
    return `${providerEndpoints('feishu').authorizeBase}/open-apis/authen/v1/authorize?${query}`;
  },
  async identify(app, code) {
    const { apiBase } = providerEndpoints('feishu');
    const appToken = await callProvider('feishu', `${apiBase}/open-apis/auth/v3/app_access_token/internal`, {
      method: 'POST',
      json: { app_id: app.appId, app_secret: app.secret },
    });
    const appAccessToken = text(appToken.body.app_access_token);
    if (appToken.body.code !== 0 || !appAccessToken) throw new MessengerFailure('credentialsRejected', 'feishu', errorOf(appToken.body));

    const userToken = await callProvider('feishu', `${apiBase}/open-apis/authen/v1/oidc/access_token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${appAccessToken}` },
      json: { grant_type: 'authorization_code', code },
    });
    const userAccessToken = text(dataOf(userToken.body).access_token);
    if (userToken.body.code !== 0 || !userAccessToken) throw new MessengerFailure('codeRejected', 'feishu', errorOf(userToken.body));

    const info = await callProvider('feishu', `${apiBase}/open-apis/authen/v1/user_info`, {
      method: 'GET',
      headers: { authorization: `Bearer ${userAccessToken}` },
    });
    const user = dataOf(info.body);
    // union_id is the person across the same developer's apps; open_id would change with the app.
    const unionId = text(user.union_id);
    if (info.body.code !== 0 || !unionId) throw new MessengerFailure('codeRejected', 'feishu', errorOf(info.body));
    return { providerUserId: unionId, mobile: text(user.mobile), email: text(user.email) ?? text(user.enterprise_email) };
  },
};
