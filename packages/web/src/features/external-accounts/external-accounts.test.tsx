import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, type AgentHome, type TerminalHome } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { storage } from '../../lib/storage.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, loginAnswer, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { fail, ok } from '../../test/fake-http.ts';
import { useSessionStore } from '../../stores/session.ts';

const partner = user({ id: 'a1', username: 'agent', realname: '刘渠道', userType: 'agent', companyCode_dictText: '华信云创北京总部' });
const customer = user({ id: 'c1', username: 'customer', realname: '周客户', userType: 'customer' });

const agentHome = (patch: Partial<AgentHome> = {}): AgentHome => ({
  profile: partner,
  partner: { id: 'p1', name: '杭州云帆电子商务有限公司', agentNo: 'QD000001', level_dictText: '金牌', parentName: null, isAdmin: false },
  credit: { limit: 50000, unpaid: 12000, available: 38000, termDays: 30, currency: { code: 'CNY', symbol: '¥' } },
  openOrders: 2,
  pendingOrders: 1,
  activeReports: 3,
  reportLimit: 20,
  ...patch,
});
const terminalHome = (linked: boolean): TerminalHome => ({
  profile: customer,
  customer: linked ? { id: 'k1', name: '北京远航物流有限公司', customerNo: 'KH000001', phone: '010-1', email: null } : null,
  openWorkOrders: linked ? 2 : 0,
});

async function logIn(name: string) {
  const u = userEvent.setup();
  await u.type(await screen.findByTestId('door-username'), name);
  await u.type(screen.getByTestId('door-password'), 'Demo@2026');
  await u.click(screen.getByTestId('door-consent'));
  await u.click(screen.getByTestId('door-submit'));
}

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The staff-only calls whose refusal (403) once logged partners and customers out. */
const STAFF_SESSION_CALLS = [
  'GET /sys/sysAccount/getSysAccountInfo',
  'PUT /sys/sysAccount/violation',
  'GET /sys/permission/getUserPermissionByToken',
  'POST /sys/logout',
];

describe('the partner door (/user/agentLogin)', () => {
  it('logs a partner in at /sys/agentLogin and lands on the partner home, calling no staff workspace API', async () => {
    const { path, fake } = renderApp(
      '/user/agentLogin',
      baseRoutes({
        'POST /sys/agentLogin': loginAnswer({ token: 'tok-a', userInfo: partner }),
        'GET /agent/my': ok(agentHome()),
      }),
    );
    expect(await screen.findByText('渠道商登录', { selector: 'h1' })).toBeTruthy();
    await logIn('agent');
    await waitFor(() => expect(path()).toBe('/agent/my'));
    expect(storage.get('accessToken')).toBe('tok-a');
    expect((await screen.findByTestId('home-realname')).textContent).toBe('刘渠道');
    expect(screen.getAllByText('杭州云帆电子商务有限公司').length).toBeGreaterThan(0);
    expect(screen.getByTestId('agent-credit')).toBeTruthy();
    expect(fake.find('POST /sys/login')).toHaveLength(0);
    expect(fake.find('GET /sys/sysAccount/getSysAccountInfo')).toHaveLength(0);
  });

  it('asks for the consent to the user agreement and the privacy policy before calling the server', async () => {
    const { path, fake } = renderApp('/user/agentLogin');
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('door-username'), 'agent');
    await u.type(screen.getByTestId('door-password'), 'Demo@2026');
    await u.click(screen.getByTestId('door-submit'));
    expect((await screen.findByTestId('consent-error')).textContent).toBe('请先阅读并同意《用户协议》和《隐私政策》');
    expect(fake.find('POST /sys/agentLogin')).toHaveLength(0);
    expect(path()).toBe('/user/agentLogin');
  });

  it('shows the server’s refusal next to the form when a staff account knocks', async () => {
    const { path } = renderApp('/user/agentLogin', { 'POST /sys/agentLogin': fail(403, '此登录页仅供渠道商账号使用，员工请在员工登录页登录') });
    await logIn('sales');
    expect((await screen.findByRole('alert')).textContent).toBe('此登录页仅供渠道商账号使用，员工请在员工登录页登录');
    expect(path()).toBe('/user/agentLogin');
    expect(storage.get('accessToken')).toBeNull();
  });

  it('logs a partner out back to the partner door after asking', async () => {
    signIn(partner);
    const { path, fake } = renderApp('/agent/my', baseRoutes({ 'GET /agent/my': ok(agentHome()) }));
    expect(await screen.findByTestId('agent-home')).toBeTruthy();
    // The dialog's buttons take taps while its opening animation runs.
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(screen.getByTestId('logout'));
    // Asked first, as staff are: cancelling keeps the partner signed in.
    expect(await screen.findByText('确定要退出登录吗？')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定要退出登录吗？')).toBeNull());
    expect(fake.find('POST /sys/logout')).toHaveLength(0);
    expect(storage.get('accessToken')).toBe('tok');
    await u.click(screen.getByTestId('logout'));
    await u.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(path()).toBe('/user/agentLogin'));
    expect(fake.find('POST /sys/logout')).toHaveLength(1);
    expect(storage.get('accessToken')).toBeNull();
  });
});

