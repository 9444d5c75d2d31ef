import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { storage } from '../../lib/storage.ts';
import { feedback } from '../../lib/feedback.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { useSessionStore } from '../../stores/session.ts';
import { account, baseRoutes, logInOnPage, loginAnswer, renderApp, resetState, user } from '../../test/app.tsx';

const logIn = logInOnPage;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  vi.restoreAllMocks();
});

describe('login page and the login-success sequence (spec section 4)', () => {
  it('asks for the account and the password before calling the server', async () => {
    const { fake } = renderApp('/user/login');
    await userEvent.setup().click(await screen.findByTestId('login-submit'));
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses to log in until the user agreement and the privacy policy are agreed to, and says so', async () => {
    const { fake, path } = renderApp('/user/login', baseRoutes({ 'POST /sys/login': loginAnswer({ token: 't', userInfo: user() }) }));
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('login-username'), 'sales');
    await u.type(screen.getByTestId('login-password'), 'Demo@2026');
    await u.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('consent-error').textContent).toBe('请先阅读并同意《用户协议》和《隐私政策》');
    expect(fake.find('POST /sys/login')).toHaveLength(0);
    await u.click(screen.getByTestId('login-consent'));
    expect(screen.queryByTestId('consent-error')).toBeNull();
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(path()).toBe('/index'));
    expect(fake.find('POST /sys/login')).toHaveLength(1);
  });

  it('shows the user agreement and the privacy policy in the language of the page, and closes them', async () => {
    await applyLanguage('en');
    renderApp('/user/login');
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('consent-privacy'));
    const policy = await screen.findByTestId('policy-privacy');
    await waitFor(() => expect(policy.textContent).toContain('Privacy Policy'));
    expect(policy.textContent).toContain('What we collect');
    await u.click(screen.getByTestId('policy-close'));
    expect(screen.queryByTestId('policy-privacy')).toBeNull();
    await u.click(screen.getByTestId('consent-agreement'));
    await waitFor(() => expect(screen.getByTestId('policy-agreement').textContent).toContain('User Agreement'));
  });

  it('stores the session and lands on the home page with a login-success toast', async () => {
    const { path, fake } = renderApp('/user/login', baseRoutes({ 'POST /sys/login': loginAnswer({ token: 'tok-9', userInfo: user() }) }));
    await logIn();
    await waitFor(() => expect(path()).toBe('/index'));
    expect(storage.get('accessToken')).toBe('tok-9');
    expect(storage.get('loginUserInfo')?.realname).toBe('Li Lei');
    expect(storage.get('loginUsername')).toBe('sales');
    expect(storage.get('tenantId')).toBe('t1');
    expect(await screen.findByText('登录成功')).toBeTruthy();
    await waitFor(() => expect(fake.find('GET /sys/sysAccount/getSysAccountInfo')).toHaveLength(1));
    await waitFor(() => expect(fake.find('GET /system/sysTableMade/list')[0]?.params.pageSize).toBe('1000'));
    expect(fake.find('GET /crm/crmTag/allList')).toHaveLength(1);
  });

  it('goes to the saved next address instead, and forgets it', async () => {
    storage.set('goNextHref', '/account/setting');
    const { path } = renderApp('/user/login', baseRoutes({ 'POST /sys/login': loginAnswer({ token: 't', userInfo: user() }) }));
    await logIn();
    await waitFor(() => expect(path()).toBe('/account/setting'));
    expect(storage.get('goNextHref')).toBeNull();
  });

  it('returns to the page asked for before logging in', async () => {
    const { path } = renderApp('/account/aboutUs', baseRoutes({ 'POST /sys/login': loginAnswer({ token: 't', userInfo: user() }) }));
    await waitFor(() => expect(path()).toBe('/user/login?redirect=%2Faccount%2FaboutUs'));
    await logIn();
    await waitFor(() => expect(path()).toBe('/account/aboutUs'));
  });

  it('keeps the user on the login page with the server message when the code is not 200', async () => {
    const { path } = renderApp('/user/login', {
      'POST /sys/login': { status: 200, data: { success: false, code: 500, message: '用户名或密码错误', result: null, timestamp: 0 } },
    });
    await logIn('sales', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    expect(path()).toBe('/user/login');
    expect(storage.get('accessToken')).toBeNull();
  });

  it('shows the profile-incomplete dialog and then opens the personal profile', async () => {
    const { path } = renderApp('/user/login', baseRoutes({ 'POST /sys/login': loginAnswer({ token: 't', userInfo: user({ realname: '未知' }) }) }));
    await logIn();
    expect(await screen.findByText('温馨提示')).toBeTruthy();
    expect(screen.getByText('您的个人资料尚未完善，请先完善个人资料')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(path()).toBe('/account/baseSetting'));
  });

  it("stores the user's language and reloads when it differs from the stored one", async () => {
    const reload = vi.spyOn(feedback, 'reload').mockImplementation(() => undefined);
    renderApp('/user/login', baseRoutes({ 'POST /sys/login': loginAnswer({ token: 't', userInfo: user({ lang: 'en' }) }) }));
    await logIn();
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(storage.get('language')).toBe('en');
  });

  it('sends a disabled account to the renewal reminder', async () => {
    const { path } = renderApp(
      '/user/login',
      baseRoutes({
        'POST /sys/login': loginAnswer({ token: 't', userInfo: user() }),
        'GET /sys/sysAccount/getSysAccountInfo': {
          status: 200,
          data: { success: true, code: 200, message: '', result: account({ status: '1' }), timestamp: 0 },
        },
      }),
    );
    await logIn();
    await waitFor(() => expect(path()).toBe('/account/onlineService'));
  });

  it('warns an admin of a paid account about the days left', async () => {
    const soon = new Date(Date.now() + 3.5 * 24 * 3600 * 1000).toISOString();
    renderApp(
      '/user/login',
      baseRoutes({
        'POST /sys/login': loginAnswer({ token: 't', userInfo: user({ isAdmin: 1 }) }),
        'GET /sys/sysAccount/getSysAccountInfo': {
          status: 200,
          data: { success: true, code: 200, message: '', result: account({ endTime: soon }), timestamp: 0 },
        },
      }),
    );
    await logIn();
    expect(await screen.findByText('企业账号将在 3 天后到期，请及时续费')).toBeTruthy();
  });

  it('tells the violation endpoint and logs out when the company info cannot be loaded', async () => {
    const { path, fake } = renderApp(
      '/user/login',
      baseRoutes({
        'POST /sys/login': loginAnswer({ token: 't', userInfo: user() }),
        'GET /sys/sysAccount/getSysAccountInfo': { status: 200, data: { success: false, code: 500, message: 'no', result: null, timestamp: 0 } },
        'PUT /sys/sysAccount/violation': { status: 200, data: { success: true, code: 200, message: '', result: null, timestamp: 0 } },
      }),
    );
    await logIn();
    await waitFor(() => expect(fake.find('PUT /sys/sysAccount/violation')).toHaveLength(1));
    await waitFor(() => expect(path()).toMatch(/^\/user\/login/));
    expect(storage.get('accessToken')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('sets the company-select flag when the user belongs to more than one company', async () => {
    renderApp(
      '/user/login',
      baseRoutes({
        'POST /sys/login': loginAnswer({ token: 't', userInfo: user() }),
        'GET /sys/sysUserDepart/queryUserDepartListByUserId': {
          status: 200,
          data: {
            success: true,
            code: 200,
            message: '',
            result: [
              { companyCode: 'A', name: 'A' },
              { companyCode: 'B', name: 'B' },
            ],
            timestamp: 0,
          },
        },
      }),
    );
    await logIn();
    await waitFor(() => expect(storage.get('companySelectFlag')).toBe(true));
  });
});
