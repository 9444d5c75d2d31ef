import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_PROFILE_API, RUNTIME_CONFIG_GLOBAL, type CompanyProfile } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';

const profile: CompanyProfile = {
  name: '华信云创科技有限公司',
  logo: null,
  paymentAccountName: null,
  paymentBank: null,
  paymentAccountNo: null,
  paymentQr: null,
};

const inputOf = (field: string) => screen.getByTestId(`company-${field}`).querySelector('input')!;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(user({ isAdmin: 1 }));
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/account/companySetting: the company’s logo and payment account', () => {
  it('checks the account as the server does, then saves it', async () => {
    const { fake } = renderApp(
      '/account/companySetting',
      baseRoutes({
        [`GET ${COMPANY_PROFILE_API.get}`]: ok(profile),
        [`PUT ${COMPANY_PROFILE_API.save}`]: (call) => ok({ ...profile, ...(call.body as object), paymentAccountNo: '6225880123456789' }),
      }),
    );
    const u = userEvent.setup();
    await screen.findByTestId('company-profile', {}, { timeout: 4000 });
    await u.type(inputOf('paymentAccountName'), '华信云创科技有限公司');
    await u.type(inputOf('paymentAccountNo'), '12-34');
    await u.click(screen.getByTestId('company-save'));
    expect(screen.getByTestId('company-paymentAccountNo-error').textContent).toBe('银行账号应为 8 到 34 位数字或字母');
    expect(screen.getByTestId('company-paymentBank-error').textContent).toBe('户名、开户银行和银行账号需一起填写');
    expect(fake.find(`PUT ${COMPANY_PROFILE_API.save}`)).toHaveLength(0);

    await u.clear(inputOf('paymentAccountNo'));
    await u.type(inputOf('paymentAccountNo'), '6225 8801 2345 6789');
    await u.type(inputOf('paymentBank'), '招商银行北京分行');
    await u.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(fake.find(`PUT ${COMPANY_PROFILE_API.save}`)).toHaveLength(1));
    expect(fake.find(`PUT ${COMPANY_PROFILE_API.save}`)[0]!.body).toEqual({
      logo: null,
      paymentAccountName: '华信云创科技有限公司',
      paymentBank: '招商银行北京分行',
      paymentAccountNo: '6225 8801 2345 6789',
      paymentQr: null,
    });
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('企业资料已保存'));
    expect(inputOf('paymentAccountNo').value).toBe('6225880123456789');
  });

  it('is the administrators’: anyone else is told they may not', async () => {
    signIn(user({ isAdmin: 0 }));
    const { fake } = renderApp('/account/companySetting', baseRoutes({ [`GET ${COMPANY_PROFILE_API.get}`]: ok(profile) }));
    expect(await screen.findByTestId('access-denied', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByTestId('company-profile')).toBeNull();
    expect(fake.find(`GET ${COMPANY_PROFILE_API.get}`)).toHaveLength(0);
  });
});
