import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, type NotificationSetting } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';
import { baseRoutes, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { confirmLink } from './DeviceLoginPage.tsx';
import { fail, ok } from '../../test/fake-http.ts';
import { appLink } from './SharePage.tsx';

const settings = (auditOn = true): NotificationSetting[] => [
  { type: 'system', enabled: true },
  { type: 'audit', enabled: auditOn },
  { type: 'remind', enabled: true },
  { type: 'task', enabled: true },
];

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn();
});

describe('/account/msgSetting', () => {
  it('shows one switch per message type and saves a change on the server', async () => {
    const { fake } = renderApp(
      '/account/msgSetting',
      baseRoutes({ 'GET /sys/user/msgSetting': ok(settings()), 'PUT /sys/user/msgSetting': ok(settings(false)) }),
    );
    const audit = await screen.findByRole('switch', { name: '审批消息' });
    expect(audit.getAttribute('aria-checked')).toBe('true');
    await userEvent.setup().click(audit);
    await waitFor(() => expect(fake.find('PUT /sys/user/msgSetting')).toHaveLength(1));
    expect(fake.find('PUT /sys/user/msgSetting')[0]!.body).toEqual({ settings: [{ type: 'audit', enabled: false }] });
    await waitFor(() => expect(screen.getByRole('switch', { name: '审批消息' }).getAttribute('aria-checked')).toBe('false'));
  });
});

describe('/account/tvApp', () => {
  it('takes the code from the scanned link and confirms it', async () => {
    const { fake } = renderApp('/account/tvApp?code=12345678', baseRoutes({ 'POST /sys/deviceLogin/confirm': ok(null, '已确认，电脑端即将登录') }));
    await userEvent.setup().click(await screen.findByTestId('tv-confirm'));
    expect((await screen.findByTestId('tv-confirmed')).textContent).toBe('已确认，电脑端即将登录');
    expect(fake.find('POST /sys/deviceLogin/confirm')[0]!.body).toEqual({ code: '12345678' });
  });

  it('waits for eight digits and shows the server’s refusal', async () => {
    renderApp('/account/tvApp', baseRoutes({ 'POST /sys/deviceLogin/confirm': fail(400, '登录码无效或已过期，请在电脑端刷新后重新扫码') }));
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('tv-code'), '12ab34');
    expect((screen.getByTestId('tv-code') as HTMLInputElement).value).toBe('1234');
    expect((screen.getByTestId('tv-confirm') as HTMLButtonElement).disabled).toBe(true);
    await u.type(screen.getByTestId('tv-code'), '5678');
    await u.click(screen.getByTestId('tv-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('登录码无效或已过期，请在电脑端刷新后重新扫码');
  });
});

describe('/account/share', () => {
  it('shows this deployment’s mobile link and its QR code', async () => {
    renderApp('/account/share');
    expect((await screen.findByTestId('share-link')).textContent).toBe(appLink());
    const qr = await screen.findByTestId('qr-code');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(appLink('https://crm.example.com')).toBe('https://crm.example.com/mobile/');
  });
});

describe('/user/deviceLogin (the other device)', () => {
  it('shows the code as digits and QR, polls, and starts its session once the phone confirmed', async () => {
    resetState();
    let polls = 0;
    const { path } = renderApp(
      '/user/deviceLogin',
      baseRoutes({
        'POST /sys/deviceLogin/request': ok({ code: '24681357', pollToken: 'poll-secret-0123456789', expiresAt: new Date(Date.now() + 120_000).toISOString() }),
        'GET /sys/deviceLogin/status': () =>
          ++polls < 2 ? ok({ status: 'pending' }) : ok({ status: 'confirmed', login: { token: 'desk-1', userInfo: user() } }),
      }),
    );
    expect((await screen.findByTestId('device-code')).textContent).toBe('24681357');
    await waitFor(() => expect(path()).toBe('/index'), { timeout: 6000 });
    expect(storage.get('accessToken')).toBe('desk-1');
    expect(confirmLink('24681357', 'https://crm.example.com')).toBe('https://crm.example.com/mobile/account/tvApp?code=24681357');
  }, 10_000);

  it('offers a new code once the old one expired', async () => {
    resetState();
    renderApp(
      '/user/deviceLogin',
      baseRoutes({
        'POST /sys/deviceLogin/request': ok({ code: '11112222', pollToken: 'poll-secret-0123456789', expiresAt: new Date().toISOString() }),
        'GET /sys/deviceLogin/status': ok({ status: 'expired' }),
      }),
    );
    expect(await screen.findByText('登录码已过期', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('device-refresh')).toBeTruthy();
  });
});