describe('the staff door (/user/login)', () => {
  it('shows a partner the server’s pointer to the partner door instead of a bare “access denied”', async () => {
    renderApp('/user/login', { 'POST /sys/login': fail(403, '渠道商账号请在渠道商登录页登录') });
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('login-username'), 'agent');
    await u.type(screen.getByTestId('login-password'), 'Demo@2026');
    await u.click(screen.getByTestId('login-consent'));
    await u.click(screen.getByTestId('login-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('渠道商账号请在渠道商登录页登录');
  });
});

describe('the customer door (/terminal/login)', () => {
  it('logs a customer in at /terminal/login and shows their name and their company', async () => {
    const { path } = renderApp(
      '/terminal/login',
      baseRoutes({ 'POST /terminal/login': loginAnswer({ token: 'tok-c', userInfo: customer }), 'GET /terminal/my': ok(terminalHome(true)) }),
    );
    await logIn('customer');
    await waitFor(() => expect(path()).toBe('/terminal/my'));
    expect((await screen.findByTestId('home-realname')).textContent).toBe('周客户');
    expect(screen.getAllByText('北京远航物流有限公司').length).toBeGreaterThan(0);
    expect(screen.getByText('KH000001')).toBeTruthy();
  });

  it('tells a customer whose account is not linked yet whom to ask, inventing no company', async () => {
    signIn(customer);
    renderApp('/terminal/my', baseRoutes({ 'GET /terminal/my': ok(terminalHome(false)) }));
    expect(await screen.findByText('您的账号尚未关联企业，请联系您的服务商')).toBeTruthy();
    expect(screen.queryByText('KH000001')).toBeNull();
  });

  it('sends a logged-in customer opening / to their own home, not the staff shell', async () => {
    signIn(customer);
    const { path } = renderApp('/', baseRoutes({ 'GET /terminal/my': ok(terminalHome(true)) }));
    await waitFor(() => expect(path()).toBe('/terminal/my'));
  });
});

describe('a partner or customer on a page not theirs', () => {
  it('tells a partner opening an /agent page that does not exist that it is not open yet, keeps them signed in and leads back to their home', async () => {
    signIn(partner);
    const { path, fake } = renderApp('/agent/noSuchPage', baseRoutes({ 'GET /agent/my': ok(agentHome()) }));
    expect(await screen.findByRole('heading', { name: '无法打开此页面' })).toBeTruthy();
    expect(screen.getByText('此功能暂未开放。')).toBeTruthy();
    expect(document.title).toBe('无法打开此页面');
    expect(path()).toBe('/agent/noSuchPage');
    for (const call of STAFF_SESSION_CALLS) expect(fake.find(call)).toHaveLength(0);
    expect(storage.get('accessToken')).toBe('tok');
    await userEvent.setup().click(screen.getByRole('button', { name: '返回我的首页' }));
    await waitFor(() => expect(path()).toBe('/agent/my'));
    expect((await screen.findByTestId('home-realname')).textContent).toBe('刘渠道');
  });

  it('tells a customer on a staff page that it is for staff, in their language, without a staff call', async () => {
    await applyLanguage('en');
    signIn(customer);
    const { path, fake } = renderApp('/crm/crmCustomerList', baseRoutes({ 'GET /terminal/my': ok(terminalHome(true)) }));
    expect(await screen.findByRole('heading', { name: 'This page cannot be opened' })).toBeTruthy();
    expect(screen.getByText(/This page is for staff accounts/)).toBeTruthy();
    for (const call of STAFF_SESSION_CALLS) expect(fake.find(call)).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to my home' }));
    await waitFor(() => expect(path()).toBe('/terminal/my'));
  });

  it('shows a customer opening a /terminal page that does not exist yet the same page, signed in', async () => {
    signIn(customer);
    const { fake } = renderApp('/terminal/noSuchPage', baseRoutes());
    expect(await screen.findByText('此功能暂未开放。')).toBeTruthy();
    for (const call of STAFF_SESSION_CALLS) expect(fake.find(call)).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe('tok');
  });
});

describe('an expired partner or customer session', () => {
  /** The HTTP client's reload after a 401, done at once: the page is opened again. */
  function reloadsAtOnce(router: ReturnType<typeof renderApp>['router'], path: () => string) {
    vi.spyOn(feedback, 'delay').mockImplementation((run) => run());
    vi.spyOn(feedback, 'reload').mockImplementation(() => void router.navigate(path(), { replace: true }));
  }

  it('returns a partner whose token the server no longer knows to the partner login', async () => {
    // The door of this device's last login, as a partner's own login left it.
    useSessionStore.getState().setLogin({ token: 'tok', userInfo: partner });
    const app = renderApp('/agent/my', baseRoutes({ 'GET /agent/my': fail(401, '登录已失效，请重新登录') }));
    reloadsAtOnce(app.router, app.path);
    await waitFor(() => expect(app.path()).toBe('/user/agentLogin'));
    expect(await screen.findByText('渠道商登录', { selector: 'h1' })).toBeTruthy();
    expect(storage.get('accessToken')).toBeNull();
    // And any page opened afterwards on this device asks for the partner login, not the staff one.
    await app.router.navigate('/index');
    await waitFor(() => expect(app.path()).toBe('/user/agentLogin'));
  });

  it('returns a customer to the customer login', async () => {
    useSessionStore.getState().setLogin({ token: 'tok-c', userInfo: customer });
    const app = renderApp('/terminal/my', baseRoutes({ 'GET /terminal/my': fail(401, '登录已失效，请重新登录') }));
    reloadsAtOnce(app.router, app.path);
    await waitFor(() => expect(app.path()).toBe('/terminal/login'));
    expect(storage.get('accessToken')).toBeNull();
  });
});
