import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_API, EMPLOYEE_STATUS, RUNTIME_CONFIG_GLOBAL, type AgentAccount, type AgentHome } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';

const partnerUser = user({ id: 'a1', username: 'yunfan', realname: '刘渠道', userType: 'agent', companyCode_dictText: '华信云创北京总部' });

const home = (isAdmin: boolean): AgentHome => ({
  profile: partnerUser,
  partner: { id: 'p1', name: '杭州云帆电子商务有限公司', agentNo: 'QD000001', level_dictText: '金牌', parentName: null, isAdmin },
  credit: null,
  openOrders: 0,
  pendingOrders: 0,
  activeReports: 0,
  reportLimit: 20,
});

const account = (patch: Partial<AgentAccount> = {}): AgentAccount => ({
  id: 'a1',
  username: 'yunfan',
  realname: '刘渠道',
  phone: '13800000001',
  status: EMPLOYEE_STATUS.active,
  isAdmin: true,
  createdAt: '2026-12-01T02:00:00.000Z',
  ...patch,
});

const sales = account({ id: 'a2', username: 'yunfan.sales', realname: '王销售', phone: null, isAdmin: false });

const partnerRoutes = (overrides: Parameters<typeof baseRoutes>[0] = {}) =>
  baseRoutes({ [`GET ${AGENT_API.my}`]: ok(home(true)), [`GET ${AGENT_API.staff}`]: ok([account(), sales]), ...overrides });

const inputOf = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(partnerUser);
  // The success toast loads its overlay lazily and times itself out: left real, it could outlive the test.
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("the partner's home, for its accounts", () => {
  it('leads an administrator to the accounts', async () => {
    renderApp('/agent/my', partnerRoutes());
    expect((await screen.findByTestId('agent-entry-staff')).getAttribute('href')).toBe('/mobile/agent/staff');
    expect(screen.getByTestId('agent-entry-staff').textContent).toContain('账号管理');
  });

  it('shows no accounts entry to an account that is not an administrator', async () => {
    renderApp('/agent/my', partnerRoutes({ [`GET ${AGENT_API.my}`]: ok(home(false)) }));
    expect(await screen.findByTestId('agent-entry-shop')).toBeTruthy();
    expect(screen.queryByTestId('agent-entry-staff')).toBeNull();
  });
});

describe('the accounts (/agent/staff)', () => {
  it('lists them, offers no freeze of one’s own, and freezes another once confirmed', async () => {
    const { fake, path } = renderApp('/agent/staff', partnerRoutes({ [`POST ${AGENT_API.staffStatus}`]: ok({ ...sales, status: EMPLOYEE_STATUS.frozen }) }));
    const [self, other] = (await screen.findAllByTestId('staff-item')) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('账号管理');
    expect(
      within(screen.getByTestId('staff-list'))
        .getAllByTestId('staff-item')
        .map((item) => item.getAttribute('data-username')),
    ).toEqual(['yunfan', 'yunfan.sales']);
    expect(within(self).getByText('当前账号')).toBeTruthy();
    expect(within(self).getByTestId('staff-admin').textContent).toBe('管理员');
    expect(self.textContent).toContain('13800000001');
    expect(within(self).queryByTestId('staff-freeze')).toBeNull();
    expect(within(other).queryByTestId('staff-admin')).toBeNull();

    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(within(other).getByTestId('staff-freeze'));
    await u.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(fake.find(`POST ${AGENT_API.staffStatus}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_API.staffStatus}`)[0]!.body).toEqual({ id: 'a2', status: EMPLOYEE_STATUS.frozen });
    await waitFor(() => expect(within(screen.getAllByTestId('staff-item')[1]!).getByTestId('staff-frozen').textContent).toBe('已冻结'));
    expect(within(screen.getAllByTestId('staff-item')[1]!).getByTestId('staff-freeze').textContent).toContain('解冻');

    await u.click(screen.getByTestId('staff-add'));
    await waitFor(() => expect(path()).toBe('/agent/staffForm'));
    // The form's own page (loaded on demand), with its way back to the list.
    await screen.findByTestId('account-form');
    expect(screen.getByTestId('agent-back').getAttribute('href')).toBe('/mobile/agent/staff');
  });

  it('tells an account that is not an administrator that the page is not theirs', async () => {
    renderApp('/agent/staff', partnerRoutes({ [`GET ${AGENT_API.staff}`]: fail(403, '拒绝访问') }));
    expect((await screen.findByTestId('staff-admin-only')).textContent).toContain('仅渠道管理员可以管理本渠道的账号');
    expect(screen.queryByTestId('staff-add')).toBeNull();
  });
});

describe('a new account (/agent/staffForm)', () => {
  it('refuses an empty username and a short password, then makes the account and shows the accounts', async () => {
    const { fake, path } = renderApp('/agent/staffForm', partnerRoutes({ [`POST ${AGENT_API.staffAdd}`]: ok(account({ id: 'a3', username: 'yunfan.ops' })) }));
    const u = userEvent.setup();
    await screen.findByTestId('account-form');
    await u.type(inputOf('account-password'), '12345');
    await u.click(screen.getByTestId('account-submit'));
    expect((await screen.findByTestId('account-username-error')).textContent).toBe('请输入登录账号');
    expect(screen.getByTestId('account-password-error').textContent).toBe('密码至少 6 位');
    expect(fake.find(`POST ${AGENT_API.staffAdd}`)).toHaveLength(0);

    await u.type(inputOf('account-username'), 'yunfan.ops');
    await u.type(inputOf('account-realname'), '赵运营');
    await u.type(inputOf('account-password'), '6');
    await u.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(fake.find(`POST ${AGENT_API.staffAdd}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_API.staffAdd}`)[0]!.body).toEqual({
      username: 'yunfan.ops',
      realname: '赵运营',
      phone: null,
      password: '123456',
      isAdmin: false,
    });
    await waitFor(() => expect(path()).toBe('/agent/staff'));
    expect(feedback.success).toHaveBeenCalledWith('账号已创建');
    expect(await screen.findAllByTestId('staff-item')).toHaveLength(2);
  });

  it('keeps everything typed when the server refuses the account', async () => {
    const { fake, path } = renderApp('/agent/staffForm', partnerRoutes({ [`POST ${AGENT_API.staffAdd}`]: fail(422, '登录账号已被占用') }));
    const u = userEvent.setup();
    await screen.findByTestId('account-form');
    await u.type(inputOf('account-username'), 'yunfan');
    await u.type(inputOf('account-realname'), '刘渠道');
    await u.type(inputOf('account-phone'), '13800000009');
    await u.type(inputOf('account-password'), 'secret1');
    await u.click(screen.getByTestId('account-admin'));
    await u.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(fake.find(`POST ${AGENT_API.staffAdd}`)).toHaveLength(1));
    expect(fake.find(`POST ${AGENT_API.staffAdd}`)[0]!.body).toMatchObject({ username: 'yunfan', phone: '13800000009', isAdmin: true });
    expect(await screen.findByText('登录账号已被占用')).toBeTruthy();
    expect(path()).toBe('/agent/staffForm');
    expect(inputOf('account-username').value).toBe('yunfan');
    expect(inputOf('account-realname').value).toBe('刘渠道');
    expect(inputOf('account-phone').value).toBe('13800000009');
    expect(inputOf('account-password').value).toBe('secret1');
    expect(screen.getByTestId('account-admin').getAttribute('aria-checked')).toBe('true');
  });
});
