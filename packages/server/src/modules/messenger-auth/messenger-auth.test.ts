import {
  MESSENGER_NOT_BOUND,
  translate,
  type LoginResult,
  type MessengerAppView,
  type MessengerAuthorizeUrl,
  type MessengerBindingView,
  type MessengerProvider,
  type UserInfo,
} from '@crm/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { startStandInMessengers, type StandInMessengers } from '../../test/stand-in-messengers.ts';
import { DEMO_MESSENGER_APPS, DEMO_SALES_MESSENGER_IDS } from './demo-apps.ts';

const REDIRECT_BASE = 'http://localhost:8080/mobile';
const OTHER_FEISHU_APP = { appId: 'cli_other_tenant_01', secret: 'other-tenant-feishu-secret' };
const PROVIDERS: MessengerProvider[] = ['qywx', 'ding', 'feishu', 'yunzhijia'];
const BASE_ENV = ['WECOM', 'DINGTALK', 'FEISHU', 'YUNZHIJIA'].flatMap((p) => [`${p}_API_BASE`, `${p}_AUTHORIZE_BASE`]);
/** The query parameter each provider puts the code in on the redirect URI. */
const CODE_PARAM: Record<MessengerProvider, string> = { qywx: 'code', ding: 'authCode', feishu: 'code', yunzhijia: 'ticket' };
const SALES = Object.fromEntries(PROVIDERS.map((p) => [p, { id: DEMO_SALES_MESSENGER_IDS[p] }])) as Record<MessengerProvider, { id: string }>;

let t: TestApp;
let standIn: StandInMessengers;
let admin: string;
let sales: string;

beforeAll(async () => {
  standIn = await startStandInMessengers({
    apps: [
      ...PROVIDERS.map((provider) => ({ provider, appId: DEMO_MESSENGER_APPS[provider].appId, secret: DEMO_MESSENGER_APPS[provider].secret })),
      { provider: 'feishu' as const, ...OTHER_FEISHU_APP },
    ],
    users: SALES,
  });
  for (const name of BASE_ENV) process.env[name] = standIn.url;
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([t.login('admin'), t.login('sales')]).then((r) => r.map((x) => x.token));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
  for (const name of BASE_ENV) delete process.env[name];
});
afterEach(() => {
  for (const provider of PROVIDERS) {
    standIn.signInAs(provider, SALES[provider]);
    standIn.setOutage(provider, false);
  }
});

const redirectUri = (provider: MessengerProvider) => `${REDIRECT_BASE}/${provider}Redirect`;
/** The host the browser reaches the deployment at: the redirect page must be on it. */
const OWN_HOST = { host: 'localhost:8080' };

/** The one browser these tests sign in from: the binding cookie the server set it, sent back as a browser does. */
let browserCookie = '';

function cookieOf(response: { headers: Record<string, unknown> }): string | null {
  const set = response.headers['set-cookie'];
  const first = Array.isArray(set) ? set[0] : set;
  return typeof first === 'string' ? first : null;
}

async function authorize(provider: MessengerProvider, appid = DEMO_MESSENGER_APPS[provider].appId, headers?: Record<string, string>) {
  const response = await t.signedGet('/sys/messenger/authorizeUrl', { provider, appid, redirectUri: redirectUri(provider) }, undefined, {
    ...OWN_HOST,
    ...(browserCookie ? { cookie: browserCookie } : {}),
    ...headers,
  });
  const set = cookieOf(response);
  if (set) browserCookie = set.split(';')[0]!;
  return response;
}

