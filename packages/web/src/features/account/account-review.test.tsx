import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { useAppStore } from '../../stores/app.ts';
import { account, baseRoutes, loginAnswer, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

async function logIn() {
  const u = userEvent.setup();
  await u.type(await screen.findByTestId('login-username'), 'review-admin');
  await u.type(screen.getByTestId('login-password'), 'Review@2026');
  await u.click(screen.getByTestId('login-consent'));
  await u.click(screen.getByTestId('login-submit'));
}

describe('enterprise information under review (account status 2)', () => {
  it('sends the user to /account/onlineService, which tells them the review is pending instead of asking to renew', async () => {
    const { path } = renderApp(
      '/user/login',
      baseRoutes({
        'POST /sys/login': loginAnswer({ token: 't', userInfo: user({ isAdmin: 1 }) }),
        'GET /sys/sysAccount/getSysAccountInfo': ok(account({ status: '2' })),
      }),
    );
    await logIn();
    await waitFor(() => expect(path()).toBe('/account/onlineService'));
    expect(await screen.findByText('企业信息审核中')).toBeTruthy();
    expect(screen.queryByText('续费提醒', { selector: '.adm-error-block-description-title' })).toBeNull();
  });

  it('still asks a disabled account to renew', async () => {
    const { path } = renderApp(
      '/user/login',
      baseRoutes({
        'POST /sys/login': loginAnswer({ token: 't', userInfo: user() }),
        'GET /sys/sysAccount/getSysAccountInfo': ok(account({ status: '1' })),
      }),
    );
    await logIn();
    await waitFor(() => expect(path()).toBe('/account/onlineService'));
    expect(await screen.findByText('您所在企业的账号已停用，暂时无法使用。请联系客服处理后再登录。')).toBeTruthy();
    expect(screen.queryByText('企业信息审核中')).toBeNull();
  });

  it('tells an account in service that it is in service, and leads home instead of logging out', async () => {
    signIn(user());
    useAppStore.getState().setCompanyInfo(account({ status: '0', endTime: '2099-01-01T00:00:00Z' }));
    const { path } = renderApp(
      '/account/onlineService',
      baseRoutes({ 'GET /sys/sysAccount/getSysAccountInfo': ok(account({ status: '0', endTime: '2099-01-01T00:00:00Z' })) }),
    );
    await screen.findByTestId('online-service-active');
    expect(screen.getByText('账号使用正常')).toBeTruthy();
    expect(screen.getByText('您所在企业的账号正常使用中，有效期至 2099-01-01。')).toBeTruthy();
    // The bar's title is the route's (续费提醒) until the page names itself by the account's state.
    await waitFor(() => expect(screen.queryByText(/停用|到期|续费提醒/)).toBeNull());
    expect(screen.queryByTestId('logout')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('online-service-home'));
    await waitFor(() => expect(path()).toBe('/index'));
  });

  it('tells an expired account the day it expired', async () => {
    signIn(user());
    useAppStore.getState().setCompanyInfo(account({ endTime: '2026-02-01T08:00:00Z' }));
    renderApp('/account/onlineService', baseRoutes({ 'GET /sys/sysAccount/getSysAccountInfo': ok(account({ endTime: '2026-02-01T08:00:00Z' })) }));
    await screen.findByTestId('online-service-expired');
    expect(screen.getByText('您所在企业的账号已于 2026-02-01 到期，暂时无法使用。请联系客服续费后再登录。')).toBeTruthy();
  });
});
