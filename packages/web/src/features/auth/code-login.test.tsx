import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';
import { isMobileNumber, useCountdown } from '../../lib/verification-code.ts';
import { baseRoutes, loginAnswer, renderApp, resetState, user } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

const codeSent = ok({ resendAfter: 60, expiresIn: 300 }, '验证码已发送');

/** Opens a code tab, with the user agreement and privacy policy agreed to. */
async function openTab(tab: 'phone' | 'email') {
  const u = userEvent.setup();
  await u.click(await screen.findByTestId(`login-tab-${tab}`));
  // The code tabs' form loads when first chosen.
  await screen.findByTestId(`${tab}-target`);
  await u.click(screen.getByTestId('login-consent'));
}

describe('login page tabs: phone and e-mail codes', () => {
  it('shows the three ways in, account and password first', async () => {
    renderApp('/user/login');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['密码登录', '短信登录', '邮箱登录']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await openTab('phone');
    expect(screen.getByTestId('login-tab-phone').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('login-username')).toBeNull();
    expect(screen.getByTestId('phone-target')).toBeTruthy();
  });

  it('asks for the phone number and the code, and checks the number format, before calling the server', async () => {
    const { fake } = renderApp('/user/login');
    await openTab('phone');
    const u = userEvent.setup();
    await u.click(screen.getByTestId('phone-submit'));
    expect(screen.getByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    await u.type(screen.getByTestId('phone-target'), '12345');
    await u.click(screen.getByTestId('phone-send-code'));
    expect(screen.getByText('手机号码格式不正确')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('sends a login code and counts 60 seconds down before another may be asked for', async () => {
    const { fake } = renderApp('/user/login', { 'POST /sys/sms': codeSent });
    await openTab('phone');
    const u = userEvent.setup();
    await u.type(screen.getByTestId('phone-target'), '13910001002');
    await u.click(screen.getByTestId('phone-send-code'));
    await waitFor(() => expect(screen.getByTestId('phone-send-code').textContent).toBe('60 秒后重新获取'));
    expect((screen.getByTestId('phone-send-code') as HTMLButtonElement).disabled).toBe(true);
    expect(fake.find('POST /sys/sms')[0]!.body).toEqual({ mobile: '13910001002', purpose: 'login' });
    expect(fake.find('POST /sys/sms')[0]!.headers['X-Sign']).toBeTruthy();
  });

  it('shows "SMS code failed to send" from the server and lets the user ask again', async () => {
    renderApp('/user/login', { 'POST /sys/sms': fail(502, '短信验证码发送失败') });
    await openTab('phone');
    const u = userEvent.setup();
    await u.type(screen.getByTestId('phone-target'), '13910001002');
    await u.click(screen.getByTestId('phone-send-code'));
    expect((await screen.findByRole('alert')).textContent).toBe('短信验证码发送失败');
    expect((screen.getByTestId('phone-send-code') as HTMLButtonElement).disabled).toBe(false);
  });

  it('logs in with the code through the same success sequence as the password', async () => {
    const { path, fake } = renderApp(
      '/user/login',
      baseRoutes({ 'POST /sys/sms': codeSent, 'POST /sys/phoneLogin': loginAnswer({ token: 'tok-phone', userInfo: user() }) }),
    );
    await openTab('phone');
    const u = userEvent.setup();
    await u.type(screen.getByTestId('phone-target'), '13910001002');
    await u.click(screen.getByTestId('phone-send-code'));
    await u.type(screen.getByTestId('phone-code'), '123456');
    await u.click(screen.getByTestId('phone-submit'));
    await waitFor(() => expect(path()).toBe('/index'));
    expect(fake.find('POST /sys/phoneLogin')[0]!.body).toEqual({ mobile: '13910001002', captcha: '123456' });
    expect(storage.get('accessToken')).toBe('tok-phone');
    expect(await screen.findByText('登录成功')).toBeTruthy();
    await waitFor(() => expect(fake.find('GET /sys/sysAccount/getSysAccountInfo')).toHaveLength(1));
  });

  it('keeps the user on the page with the server message for a wrong code', async () => {
    const { path } = renderApp('/user/login', { 'POST /sys/phoneLogin': fail(400, '验证码错误') });
    await openTab('phone');
    const u = userEvent.setup();
    await u.type(screen.getByTestId('phone-target'), '13910001002');
    await u.type(screen.getByTestId('phone-code'), '000000');
    await u.click(screen.getByTestId('phone-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误');
    expect(path()).toBe('/user/login');
    expect(storage.get('accessToken')).toBeNull();
  });

  it('logs in by e-mail code', async () => {
    const { path, fake } = renderApp(
      '/user/login',
      baseRoutes({ 'POST /sys/email/code': codeSent, 'POST /sys/emailLogin': loginAnswer({ token: 'tok-mail', userInfo: user() }) }),
    );
    await openTab('email');
    const u = userEvent.setup();
    await u.type(screen.getByTestId('email-target'), 'not-an-address');
    await u.click(screen.getByTestId('email-send-code'));
    expect(screen.getByText('请输入正确的邮箱地址')).toBeTruthy();
    await u.clear(screen.getByTestId('email-target'));
    await u.type(screen.getByTestId('email-target'), 'sales@huaxincloud.cn');
    await u.click(screen.getByTestId('email-send-code'));
    await waitFor(() => expect(fake.find('POST /sys/email/code')[0]!.body).toEqual({ email: 'sales@huaxincloud.cn', purpose: 'login' }));
    await u.type(screen.getByTestId('email-code'), '654321');
    await u.click(screen.getByTestId('email-submit'));
    await waitFor(() => expect(path()).toBe('/index'));
    expect(fake.find('POST /sys/emailLogin')[0]!.body).toEqual({ email: 'sales@huaxincloud.cn', captcha: '654321' });
  });

  it('speaks English when asked', async () => {
    await applyLanguage('en');
    renderApp('/user/login');
    await openTab('phone');
    await userEvent.setup().click(screen.getByTestId('phone-submit'));
    expect(screen.getByText('Please input phone number')).toBeTruthy();
    expect(screen.getByText('Please input verification code')).toBeTruthy();
  });
});

describe('the resend countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down one second at a time to zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    for (let i = 0; i < 59; i++) act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('knows a mainland mobile number, with or without +86', () => {
    expect(isMobileNumber('13910001002')).toBe(true);
    expect(isMobileNumber('+86 139-1000-1002')).toBe(true);
    expect(isMobileNumber('12345678901')).toBe(false);
    expect(isMobileNumber('1391000100')).toBe(false);
  });
});
