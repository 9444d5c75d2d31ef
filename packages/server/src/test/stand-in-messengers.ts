import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeCom, DingTalk, Feishu and Yunzhijia: their authorisation pages (which
 * approve at once and send the browser back with a code and the state) and the server-to-server
 * endpoints our server calls, in each provider's own request and error formats. Codes are single
 * use, bound to the app that asked and to the person currently signing in at that provider.
 * Serves the API tests and the end-to-end test; listens on 127.0.0.1 only.
 */
export type StandInProvider = 'qywx' | 'ding' | 'feishu' | 'yunzhijia';

export interface StandInApp {
  provider: StandInProvider;
  appId: string;
  secret: string;
}

/** The person signed in at a provider: its id there and, optionally, contact details. */
export interface StandInUser {
  id: string;
  mobile?: string;
  email?: string;
}

export interface StandInMessengers {
  /** http://127.0.0.1:<port>: the API and authorisation base of every provider. */
  url: string;
  /** Who approves next at this provider. */
  signInAs(provider: StandInProvider, user: StandInUser): void;
  /** A code as the provider would put on the redirect URI, without the browser round trip. */
  issueCode(provider: StandInProvider, appId: string): string;
  /** While on, every API call to the provider answers 503. */
  setOutage(provider: StandInProvider, down: boolean): void;
  /** Server-to-server calls received, as 'METHOD /path' (tests assert the protocol was spoken). */
  calls: string[];
  close(): Promise<void>;
}

interface Grant {
  provider: StandInProvider;
  appId: string;
  user: StandInUser;
  expiresAt: number;
}

const CODE_TTL_MS = 5 * 60 * 1000;
const token = () => randomBytes(16).toString('hex');

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

function bearer(request: IncomingMessage): string {
  return String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
}

