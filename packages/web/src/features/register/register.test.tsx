import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';
import { baseRoutes, loginAnswer, renderApp, resetState, user } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

const codeSent = ok({ resendAfter: 60, expiresIn: 300 });

async function fillRegistration(phone = '13300000001') {
  const u = userEvent.setup();
  await u.type(await screen.findByTestId('register-company'), '试用科技有限公司');
  await u.type(screen.getByTestId('register-realname'), '王试用');
  await u.type(screen.getByTestId('register-phone'), phone);
  await u.click(screen.getByTestId('register-send-code'));
  await u.type(screen.getByTestId('register-code'), '123456');
  await u.type(screen.getByTestId('register-password'), 'Trial@2026');
  await u.click(screen.getByTestId('register-consent'));
  await u.click(screen.getByTestId('register-submit'));
}

describe('free-trial registration (/user/register, /user/register-result)', () => {
  it('is reachable without logging in, from the login page', async () => {
    const { path } = renderApp('/user/login');
    await userEvent.setup().click(await screen.findByTestId('login-register'));
    await waitFor(() => expect(path()).toBe('/user/register'));
    expect(await screen.findByTestId('register-company')).toBeTruthy();
  });

  it('asks for the complete company name, the phone number and the code before calling the server', async () => {
    const { fake } = renderApp('/user/register');
    await userEvent.setup().click(await screen.findByTestId('register-submit'));
    expect(screen.getByText('请输入完整的公司名称')).toBeTruthy();
    expect(screen.getByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('does not register until the user agreement and the privacy policy are agreed to', async () => {
    const { fake } = renderApp('/user/register', baseRoutes({ 'POST /sys/sms': codeSent }));
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('register-company'), '试用科技有限公司');
    await u.type(screen.getByTestId('register-phone'), '13300000001');
    await u.click(screen.getByTestId('register-send-code'));
    await u.type(screen.getByTestId('register-code'), '123456');
    await u.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('consent-error').textContent).toBe('请先阅读并同意《用户协议》和《隐私政策》');
    expect(fake.find('POST /sys/user/register')).toHaveLength(0);
  });

  it('registers the company and enters it as its administrator through the login-success sequence', async () => {
    const registered = loginAnswer({ token: 'tok-new', userInfo: user({ username: '13300000001', realname: '王试用', isAdmin: 1 }) });
    const { path, fake } = renderApp('/user/register', baseRoutes({ 'POST /sys/sms': codeSent, 'POST /sys/user/register': registered }));
    await fillRegistration();
    await waitFor(() => expect(path()).toBe('/user/register-result'));
    expect(fake.find('POST /sys/sms')[0]!.body).toEqual({ mobile: '13300000001', purpose: 'register' });
    expect(fake.find('POST /sys/user/register')[0]!.body).toEqual({
      companyName: '试用科技有限公司',
      realname: '王试用',
      phone: '13300000001',
      captcha: '123456',
      password: 'Trial@2026',
    });
    expect((await screen.findByTestId('register-result-company')).textContent).toBe('试用科技有限公司 已开通免费试用');
    expect(storage.get('accessToken')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('register-enter'));
    await waitFor(() => expect(path()).toBe('/index'));
    expect(storage.get('accessToken')).toBe('tok-new');
    expect(storage.get('loginUsername')).toBe('13300000001');
  });

  it('shows "phone already registered" from the server', async () => {
    const { path } = renderApp('/user/register', { 'POST /sys/sms': fail(409, '该手机号已注册') });
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('register-phone'), '13800138000');
    await u.click(screen.getByTestId('register-send-code'));
    expect((await screen.findByRole('alert')).textContent).toBe('该手机号已注册');
    expect(path()).toBe('/user/register');
  });

  it('sends a direct visit of the result page to the login', async () => {
    renderApp('/user/register-result');
    expect(await screen.findByText('注册已完成，请使用手机号登录')).toBeTruthy();
  });
});

describe('password reset by phone code (/user/alteration)', () => {
  it('checks the two passwords, then resets and returns to the login page', async () => {
    const { path, fake } = renderApp('/user/alteration', {
      'POST /sys/sms': codeSent,
      'POST /sys/user/passwordChange': ok(null, '密码已重置，请使用新密码登录'),
    });
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('register-phone'), '13910001002');
    await u.click(screen.getByTestId('register-send-code'));
    await u.type(screen.getByTestId('register-code'), '123456');
    await u.type(screen.getByTestId('alteration-password'), 'NewPass@2026');
    await u.type(screen.getByTestId('alteration-confirm'), 'Different@2026');
    await u.click(screen.getByTestId('alteration-submit'));
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(fake.find('POST /sys/user/passwordChange')).toHaveLength(0);
    await u.clear(screen.getByTestId('alteration-confirm'));
    await u.type(screen.getByTestId('alteration-confirm'), 'NewPass@2026');
    await u.click(screen.getByTestId('alteration-submit'));
    await waitFor(() => expect(path()).toBe('/user/login'));
    expect(fake.find('POST /sys/sms')[0]!.body).toEqual({ mobile: '13910001002', purpose: 'alteration' });
    expect(fake.find('POST /sys/user/passwordChange')[0]!.body).toEqual({ phone: '13910001002', captcha: '123456', password: 'NewPass@2026' });
  });
});
