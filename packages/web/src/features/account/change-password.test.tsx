import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';
import { baseRoutes, renderApp, resetState, signIn } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

/** The field's input (antd-mobile puts the test id on its wrapper). */
const input = (name: string) => screen.getByTestId(`password-${name}`).querySelector('input')!;

async function fill(current: string, next: string, confirm: string) {
  const u = userEvent.setup();
  await screen.findByTestId('password-current');
  if (current) await u.type(input('current'), current);
  if (next) await u.type(input('next'), next);
  if (confirm) await u.type(input('confirm'), confirm);
  await u.click(screen.getByTestId('password-submit'));
}

describe('Mine > Change password', () => {
  it('is offered on the Mine tab', async () => {
    signIn();
    const { path } = renderApp('/account/center');
    await userEvent.setup().click(await screen.findByTestId('open-changePassword'));
    await waitFor(() => expect(path()).toBe('/account/changePassword'));
    expect(await screen.findByTestId('change-password')).toBeTruthy();
  });

  it('tells what is wrong at each field and sends nothing', async () => {
    signIn();
    const { fake } = renderApp('/account/changePassword');
    await screen.findByTestId('password-current');
    await fill('', '', '');
    expect(screen.getByText('请输入当前密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    await fill('Demo@2026', '123', '');
    expect(screen.getByText('新密码至少 6 位')).toBeTruthy();
    await userEvent.setup().clear(input('next'));
    await fill('', 'Fresh@2026', 'Fresh@2025');
    expect(screen.getByText('两次输入的新密码不一致')).toBeTruthy();
    expect(fake.find('PUT /sys/user/updatePassword')).toHaveLength(0);
  });

  it('shows the server’s refusal of a wrong current password and stays', async () => {
    signIn();
    const { path } = renderApp('/account/changePassword', baseRoutes({ 'PUT /sys/user/updatePassword': fail(400, '当前密码不正确') }));
    await fill('Wrong@2026', 'Fresh@2026', 'Fresh@2026');
    expect((await screen.findByTestId('password-error')).textContent).toBe('当前密码不正确');
    expect(path()).toBe('/account/changePassword');
    expect(storage.get('accessToken')).toBe('tok');
  });

  it('changes the password, then logs out to the login page for the new one', async () => {
    signIn();
    const { fake, path } = renderApp('/account/changePassword', baseRoutes({ 'PUT /sys/user/updatePassword': ok(null, '密码已修改，请使用新密码重新登录') }));
    await fill('Demo@2026', 'Fresh@2026', 'Fresh@2026');
    await waitFor(() => expect(path()).toMatch(/^\/user\/login/));
    expect(fake.find('PUT /sys/user/updatePassword')[0]!.body).toEqual({ oldPassword: 'Demo@2026', password: 'Fresh@2026' });
    expect(storage.get('accessToken')).toBeNull();
  });
});
