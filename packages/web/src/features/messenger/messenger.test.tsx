import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSENGER_NOT_BOUND, RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { storage } from '../../lib/storage.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, loginAnswer, renderApp, resetState, user } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';
import { goToProvider, rememberState } from './messenger-flow.ts';

vi.mock('./messenger-flow.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./messenger-flow.ts')>()),
  goToProvider: vi.fn(),
}));

beforeEach(async () => {
  resetState();
  sessionStorage.clear();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  vi.mocked(goToProvider).mockClear();
});

describe('authorise pages', () => {
  it('a Feishu deep link with appid reaches /feishuAuthorize, which sends the browser to the provider page', async () => {
    const { path, fake } = renderApp(
      '/account/setting?appid=cli_demo&authType=3',
      baseRoutes({
        'GET /sys/messenger/authorizeUrl': ok({ url: 'https://open.feishu.cn/open-apis/authen/v1/authorize?app_id=cli_demo&state=s-1', state: 's-1' }),
      }),
    );
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://open.feishu.cn/open-apis/authen/v1/authorize?app_id=cli_demo&state=s-1'));
    expect(path()).toBe('/feishuAuthorize?appid=cli_demo');
    expect(storage.get('goNextHref')).toBe('/account/setting?appid=cli_demo&authType=3');
    const [call] = fake.find('GET /sys/messenger/authorizeUrl');
    expect(call!.params).toMatchObject({
      provider: 'feishu',
      appid: 'cli_demo',
      redirectUri: `${window.location.origin}/mobile/feishuRedirect?appid=cli_demo`,
    });
    expect(call!.headers['X-Sign']).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('messengerAuthorizeState')!)).toEqual({ provider: 'feishu', state: 's-1' });
  });

  it.each([
    ['qywx', null],
    ['ding', '2'],
    ['yunzhijia', '4'],
  ])('%s: authType %s picks its own authorise page and provider', async (provider, authType) => {
    const { fake } = renderApp(
      `/index?appid=app-1${authType ? `&authType=${authType}` : ''}`,
      baseRoutes({ 'GET /sys/messenger/authorizeUrl': ok({ url: `https://provider.example/${provider}`, state: 's' }) }),
    );
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(`https://provider.example/${provider}`));
    expect(fake.find('GET /sys/messenger/authorizeUrl')[0]!.params.provider).toBe(provider);
  });

  it('without an appid it asks to open the app again and calls nobody', async () => {
    const { fake } = renderApp('/dingAuthorize');
    expect(await screen.findByText('链接缺少应用标识（appid），请从钉钉工作台重新打开应用')).toBeTruthy();
    expect(fake.find('GET /sys/messenger/authorizeUrl')).toHaveLength(0);
  });

  it("shows the server's reason when the app is not set up", async () => {
    renderApp('/qywxAuthorize?appid=nobody', baseRoutes({ 'GET /sys/messenger/authorizeUrl': fail(404, '该企业尚未配置或已停用企业微信登录，请联系管理员') }));
    expect(await screen.findByText('该企业尚未配置或已停用企业微信登录，请联系管理员')).toBeTruthy();
    expect(goToProvider).not.toHaveBeenCalled();
  });
});

describe('redirect pages', () => {
  it("DingTalk's authCode and the state go to the server; the login continues to the saved page", async () => {
    rememberState('ding', 'state-1');
    storage.set('goNextHref', '/account/setting');
    const { path, fake } = renderApp(
      '/dingRedirect?appid=ding-app&authCode=code-1&state=state-1',
      baseRoutes({ 'POST /sys/messenger/login': loginAnswer({ token: 'tok-m', userInfo: user() }) }),
    );
    await waitFor(() => expect(path()).toBe('/account/setting'));
    expect(fake.find('POST /sys/messenger/login')[0]!.body).toEqual({ provider: 'ding', appid: 'ding-app', code: 'code-1', state: 'state-1' });
    expect(storage.get('accessToken')).toBe('tok-m');
    expect(storage.get('goNextHref')).toBeNull();
    expect(sessionStorage.getItem('messengerAuthorizeState')).toBeNull();
  });

  it("Yunzhijia's ticket is its code; without a saved page the user lands home", async () => {
    rememberState('yunzhijia', 's');
    const { path, fake } = renderApp(
      '/yunzhijiaRedirect?appid=500&ticket=t-1&state=s',
      baseRoutes({ 'POST /sys/messenger/login': loginAnswer({ token: 't', userInfo: user() }) }),
    );
    await waitFor(() => expect(path()).toBe('/index'));
    expect(fake.find('POST /sys/messenger/login')[0]!.body).toMatchObject({ code: 't-1' });
  });

  it('an unbound provider user gets the page telling them to ask the administrator', async () => {
    rememberState('feishu', 's');
    renderApp(
      '/feishuRedirect?appid=cli&code=c&state=s',
      baseRoutes({
        'POST /sys/messenger/login': {
          status: 403,
          data: { success: false, message: 'not bound', code: 403, result: { reason: MESSENGER_NOT_BOUND }, timestamp: 0 },
        },
      }),
    );
    expect(await screen.findByTestId('messenger-not-bound')).toBeTruthy();
    expect(screen.getByText('账号尚未绑定')).toBeTruthy();
    expect(screen.getByText(/请联系企业管理员为您绑定账号/)).toBeTruthy();
    expect(storage.get('accessToken')).toBeNull();
  });

  it('refuses a state this tab did not send, without calling the server', async () => {
    rememberState('feishu', 'mine');
    const { fake } = renderApp('/feishuRedirect?appid=cli&code=c&state=planted');
    expect(await screen.findByText('授权已失效，请重新从飞书打开应用')).toBeTruthy();
    expect(fake.find('POST /sys/messenger/login')).toHaveLength(0);
  });

  it("shows the server's message when the provider refuses, with a way to authorise again", async () => {
    rememberState('qywx', 's');
    const { path } = renderApp('/qywxRedirect?appid=ww1&code=c&state=s', baseRoutes({ 'POST /sys/messenger/login': fail(400, '企业微信授权码无效或已过期') }));
    expect(await screen.findByText('企业微信授权码无效或已过期')).toBeTruthy();
    screen.getByText('重新授权').click();
    await waitFor(() => expect(path()).toBe('/qywxAuthorize?appid=ww1'));
  });
});

describe('/authorizeHelp', () => {
  it('explains each messenger and what to do when the account is not bound', async () => {
    renderApp('/authorizeHelp');
    expect(await screen.findByText('从企业通讯录登录')).toBeTruthy();
    for (const name of ['企业微信', '钉钉', '飞书', '云之家']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText('提示账号尚未绑定怎么办？')).toBeTruthy();
  });
});
