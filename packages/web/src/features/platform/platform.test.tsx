import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, type EnterpriseAccountRow, type EnterpriseAccountView, type GroupNode } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { feedback } from '../../lib/feedback.ts';
import { baseRoutes, loginAnswer, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';
import { oneYearOn } from './AccountViewPage.tsx';

const operator = user({ id: 'p1', username: 'platform', realname: '平台运营', userType: 'platform' });
const row: EnterpriseAccountRow = {
  id: 't9',
  name: '北京华信云创科技有限公司',
  status: '0',
  endTime: '2027-11-21T00:00:00.000Z',
  tenantType: '1',
  createdAt: '2026-01-01T00:00:00.000Z',
  usersCount: 16,
  recordsCount: 1200,
};
const view = (status = '0'): EnterpriseAccountView => ({
  ...row,
  status,
  phone: null,
  address: null,
  usersByType: [{ userType: 'staff', count: 14 }],
  administrators: [{ username: 'admin', realname: '张志强', phone: null }],
  usage: [{ apiName: 'crmCustomer', count: 300 }],
});

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  vi.restoreAllMocks();
});

describe('platform administration pages', () => {
  it('takes the operator from the staff login straight to the enterprise accounts, loading no tenant workspace', async () => {
    const { path, fake } = renderApp(
      '/user/login',
      baseRoutes({
        'POST /sys/login': loginAnswer({ token: 't', userInfo: operator }),
        'GET /plat/sysAccountList': ok({ records: [row], total: 1, size: 100, current: 1, pages: 1 }),
      }),
    );
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('login-username'), 'platform');
    await u.type(screen.getByTestId('login-password'), 'Demo@2026');
    await u.click(screen.getByTestId('login-consent'));
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(path()).toBe('/plat/sysAccountList'));
    expect(await screen.findByText('北京华信云创科技有限公司')).toBeTruthy();
    expect(screen.getByText('共 1 个企业账号')).toBeTruthy();
    expect(fake.find('GET /sys/sysAccount/getSysAccountInfo')).toHaveLength(0);
  });

  it('disables an account after confirmation', async () => {
    signIn(operator);
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake } = renderApp(
      '/plat/sysAccountView?id=t9',
      baseRoutes({ 'GET /plat/sysAccountView': ok(view()), 'PUT /plat/sysAccount/status': ok(view('1')) }),
    );
    await userEvent.setup().click(await screen.findByTestId('disable-account'));
    await waitFor(() => expect(fake.find('PUT /plat/sysAccount/status')).toHaveLength(1));
    expect(fake.find('PUT /plat/sysAccount/status')[0]!.body).toEqual({ id: 't9', status: '1' });
  });

  it('caps the active employees, refusing a cap that is no whole number', async () => {
    signIn(operator);
    vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
    vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    const { fake } = renderApp(
      '/plat/sysAccountView?id=t9',
      baseRoutes({ 'GET /plat/sysAccountView': ok({ ...view(), seatLimit: null, activeStaff: 14 }), 'PUT /plat/sysAccount/seats': ok(view()) }),
    );
    const u = userEvent.setup();
    expect((await screen.findByText('当前在职 14 人')).textContent).toBeTruthy();
    await u.type(screen.getByTestId('seats-input'), '0');
    await u.click(screen.getByTestId('seats-save'));
    expect(feedback.toast).toHaveBeenCalledWith('上限须为不小于 1 的整数，留空为不限');
    expect(fake.find('PUT /plat/sysAccount/seats')).toHaveLength(0);
    await u.clear(screen.getByTestId('seats-input'));
    await u.type(screen.getByTestId('seats-input'), '20');
    await u.click(screen.getByTestId('seats-save'));
    await waitFor(() => expect(fake.find('PUT /plat/sysAccount/seats')).toHaveLength(1));
    expect(fake.find('PUT /plat/sysAccount/seats')[0]!.body).toEqual({ id: 't9', seatLimit: 20 });
  });

  it('offers "approve" for a company under review', async () => {
    signIn(operator);
    renderApp('/plat/sysAccountView?id=t9', baseRoutes({ 'GET /plat/sysAccountView': ok(view('2')) }));
    expect((await screen.findByTestId('enable-account')).textContent).toContain('审核通过');
  });

  it('extends by a year from the later of today and the current end', () => {
    const now = new Date('2026-11-21T00:00:00.000Z');
    expect(oneYearOn('2027-03-01T00:00:00.000Z', now)).toBe('2028-03-01T00:00:00.000Z');
    expect(oneYearOn('2026-01-01T00:00:00.000Z', now)).toBe('2027-11-21T00:00:00.000Z');
    expect(oneYearOn(null, now)).toBe('2027-11-21T00:00:00.000Z');
  });

  it('shows the tenant administrator the group tree with member counts', async () => {
    signIn(user({ isAdmin: 1 }));
    const tree: GroupNode[] = [
      {
        id: 'h',
        name: '华信云创北京总部',
        orgType: '1',
        orgCode: 'A01',
        members: 1,
        totalMembers: 3,
        children: [{ id: 's', name: '华信云创上海分公司', orgType: '1', orgCode: 'A02', members: 2, totalMembers: 2, children: [] }],
      },
    ];
    renderApp('/groupView', baseRoutes({ 'GET /sys/sysDepart/groupTree': ok(tree) }));
    expect(await screen.findByText('华信云创上海分公司')).toBeTruthy();
    expect(screen.getByText('1 人 / 共 3 人')).toBeTruthy();
  });
});