export async function startStandInMessengers(options: {
  apps: StandInApp[];
  users: Record<StandInProvider, StandInUser>;
  port?: number;
}): Promise<StandInMessengers> {
  const users = { ...options.users };
  const outages = new Set<StandInProvider>();
  const codes = new Map<string, Grant>();
  /** App tokens (WeCom, Feishu app, Yunzhijia) → app id; user tokens (DingTalk, Feishu) → grant. */
  const appTokens = new Map<string, { provider: StandInProvider; appId: string }>();
  const userTokens = new Map<string, Grant>();
  const calls: string[] = [];

  const appOf = (provider: StandInProvider, appId: unknown) => options.apps.find((a) => a.provider === provider && a.appId === appId);

  function issueCode(provider: StandInProvider, appId: string): string {
    const code = token();
    codes.set(code, { provider, appId, user: users[provider], expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  }

  /** A code is good once, for the app it was issued to. */
  function redeem(provider: StandInProvider, appId: string, code: unknown): Grant | null {
    const grant = typeof code === 'string' ? codes.get(code) : undefined;
    if (!grant) return null;
    codes.delete(code as string);
    return grant.provider === provider && grant.appId === appId && grant.expiresAt > Date.now() ? grant : null;
  }

  /** The 'approve' step: the provider's page sends the browser straight back with code and state. */
  function approve(
    response: ServerResponse,
    provider: StandInProvider,
    appId: string | null,
    redirectUri: string | null,
    state: string | null,
    codeParam: string,
  ) {
    if (!appId || !appOf(provider, appId) || !redirectUri) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<h1>Unknown application</h1>');
      return;
    }
    const target = new URL(redirectUri);
    target.searchParams.set(codeParam, issueCode(provider, appId));
    if (state !== null) target.searchParams.set('state', state);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  async function wecom(_request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const q = url.searchParams;
    if (url.pathname === '/cgi-bin/gettoken') {
      const app = appOf('qywx', q.get('corpid'));
      if (!app) return sendJson(response, 200, { errcode: 40013, errmsg: 'invalid corpid' });
      if (app.secret !== q.get('corpsecret')) return sendJson(response, 200, { errcode: 40001, errmsg: 'invalid credential' });
      const accessToken = token();
      appTokens.set(accessToken, { provider: 'qywx', appId: app.appId });
      return sendJson(response, 200, { errcode: 0, errmsg: 'ok', access_token: accessToken, expires_in: 7200 });
    }
    const app = appTokens.get(q.get('access_token') ?? '');
    if (!app || app.provider !== 'qywx') return sendJson(response, 200, { errcode: 40014, errmsg: 'invalid access_token' });
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      const grant = redeem('qywx', app.appId, q.get('code'));
      if (!grant) return sendJson(response, 200, { errcode: 40029, errmsg: 'invalid code' });
      return sendJson(response, 200, { errcode: 0, errmsg: 'ok', userid: grant.user.id, user_ticket: token() });
    }
    if (url.pathname === '/cgi-bin/user/get') {
      const user = Object.values(users).find((u) => u.id === q.get('userid'));
      if (!user) return sendJson(response, 200, { errcode: 60111, errmsg: 'userid not found' });
      return sendJson(response, 200, { errcode: 0, errmsg: 'ok', userid: user.id, name: user.id, mobile: user.mobile ?? '', email: user.email ?? '' });
    }
    return sendJson(response, 404, { errcode: 404, errmsg: 'not found' });
  }

  async function dingtalk(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/v1.0/oauth2/userAccessToken' && request.method === 'POST') {
      const body = await jsonBody(request);
      const app = appOf('ding', body.clientId);
      if (!app) return sendJson(response, 400, { code: 'invalidClientId', message: '无效的clientId', requestid: token() });
      if (app.secret !== body.clientSecret) return sendJson(response, 400, { code: 'invalidClientSecret', message: '无效的clientSecret', requestid: token() });
      if (body.grantType !== 'authorization_code') return sendJson(response, 400, { code: 'invalidGrantType', message: 'grantType错误' });
      const grant = redeem('ding', app.appId, body.code);
      if (!grant) return sendJson(response, 400, { code: 'invalidAuthCode', message: '无效的authCode', requestid: token() });
      const accessToken = token();
      userTokens.set(accessToken, grant);
      return sendJson(response, 200, { accessToken, refreshToken: token(), expireIn: 7200, corpId: 'ding-corp-demo' });
    }
    if (url.pathname === '/v1.0/contact/users/me' && request.method === 'GET') {
      const grant = userTokens.get(String(request.headers['x-acs-dingtalk-access-token'] ?? ''));
      if (!grant || grant.provider !== 'ding') return sendJson(response, 401, { code: 'InvalidAuthentication', message: '不合法的access_token' });
      const { user } = grant;
      return sendJson(response, 200, { nick: user.id, unionId: user.id, openId: `open-${user.id}`, mobile: user.mobile, email: user.email, stateCode: '86' });
    }
    return sendJson(response, 404, { code: 'NotFound', message: 'not found' });
  }

  async function feishu(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/open-apis/auth/v3/app_access_token/internal' && request.method === 'POST') {
      const body = await jsonBody(request);
      const app = appOf('feishu', body.app_id);
      if (!app) return sendJson(response, 400, { code: 10003, msg: 'invalid param' });
      if (app.secret !== body.app_secret) return sendJson(response, 400, { code: 10014, msg: 'app secret invalid' });
      const appAccessToken = `t-${token()}`;
      appTokens.set(appAccessToken, { provider: 'feishu', appId: app.appId });
      return sendJson(response, 200, { code: 0, msg: 'ok', app_access_token: appAccessToken, expire: 7200 });
    }
    if (url.pathname === '/open-apis/authen/v1/oidc/access_token' && request.method === 'POST') {
      const app = appTokens.get(bearer(request));
      if (!app || app.provider !== 'feishu') return sendJson(response, 400, { code: 20014, msg: 'The app access token passed is invalid' });
      const body = await jsonBody(request);
      const grant = body.grant_type === 'authorization_code' ? redeem('feishu', app.appId, body.code) : null;
      if (!grant) return sendJson(response, 400, { code: 20003, msg: 'Invalid code' });
      const accessToken = `u-${token()}`;
      userTokens.set(accessToken, grant);
      return sendJson(response, 200, {
        code: 0,
        msg: 'success',
        data: { access_token: accessToken, refresh_token: `ur-${token()}`, token_type: 'Bearer', expires_in: 6900, scope: 'auth:user.id:read' },
      });
    }
    if (url.pathname === '/open-apis/authen/v1/user_info' && request.method === 'GET') {
      const grant = userTokens.get(bearer(request));
      if (!grant || grant.provider !== 'feishu') return sendJson(response, 400, { code: 20005, msg: 'The user access token passed is invalid' });
      const { user } = grant;
      return sendJson(response, 200, {
        code: 0,
        msg: 'success',
        data: {
          name: user.id,
          open_id: `ou_${user.id}`,
          union_id: user.id,
          user_id: user.id,
          tenant_key: 'demo-tenant',
          mobile: user.mobile,
          email: user.email,
        },
      });
    }
    return sendJson(response, 404, { code: 404, msg: 'not found' });
  }

  async function yunzhijia(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/gateway/oauth2/token/getAccessToken' && request.method === 'POST') {
      const body = await jsonBody(request);
      const app = appOf('yunzhijia', body.appId);
      if (!app || app.secret !== body.secret || body.scope !== 'app') {
        return sendJson(response, 200, { success: false, errorCode: 10000401, error: 'appId or secret is invalid', data: null });
      }
      const accessToken = token();
      appTokens.set(accessToken, { provider: 'yunzhijia', appId: app.appId });
      return sendJson(response, 200, { success: true, errorCode: 0, error: null, data: { accessToken, expireIn: 7200, refreshToken: token() } });
    }
    if (url.pathname === '/gateway/ticket/user/acquirecontext' && request.method === 'POST') {
      const app = appTokens.get(url.searchParams.get('accessToken') ?? '');
      if (!app || app.provider !== 'yunzhijia')
        return sendJson(response, 200, { success: false, errorCode: 10000402, error: 'accessToken is invalid', data: null });
      const body = await jsonBody(request);
      const grant = body.appid === app.appId ? redeem('yunzhijia', app.appId, body.ticket) : null;
      if (!grant) return sendJson(response, 200, { success: false, errorCode: 10000403, error: 'ticket is invalid or expired', data: null });
      const { user } = grant;
      return sendJson(response, 200, {
        success: true,
        errorCode: 0,
        error: null,
        data: { appid: app.appId, openid: user.id, eid: '10109', username: user.id, phone: user.mobile, email: user.email },
      });
    }
    return sendJson(response, 404, { success: false, errorCode: 404, error: 'not found', data: null });
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams;
    // Authorisation pages, where the browser goes.
    if (url.pathname === '/connect/oauth2/authorize') return approve(response, 'qywx', q.get('appid'), q.get('redirect_uri'), q.get('state'), 'code');
    if (url.pathname === '/oauth2/auth') return approve(response, 'ding', q.get('client_id'), q.get('redirect_uri'), q.get('state'), 'authCode');
    if (url.pathname === '/open-apis/authen/v1/authorize') return approve(response, 'feishu', q.get('app_id'), q.get('redirect_uri'), q.get('state'), 'code');
    if (url.pathname === '/gateway/oauth2/authorize') return approve(response, 'yunzhijia', q.get('appid'), q.get('redirect_uri'), q.get('state'), 'ticket');

    const provider: StandInProvider | null = url.pathname.startsWith('/cgi-bin/')
      ? 'qywx'
      : url.pathname.startsWith('/v1.0/')
        ? 'ding'
        : url.pathname.startsWith('/open-apis/')
          ? 'feishu'
          : url.pathname.startsWith('/gateway/')
            ? 'yunzhijia'
            : null;
    if (!provider) return sendJson(response, 404, { message: 'not found' });
    calls.push(`${request.method} ${url.pathname}`);
    if (outages.has(provider)) return sendJson(response, 503, { message: 'service unavailable' });
    const handler = { qywx: wecom, ding: dingtalk, feishu, yunzhijia }[provider];
    handler(request, response, url).catch(() => sendJson(response, 500, { message: 'stand-in failure' }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    signInAs: (provider, user) => {
      users[provider] = user;
    },
    issueCode,
    setOutage: (provider, down) => {
      if (down) outages.add(provider);
      else outages.delete(provider);
    },
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