/** The browser's trip: our authorise URL, the provider's page approving, back on the redirect page. */
async function approvedRedirect(provider: MessengerProvider, appid = DEMO_MESSENGER_APPS[provider].appId): Promise<{ code: string; state: string }> {
  const answer = envelope<MessengerAuthorizeUrl>(await authorize(provider, appid));
  expect(answer.success).toBe(true);
  const page = await fetch(answer.result.url, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const back = new URL(page.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri(provider));
  return { code: back.searchParams.get(CODE_PARAM[provider])!, state: back.searchParams.get('state')! };
}

function login(
  provider: MessengerProvider,
  body: { code: string; state: string },
  appid = DEMO_MESSENGER_APPS[provider].appId,
  lang?: string,
  browser: { cookie?: string; host?: string } = { cookie: browserCookie },
) {
  const headers: Record<string, string> = { ...OWN_HOST, ...(lang ? { 'Accept-Language': lang } : {}) };
  if (browser.cookie) headers.cookie = browser.cookie;
  if (browser.host) headers.host = browser.host;
  return t.signedPost('/sys/messenger/login', { provider, appid, ...body }, undefined, headers);
}

async function whoIs(token: string): Promise<UserInfo> {
  return envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result;
}

async function bindings(token = admin, provider?: MessengerProvider): Promise<MessengerBindingView[]> {
  return envelope<MessengerBindingView[]>(await t.signedGet('/sys/messenger/binding/list', provider ? { provider } : {}, token)).result;
}

describe('authorisation URL', () => {
  it.each([
    ['qywx', '/connect/oauth2/authorize', { appid: DEMO_MESSENGER_APPS.qywx.appId, agentid: '1000002', response_type: 'code', scope: 'snsapi_base' }],
    ['ding', '/oauth2/auth', { client_id: DEMO_MESSENGER_APPS.ding.appId, response_type: 'code', scope: 'openid', prompt: 'consent' }],
    ['feishu', '/open-apis/authen/v1/authorize', { app_id: DEMO_MESSENGER_APPS.feishu.appId }],
    ['yunzhijia', '/gateway/oauth2/authorize', { appid: DEMO_MESSENGER_APPS.yunzhijia.appId }],
  ] as const)('%s: the provider page of the tenant app, with the redirect page and a fresh state', async (provider, path, params) => {
    const first = envelope<MessengerAuthorizeUrl>(await authorize(provider));
    const second = envelope<MessengerAuthorizeUrl>(await authorize(provider));
    const url = new URL(first.result.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}${path}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...params, redirect_uri: redirectUri(provider), state: first.result.state });
    if (provider === 'qywx') expect(url.hash).toBe('#wechat_redirect');
    expect(first.result.state.length).toBeGreaterThanOrEqual(32);
    expect(second.result.state).not.toBe(first.result.state);
  });

  it('is public but signed, and refuses an unknown app and a foreign redirect page', async () => {
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/sys/messenger/authorizeUrl?provider=feishu&appid=x&redirectUri=y` });
    expect(unsigned.statusCode).toBe(401);

    const unknown = await authorize('feishu', 'cli_nobody');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toContain('飞书');

    const elsewhere = await t.signedGet(
      '/sys/messenger/authorizeUrl',
      { provider: 'feishu', appid: DEMO_MESSENGER_APPS.feishu.appId, redirectUri: 'https://evil.example/steal' },
      undefined,
      OWN_HOST,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(envelope(elsewhere).message).toBe('回调地址无效');
  });

  it('takes only a redirect page of this deployment: another host with our path, or another port, scheme or user part, is refused', async () => {
    const feishu = DEMO_MESSENGER_APPS.feishu.appId;
    for (const foreign of [
      'https://evil.example/mobile/feishuRedirect',
      'http://localhost:8081/mobile/feishuRedirect',
      'https://localhost:8080/mobile/feishuRedirect',
      'http://attacker@localhost:8080/mobile/feishuRedirect',
      'http://localhost:8080.evil.example/mobile/feishuRedirect',
    ]) {
      const response = await t.signedGet('/sys/messenger/authorizeUrl', { provider: 'feishu', appid: feishu, redirectUri: foreign }, undefined, OWN_HOST);
      expect(response.statusCode, foreign).toBe(400);
      expect(cookieOf(response), foreign).toBeNull();
    }
    const own = await t.signedGet(
      '/sys/messenger/authorizeUrl',
      { provider: 'feishu', appid: feishu, redirectUri: redirectUri('feishu') },
      undefined,
      OWN_HOST,
    );
    expect(own.statusCode).toBe(200);
    // The browser binding: readable by no script, sent only to the messenger routes, gone with the state.
    expect(cookieOf(own)).toMatch(/^crm_messenger_browser=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/api\/sys\/messenger; HttpOnly; SameSite=Lax$/);
  });
});

describe('sign-in through each provider', () => {
  it.each(PROVIDERS)('%s: the approved code signs the bound user in, like /sys/login', async (provider) => {
    const before = standIn.calls.length;
    const response = await login(provider, await approvedRedirect(provider));
    const answer = envelope<LoginResult>(response);
    expect(response.statusCode).toBe(200);
    expect(answer).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(answer.result.userInfo.username).toBe('sales');
    expect(answer.result.companyCode_dictText).toBeTruthy();
    expect((await whoIs(answer.result.token)).username).toBe('sales');

    const spoken = standIn.calls.slice(before);
    const expected = {
      qywx: ['GET /cgi-bin/gettoken', 'GET /cgi-bin/auth/getuserinfo', 'GET /cgi-bin/user/get'],
      ding: ['POST /v1.0/oauth2/userAccessToken', 'GET /v1.0/contact/users/me'],
      feishu: ['POST /open-apis/auth/v3/app_access_token/internal', 'POST /open-apis/authen/v1/oidc/access_token', 'GET /open-apis/authen/v1/user_info'],
      yunzhijia: ['POST /gateway/oauth2/token/getAccessToken', 'POST /gateway/ticket/user/acquirecontext'],
    }[provider];
    expect(spoken).toEqual(expected);
  });

  it('a state is good once: the replay is refused before the provider is asked', async () => {
    const redirect = await approvedRedirect('feishu');
    expect((await login('feishu', redirect)).statusCode).toBe(200);
    const calls = standIn.calls.length;
    const replay = await login('feishu', { code: standIn.issueCode('feishu', DEMO_MESSENGER_APPS.feishu.appId), state: redirect.state });
    expect(replay.statusCode).toBe(400);
    expect(envelope(replay).message).toBe('授权已过期、已使用或不是在本浏览器中发起的，请重新从飞书打开应用');
    expect(standIn.calls.length).toBe(calls);
  });

  it('a state is good only in the browser it was issued to: a login link carried elsewhere is refused, and the owner can still use it', async () => {
    const redirect = await approvedRedirect('feishu');
    const ownBrowser = browserCookie;
    // Another browser: no binding cookie at all, or a binding of its own.
    expect((await login('feishu', redirect, undefined, undefined, {})).statusCode).toBe(400);
    browserCookie = '';
    await authorize('feishu');
    const otherBrowser = browserCookie;
    expect(otherBrowser).not.toBe(ownBrowser);
    const carried = await login('feishu', redirect, undefined, 'en', { cookie: otherBrowser });
    expect(carried.statusCode).toBe(400);
    expect(envelope(carried).message).toContain('started in another browser');

    browserCookie = ownBrowser;
    expect((await login('feishu', redirect)).statusCode).toBe(200);
  });

  it('the code must come back to the deployment the state was issued for', async () => {
    const redirect = await approvedRedirect('ding');
    expect((await login('ding', redirect, undefined, undefined, { cookie: browserCookie, host: 'other.example:8080' })).statusCode).toBe(400);
  });

  it('refuses a forged state and the state of another provider', async () => {
    const code = standIn.issueCode('ding', DEMO_MESSENGER_APPS.ding.appId);
    const forged = await login('ding', { code, state: 'made-up-state-made-up-state-made-up' });
    expect(forged.statusCode).toBe(400);
    const { state: feishuState } = envelope<MessengerAuthorizeUrl>(await authorize('feishu')).result;
    const crossed = await login('ding', { code, state: feishuState }, undefined, 'en');
    expect(crossed.statusCode).toBe(400);
    expect(envelope(crossed).message).toBe(
      'The authorisation has expired, was already used or was started in another browser, please open the app from DingTalk again',
    );
  });

  it('a code the provider does not know is refused with its reason', async () => {
    const { state } = await approvedRedirect('qywx');
    const response = await login('qywx', { code: 'not-a-code', state });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain('40029 invalid code');
  });

  it('a provider user bound to nobody is told to ask the administrator; nothing is created', async () => {
    standIn.signInAs('feishu', { id: 'on_stranger', mobile: '+86 13700000000', email: 'stranger@example.com' });
    const before = await bindings();
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [lang, text] of [
      ['zh-CN', '您的飞书账号尚未绑定 CRM 用户，请联系管理员为您绑定账号'],
      ['en', 'Your Feishu account is not bound to a CRM user yet. Please ask your administrator to bind your account'],
      ['zh-TW', '您的飛書帳號尚未綁定 CRM 使用者，請聯絡管理員為您綁定帳號'],
    ] as const) {
      const response = await login('feishu', await approvedRedirect('feishu'), undefined, lang);
      expect(response.statusCode).toBe(403);
      expect(envelope(response)).toMatchObject({ success: false, message: text, result: { reason: MESSENGER_NOT_BOUND } });
    }
    expect(await bindings()).toEqual(before);
    const after = await t.app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(sessions.n));
  });

  it('binds automatically when the mobile or email matches exactly one active user', async () => {
    // zhaolei's demo mobile is 13910001003; DingTalk answers it with the country code.
    standIn.signInAs('ding', { id: 'dingunion-zhaolei', mobile: '+86-13910001003' });
    const byMobile = envelope<LoginResult>(await login('ding', await approvedRedirect('ding')));
    expect(byMobile.result.userInfo.username).toBe('zhaolei');

    standIn.signInAs('feishu', { id: 'on_sunli', email: 'SunLi@HuaxinCloud.cn' });
    const byEmail = envelope<LoginResult>(await login('feishu', await approvedRedirect('feishu')));
    expect(byEmail.result.userInfo.username).toBe('sunli');

    const auto = (await bindings()).filter((b) => b.boundBy === 'auto').map((b) => [b.provider, b.providerUserId, b.username]);
    expect(auto).toEqual(
      expect.arrayContaining([
        ['ding', 'dingunion-zhaolei', 'zhaolei'],
        ['feishu', 'on_sunli', 'sunli'],
      ]),
    );

    // The binding holds: the next sign-in finds it without contact details.
    standIn.signInAs('ding', { id: 'dingunion-zhaolei' });
    expect(envelope<LoginResult>(await login('ding', await approvedRedirect('ding'))).result.userInfo.username).toBe('zhaolei');
  });

  it('two first sign-ins of one person at once both succeed with one binding', async () => {
    standIn.signInAs('ding', { id: 'dingunion-wufang', mobile: '13910001005' });
    const [first, second] = await Promise.all([approvedRedirect('ding'), approvedRedirect('ding')]);
    const answers = await Promise.all([login('ding', first), login('ding', second)]);
    expect(answers.map((r) => envelope<LoginResult>(r).result.userInfo.username)).toEqual(['wufang', 'wufang']);
    expect((await bindings(admin, 'ding')).filter((b) => b.providerUserId === 'dingunion-wufang')).toHaveLength(1);
  });

  it('never binds a channel partner or a customer by their contact details', async () => {
    standIn.signInAs('feishu', { id: 'on_agent', email: 'agent@huaxincloud.cn' });
    expect((await login('feishu', await approvedRedirect('feishu'))).statusCode).toBe(403);
  });

  it('a bound user who is frozen is refused like at the password login', async () => {
    const fengxue = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'fengxue').executeTakeFirstOrThrow()).id;
    await t.signedPost('/sys/messenger/binding/add', { provider: 'qywx', providerUserId: 'FengXue', userId: fengxue }, admin);
    await t.app.db.updateTable('users').set({ status: '2' }).where('id', '=', fengxue).execute();
    standIn.signInAs('qywx', { id: 'FengXue' });
    try {
      const response = await login('qywx', await approvedRedirect('qywx'));
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe(translate('zh-CN', 'server.userFrozen'));
    } finally {
      await t.app.db.updateTable('users').set({ status: '1' }).where('id', '=', fengxue).execute();
    }
  });

  it('binds nobody when mobile and email point at two different users', async () => {
    standIn.signInAs('qywx', { id: 'Ambiguous', mobile: '13910001004', email: 'wufang@huaxincloud.cn' });
    const response = await login('qywx', await approvedRedirect('qywx'));
    expect(response.statusCode).toBe(403);
    expect((await bindings(admin, 'qywx')).some((b) => b.providerUserId === 'Ambiguous')).toBe(false);
  });

  it('a wrong secret is reported as the app configuration, naming the provider reason', async () => {
    const save = (secret: string) =>
      t.signedPost('/sys/messenger/app/save', { provider: 'qywx', appId: DEMO_MESSENGER_APPS.qywx.appId, agentId: '1000002', secret, enabled: true }, admin);
    expect((await save('a-wrong-secret')).statusCode).toBe(200);
    try {
      const response = await login('qywx', await approvedRedirect('qywx'));
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('企业微信拒绝了应用凭证（40001 invalid credential），请联系管理员检查应用 ID 和密钥');
    } finally {
      await save(DEMO_MESSENGER_APPS.qywx.secret);
    }
    for (const provider of ['ding', 'feishu', 'yunzhijia'] as const) {
      await t.signedPost('/sys/messenger/app/save', { provider, appId: DEMO_MESSENGER_APPS[provider].appId, secret: 'wrong', enabled: true }, admin);
      const response = await login(provider, await approvedRedirect(provider), undefined, 'en');
      await t.signedPost(
        '/sys/messenger/app/save',
        { provider, appId: DEMO_MESSENGER_APPS[provider].appId, secret: DEMO_MESSENGER_APPS[provider].secret, enabled: true },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toMatch(/refused the app's credentials/);
    }
  });

  it('a secret that no longer decrypts (another MESSENGER_SECRET_KEY) is reported like a refused one', async () => {
    const redirect = await approvedRedirect('ding');
    await t.app.db.updateTable('messenger_apps').set({ secret_encrypted: 'v1:AAAA:AAAA:AAAA' }).where('app_id', '=', DEMO_MESSENGER_APPS.ding.appId).execute();
    const response = await login('ding', redirect);
    await t.signedPost(
      '/sys/messenger/app/save',
      { provider: 'ding', appId: DEMO_MESSENGER_APPS.ding.appId, secret: DEMO_MESSENGER_APPS.ding.secret, enabled: true },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('钉钉拒绝了应用凭证（MESSENGER_SECRET_KEY），请联系管理员检查应用 ID 和密钥');
  });

  it('answers 502 only when the provider itself fails', async () => {
    standIn.setOutage('feishu', true);
    const response = await login('feishu', await approvedRedirect('feishu'));
    expect(response.statusCode).toBe(502);
    expect(envelope(response).message).toBe('飞书服务暂时无法访问，请稍后再试');
  });

  it('a disabled app signs nobody in', async () => {
    const redirect = await approvedRedirect('yunzhijia');
    const body = { provider: 'yunzhijia', appId: DEMO_MESSENGER_APPS.yunzhijia.appId, enabled: false };
    await t.signedPost('/sys/messenger/app/save', body, admin);
    const response = await login('yunzhijia', redirect);
    await t.signedPost('/sys/messenger/app/save', { ...body, enabled: true }, admin);
    expect(response.statusCode).toBe(404);
  });
});

describe('administration', () => {
  it('lists the apps with the secret masked, to administrators only', async () => {
    const response = await t.signedGet('/sys/messenger/app/list', {}, admin);
    const apps = envelope<MessengerAppView[]>(response).result;
    expect(apps.map((a) => a.provider).sort()).toEqual(['ding', 'feishu', 'qywx', 'yunzhijia']);
    expect(apps.every((a) => a.secret === '******')).toBe(true);
    for (const provider of PROVIDERS) expect(response.body).not.toContain(DEMO_MESSENGER_APPS[provider].secret);
    expect((await t.signedGet('/sys/messenger/app/list', {}, sales)).statusCode).toBe(403);
    expect((await t.signedGet('/sys/messenger/app/list')).statusCode).toBe(401);
  });

  it('stores the secret encrypted', async () => {
    const rows = await t.app.db.selectFrom('messenger_apps').select('secret_encrypted').execute();
    for (const row of rows) for (const provider of PROVIDERS) expect(row.secret_encrypted).not.toContain(DEMO_MESSENGER_APPS[provider].secret);
  });

  it('binds and unbinds a provider user; the bound user then signs in', async () => {
    standIn.signInAs('yunzhijia', { id: 'yzj-engineer' });
    expect((await login('yunzhijia', await approvedRedirect('yunzhijia'))).statusCode).toBe(403);

    const engineer = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'engineer').executeTakeFirstOrThrow()).id;
    const bound = await t.signedPost('/sys/messenger/binding/add', { provider: 'yunzhijia', providerUserId: 'yzj-engineer', userId: engineer }, admin);
    expect(bound.statusCode).toBe(200);
    const again = await t.signedPost('/sys/messenger/binding/add', { provider: 'yunzhijia', providerUserId: 'yzj-engineer', userId: engineer }, admin);
    expect(again.statusCode).toBe(409);
    expect(envelope<LoginResult>(await login('yunzhijia', await approvedRedirect('yunzhijia'))).result.userInfo.username).toBe('engineer');

    const binding = (await bindings(admin, 'yunzhijia')).find((b) => b.providerUserId === 'yzj-engineer')!;
    expect((await t.del('/sys/messenger/binding/delete', { id: binding.id }, admin)).statusCode).toBe(200);
    expect((await login('yunzhijia', await approvedRedirect('yunzhijia'))).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  let otherAdmin: string;
  beforeAll(async () => {
    await createTenant(t.app.db, { name: '另一家公司', admin: { username: 'messenger-other-admin', realname: '钱管理', password: 'Other@2026' } });
    otherAdmin = (await t.login('messenger-other-admin', 'Other@2026')).token;
  });

  it('another tenant sees none of the demo configuration or bindings, and cannot take the demo app id', async () => {
    expect(envelope<MessengerAppView[]>(await t.signedGet('/sys/messenger/app/list', {}, otherAdmin)).result).toEqual([]);
    expect(await bindings(otherAdmin)).toEqual([]);
    const taken = await t.signedPost(
      '/sys/messenger/app/save',
      { provider: 'feishu', appId: DEMO_MESSENGER_APPS.feishu.appId, secret: 'x', enabled: true },
      otherAdmin,
    );
    expect(taken.statusCode).toBe(409);
    const demoBinding = (await bindings(admin))[0]!;
    expect((await t.del('/sys/messenger/binding/delete', { id: demoBinding.id }, otherAdmin)).statusCode).toBe(404);
    const foreignUser = await t.signedPost(
      '/sys/messenger/binding/add',
      { provider: 'feishu', providerUserId: 'on_x', userId: demoBinding.userId },
      otherAdmin,
    );
    expect(foreignUser.statusCode).toBe(404);
    expect((await bindings(admin)).some((b) => b.id === demoBinding.id)).toBe(true);
  });

  it('the same provider user id signs into whichever tenant owns the appid', async () => {
    const noSecret = await t.signedPost('/sys/messenger/app/save', { provider: 'feishu', appId: OTHER_FEISHU_APP.appId, enabled: true }, otherAdmin);
    expect(noSecret.statusCode).toBe(400);
    await t.signedPost(
      '/sys/messenger/app/save',
      { provider: 'feishu', appId: OTHER_FEISHU_APP.appId, secret: OTHER_FEISHU_APP.secret, enabled: true },
      otherAdmin,
    );
    const me = await whoIs(otherAdmin);
    await t.signedPost('/sys/messenger/binding/add', { provider: 'feishu', providerUserId: DEMO_SALES_MESSENGER_IDS.feishu, userId: me.id }, otherAdmin);

    const there = envelope<LoginResult>(await login('feishu', await approvedRedirect('feishu', OTHER_FEISHU_APP.appId), OTHER_FEISHU_APP.appId));
    expect(there.result.userInfo.username).toBe('messenger-other-admin');
    const here = envelope<LoginResult>(await login('feishu', await approvedRedirect('feishu')));
    expect(here.result.userInfo.username).toBe('sales');
    // A state of one tenant's app is no good for the other's.
    const { state } = await approvedRedirect('feishu');
    expect((await login('feishu', { code: standIn.issueCode('feishu', OTHER_FEISHU_APP.appId), state }, OTHER_FEISHU_APP.appId)).statusCode).toBe(400);
  });
});
