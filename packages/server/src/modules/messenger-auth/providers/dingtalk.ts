import { MessengerFailure } from '../messenger-failure.ts';
import { providerEndpoints } from '../provider-endpoints.ts';
import type { MessengerProtocol } from './messenger-provider.ts';
import { callProvider, text } from './provider-http.ts';

/**
 * DingTalk's new OAuth 2.0 (open.dingtalk.com, 获取用户 token / 获取用户通讯录个人信息): the browser
 * goes to login.dingtalk.com/oauth2/auth and comes back with `authCode` and `state`. Errors are a
 * 4xx with `{ code, message, requestid }`; `code` is a text such as 'invalidClientSecret' or
 * 'invalidAuthCode'. DingTalk does not publish the full list, so anything naming the client or
 * its secret counts as the app's credentials and the rest as the code.
 */
const CREDENTIAL_ERROR = /client|secret|app/i;

function failureOf(body: Record<string, unknown>, status: number): MessengerFailure {
  const code = text(body.code) ?? `HTTP ${status}`;
  const detail = `${code} ${text(body.message) ?? ''}`.trim();
  return new MessengerFailure(CREDENTIAL_ERROR.test(code) ? 'credentialsRejected' : 'codeRejected', 'ding', detail);
}

export const dingtalk: MessengerProtocol = {
  provider: 'ding',
  authorizeUrl(app, redirectUri, state) {
    const query = new URLSearchParams({
      redirect_uri: redirectUri,
      response_type: 'code',
      client_id: app.appId,
      scope: 'openid',
      state,
      prompt: 'consent',
    });
    return `${providerEndpoints('ding').authorizeBase}/oauth2/auth?${query}`;
  },
  async identify(app, code) {
    const { apiBase } = providerEndpoints('ding');
    const token = await callProvider('ding', `${apiBase}/v1.0/oauth2/userAccessToken`, {
      method: 'POST',
      json: { clientId: app.appId, clientSecret: app.secret, code, grantType: 'authorization_code' },
    });
    const accessToken = text(token.body.accessToken);
    if (token.status !== 200 || !accessToken) throw failureOf(token.body, token.status);

    const me = await callProvider('ding', `${apiBase}/v1.0/contact/users/me`, {
      method: 'GET',
      headers: { 'x-acs-dingtalk-access-token': accessToken },
    });
    // unionId is the person across the corp's apps: the binding survives a change of app.
    const unionId = text(me.body.unionId);
    if (me.status !== 200 || !unionId) throw failureOf(me.body, me.status);
    return { providerUserId: unionId, mobile: text(me.body.mobile), email: text(me.body.email) };
  },
};
