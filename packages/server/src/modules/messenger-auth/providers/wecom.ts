import { MessengerFailure } from '../messenger-failure.ts';
import { providerEndpoints } from '../provider-endpoints.ts';
import type { MessengerProtocol, ProviderIdentity } from './messenger-provider.ts';
import { callProvider, text } from './provider-http.ts';

/**
 * WeCom (企业微信) web authorisation (developer.work.weixin.qq.com, 网页授权登录): the app's
 * agent page is opened inside WeCom, the browser goes through open.weixin.qq.com/connect/oauth2
 * and comes back with `code` and `state`. Every answer carries `errcode` (0 is success) and
 * `errmsg`, with HTTP 200 even on errors.
 */
async function wecomGet(path: string, query: Record<string, string>) {
  const { apiBase } = providerEndpoints('qywx');
  const { body } = await callProvider('qywx', `${apiBase}${path}?${new URLSearchParams(query)}`, { method: 'GET' });
  return body;
}

const errorOf = (body: Record<string, unknown>) => `${String(body.errcode)} ${String(body.errmsg ?? '')}`.trim();

export const wecom: MessengerProtocol = {
  provider: 'qywx',
  authorizeUrl(app, redirectUri, state) {
    const query = new URLSearchParams({ appid: app.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state });
    if (app.agentId) query.set('agentid', app.agentId);
    return `${providerEndpoints('qywx').authorizeBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
  },
  async identify(app, code) {
    const token = await wecomGet('/cgi-bin/gettoken', { corpid: app.appId, corpsecret: app.secret });
    const accessToken = text(token.access_token);
    if (token.errcode !== 0 || !accessToken) throw new MessengerFailure('credentialsRejected', 'qywx', errorOf(token));

    const user = await wecomGet('/cgi-bin/auth/getuserinfo', { access_token: accessToken, code });
    // Members of the corp come back as `userid`; a visitor from outside it only as `openid`,
    // which no administrator can have bound, so they are told to ask for an account.
    const providerUserId = text(user.userid) ?? text(user.openid);
    if (user.errcode !== 0 || !providerUserId) throw new MessengerFailure('codeRejected', 'qywx', errorOf(user));
    const identity: ProviderIdentity = { providerUserId };
    if (!text(user.userid)) return identity;

    // Mobile and email only serve automatic binding: WeCom withholds them from apps without the
    // contact permission (errcode 60011 and the like), which just leaves binding to an administrator.
    const member = await wecomGet('/cgi-bin/user/get', { access_token: accessToken, userid: providerUserId });
    if (member.errcode === 0) {
      identity.mobile = text(member.mobile);
      identity.email = text(member.email) ?? text(member.biz_mail);
    }
    return identity;
  },
};
