import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, type ProfileEdit } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok, type RecordedCall } from '../../test/fake-http.ts';

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

const stored = user({ realname: '李雷', phone: '13900000001', email: 'li@example.com' });

function profileRoutes(saved: ProfileEdit[]) {
  return baseRoutes({
    'POST /sys/user/contactCode': ok({ resendAfter: 60, expiresIn: 300 }, '验证码已发送'),
    'PUT /sys/user/editSelf': (call: RecordedCall) => {
      const body = call.body as ProfileEdit;
      saved.push(body);
      return ok({ ...stored, realname: body.realname, phone: body.phone ?? null, email: body.email ?? null });
    },
  });
}

describe('/account/baseSetting: a new phone number or email is proved by a code', () => {
  it('saves the name without a code while the phone and email stay as they are', async () => {
    signIn(stored);
    const saved: ProfileEdit[] = [];
    renderApp('/account/baseSetting', profileRoutes(saved));
    const u = userEvent.setup();
    const name = await screen.findByPlaceholderText('请输入姓名');
    await u.clear(name);
    await u.type(name, '李雷雷');
    expect(screen.queryByText('短信验证码')).toBeNull();
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ realname: '李雷雷', avatar: null, phone: '13900000001', email: 'li@example.com' });
  });

  it('asks for the code sent to a new number, sends it there, and saves the number with it', async () => {
    signIn(stored);
    const saved: ProfileEdit[] = [];
    const { fake } = renderApp('/account/baseSetting', profileRoutes(saved));
    const u = userEvent.setup();
    const phone = await screen.findByPlaceholderText('请输入手机号');
    await u.clear(phone);
    await u.type(phone, '13700000002');
    expect(await screen.findByText('短信验证码')).toBeTruthy();

    // Without the code the form does not go out.
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(saved).toHaveLength(0);

    await u.click(screen.getByTestId('phoneCaptcha-send'));
    await waitFor(() => expect(fake.find('POST /sys/user/contactCode')).toHaveLength(1));
    expect(fake.find('POST /sys/user/contactCode')[0]!.body).toEqual({ channel: 'sms', target: '13700000002' });
    expect(await screen.findByText(/秒后重发/)).toBeTruthy();

    await u.type(screen.getByPlaceholderText('6 位数字'), '123456');
    await u.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ phone: '13700000002', phoneCaptcha: '123456', email: 'li@example.com' });
    expect(saved[0]).not.toHaveProperty('emailCaptcha');
  });
});
