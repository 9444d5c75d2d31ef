import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo, MenuItem, PermissionPayload, UserInfo } from '@crm/domain';
import {
  backTarget,
  createGuardLoader,
  decideAccountStatus,
  decideAfterPermissions,
  decideNavigation,
  doorAllows,
  doorLanding,
  isPublicPath,
  shouldShowFloatingBack,
  type GuardDeps,
} from './guard.ts';
import { createHttpClient } from './http.ts';
import { storage } from './storage.ts';
import { tr } from './i18n.ts';
import { reloadSessionFromStorage, useSessionStore } from '../stores/session.ts';
import { fail, fakeAdapter, ok, type FakeRoute } from '../test/fake-http.ts';

const loggedOut = { token: null, permissionsLoaded: false };
const loggedIn = { token: 'tok', permissionsLoaded: true };
const freshLogin = { token: 'tok', permissionsLoaded: false };
const menuItem = { id: '1', path: '/crm/crmRemind', name: 'crmRemind', component: 'page:crmRemind' } as MenuItem;
const payload = (menu: MenuItem[]): PermissionPayload => ({ menu, auth: [], allAuth: [] });

describe('navigation decisions (spec section 2)', () => {
  it('sends a logged-in user away from the login pages to /', () => {
    expect(decideNavigation({ path: '/user/login', search: '' }, loggedIn)).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation({ path: '/user/agentLogin', search: '' }, loggedIn)).toEqual({ type: 'redirect', to: '/' });
  });

  it('loads permissions when logged in without them, aiming at the requested path', () => {
    expect(decideNavigation({ path: '/account/setting', search: '?a=1' }, freshLogin)).toEqual({
      type: 'loadPermissions',
      target: '/account/setting?a=1',
      requested: '/account/setting?a=1',
    });
  });

  it('aims the permission load at the redirect query value, also the one of the page the user comes from', () => {
    expect(decideNavigation({ path: '/', search: '?redirect=%2Fdashboard%2Fmessage' }, freshLogin)).toMatchObject({
      target: '/dashboard/message',
    });
    expect(decideNavigation({ path: '/', search: '', previousSearch: '?redirect=%2Faccount%2FaboutUs' }, freshLogin)).toMatchObject({
      target: '/account/aboutUs',
    });
  });

  it('never follows a redirect value off the app', () => {
    expect(decideNavigation({ path: '/index', search: '?redirect=%2F%2Fevil.example' }, freshLogin)).toMatchObject({
      target: '/index?redirect=%2F%2Fevil.example',
    });
  });

  it('lets a logged-in user with permissions through and drops the saved next target', () => {
    expect(decideNavigation({ path: '/index', search: '' }, loggedIn)).toEqual({ type: 'allow', clearNextTarget: true });
  });

  it('lets anyone open the public pages, and any path containing terminal', () => {
    for (const path of ['/user/login', '/article', '/help/helpBookView', '/dingRedirect', '/authorizeHelp', '/terminal/login']) {
      expect(isPublicPath(path)).toBe(true);
      expect(decideNavigation({ path, search: '?appid=x' }, loggedOut)).toEqual({ type: 'allow', clearNextTarget: false });
    }
    expect(isPublicPath('/index')).toBe(false);
    // The customers' pages skip the staff login: without a session they ask for the customer's own.
    expect(isPublicPath('/terminal/workOrderList')).toBe(true);
    expect(decideNavigation({ path: '/terminal/workOrderList', search: '?appid=x' }, loggedOut)).toEqual({
      type: 'redirect',
      to: '/terminal/login?redirect=%2Fterminal%2FworkOrderList%3Fappid%3Dx',
    });
  });

  it('sends a logged-out user with appid to the authorisation page of the authType, saving the full path', () => {
    const cases: Array<[string | null, string]> = [
      ['2', '/dingAuthorize'],
      ['3', '/feishuAuthorize'],
      ['4', '/yunzhijiaAuthorize'],
      ['1', '/qywxAuthorize'],
      [null, '/qywxAuthorize'],
    ];
    for (const [authType, page] of cases) {
      const search = `?appid=app9${authType ? `&authType=${authType}` : ''}`;
      expect(decideNavigation({ path: '/crm/crmRemind', search }, loggedOut)).toEqual({
        type: 'authorize',
        to: `${page}?appid=app9`,
        next: `/crm/crmRemind${search}`,
      });
    }
  });

  it('attempts the automatic login with memberId and memberKey', () => {
    expect(decideNavigation({ path: '/index', search: '?memberId=m&memberKey=k' }, loggedOut)).toEqual({
      type: 'autoLogin',
      memberId: 'm',
      memberKey: 'k',
      requested: '/index?memberId=m&memberKey=k',
    });
  });

  it('otherwise sends a logged-out user to the login page with the full path as redirect', () => {
    expect(decideNavigation({ path: '/account/setting', search: '?x=1' }, loggedOut)).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Faccount%2Fsetting%3Fx%3D1',
    });
  });
});

describe('doors: partners and customers stay on their side (spec section 6)', () => {
  const partner = { ...loggedIn, door: 'agent' as const };
  const customer = { ...freshLogin, door: 'customer' as const };

  it('tells a partner or customer on a page not theirs that it is not, instead of loading the staff session', () => {
    expect(decideNavigation({ path: '/agent/noSuchPage', search: '' }, partner)).toEqual({ type: 'outsideDoor', door: 'agent', owner: 'agent' });
    expect(decideNavigation({ path: '/index', search: '' }, partner)).toEqual({ type: 'outsideDoor', door: 'agent', owner: 'staff' });
    expect(decideNavigation({ path: '/terminal/noSuchPage', search: '' }, customer)).toEqual({ type: 'outsideDoor', door: 'customer', owner: 'customer' });
    expect(decideNavigation({ path: '/crm/crmCustomerList', search: '' }, customer)).toEqual({ type: 'outsideDoor', door: 'customer', owner: 'staff' });
    expect(decideNavigation({ path: '/agent/my', search: '' }, customer)).toEqual({ type: 'outsideDoor', door: 'customer', owner: 'agent' });
  });

  it('lets them open their home, /, and the public pages without the staff permission load', () => {
    expect(decideNavigation({ path: '/agent/my', search: '' }, partner)).toEqual({ type: 'allow', clearNextTarget: true });
    for (const path of ['/terminal/my', '/terminal/workOrderList', '/', '/article', '/terminal/login']) {
      expect(decideNavigation({ path, search: '' }, customer)).toEqual({ type: 'allow', clearNextTarget: true });
    }
  });

  it('keeps staff out of the partner and customer homes, and lets them everywhere else', () => {
    expect(decideNavigation({ path: '/terminal/my', search: '' }, loggedIn)).toEqual({ type: 'outsideDoor', door: 'staff', owner: 'customer' });
    expect(doorAllows('staff', '/agent/my')).toBe(false);
    for (const path of ['/index', '/crm/crmCustomerList', '/account/center', '/plat/sysAccountList', '/terminal/login'])
      expect(doorAllows('staff', path)).toBe(true);
  });

  it('sends a logged-out visit to a partner or customer page to that door’s login, never the staff one', () => {
    expect(decideNavigation({ path: '/agent/my', search: '' }, loggedOut)).toEqual({ type: 'redirect', to: '/user/agentLogin' });
    expect(decideNavigation({ path: '/agent/shop', search: '?c=1' }, loggedOut)).toEqual({
      type: 'redirect',
      to: '/user/agentLogin?redirect=%2Fagent%2Fshop%3Fc%3D1',
    });
    expect(decideNavigation({ path: '/terminal/my', search: '' }, loggedOut)).toEqual({ type: 'redirect', to: '/terminal/login' });
    expect(decideNavigation({ path: '/terminal/workOrderList', search: '' }, loggedOut)).toEqual({
      type: 'redirect',
      to: '/terminal/login?redirect=%2Fterminal%2FworkOrderList',
    });
  });

  it("lands a partner's or customer's login on the page of theirs they were sent from, else on their home", () => {
    expect(doorLanding('agent', '?redirect=%2Fagent%2Fmy%3Ftab%3D2')).toBe('/agent/my?tab=2');
    expect(doorLanding('agent', '')).toBe('/agent/my');
    // Not the door's page (a staff page, another door's, another site): home.
    for (const redirect of ['/crm/crmCustomerList', '/terminal/my', '//evil.example/agent/my', 'https://evil.example'])
      expect(doorLanding('agent', `?redirect=${encodeURIComponent(redirect)}`), redirect).toBe('/agent/my');
    expect(doorLanding('customer', '?redirect=%2Fterminal%2Fmy')).toBe('/terminal/my');
  });

  it('sends a logged-out visit to any other page to the login of the door last used on this device', () => {
    expect(decideNavigation({ path: '/index', search: '' }, { ...loggedOut, lastDoor: 'agent' })).toEqual({ type: 'redirect', to: '/user/agentLogin' });
    expect(decideNavigation({ path: '/', search: '' }, { ...loggedOut, lastDoor: 'customer' })).toEqual({ type: 'redirect', to: '/terminal/login' });
    expect(decideNavigation({ path: '/index', search: '' }, { ...loggedOut, lastDoor: 'staff' })).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Findex',
    });
  });
});

describe('after the permission load', () => {
  it('goes on to the requested path', () => {
    expect(decideAfterPermissions({ ok: true, payload: payload([menuItem]) }, '/index', '/index')).toEqual({ type: 'allow' });
  });
  it('goes to the redirect target', () => {
    expect(decideAfterPermissions({ ok: true, payload: payload([menuItem]) }, '/x', '/')).toEqual({ type: 'redirect', to: '/x' });
  });
  it('blocks entry with an empty menu', () => {
    expect(decideAfterPermissions({ ok: true, payload: payload([]) }, '/index', '/index')).toEqual({ type: 'blocked' });
  });
  it('logs out and goes to login with the full path when the load fails', () => {
    expect(decideAfterPermissions({ ok: false }, '/index', '/index?a=1')).toEqual({
      type: 'logout',
      to: '/user/login?redirect=%2Findex%3Fa%3D1',
    });
  });
});

describe('account status (spec section 4)', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const account = (patch: Partial<AccountInfo>) => ({ status: '0', endTime: '2027-01-01T00:00:00Z', tenantType: '1', ...patch });

  it('sends a disabled account to the renewal reminder', () => {
    expect(decideAccountStatus(account({ status: '1' }), { isAdmin: 0 }, now).redirect).toBe('/account/onlineService');
  });
  it('sends an expired account to the renewal reminder and warns its admin', () => {
    const decision = decideAccountStatus(account({ endTime: '2026-02-01T00:00:00Z' }), { isAdmin: 1 }, now);
    expect(decision.redirect).toBe('/account/onlineService');
    expect(decision.warning).toEqual({ key: 'web.accountStatus.expired' });
  });
  it('warns an admin of a tenantType 1 account fewer than 7 days before the end, with the days', () => {
    const decision = decideAccountStatus(account({ endTime: '2026-03-04T12:00:00Z' }), { isAdmin: 1 }, now);
    expect(decision).toEqual({ redirect: null, warning: { key: 'web.accountStatus.expiring', vars: { days: 3 } } });
  });
  it('does not warn other users or other account types', () => {
    expect(decideAccountStatus(account({ endTime: '2026-03-04T00:00:00Z' }), { isAdmin: 0 }, now).warning).toBeNull();
    expect(decideAccountStatus(account({ endTime: '2026-03-04T00:00:00Z', tenantType: '2' }), { isAdmin: 1 }, now).warning).toBeNull();
  });
});

describe('floating back button decisions', () => {
  it('shows when the user came from another path to a page without the tab bar', () => {
    expect(shouldShowFloatingBack({ previousPath: '/index', currentPath: '/account/setting', hidden: false })).toBe(true);
  });
  it('never shows on tab pages', () => {
    for (const path of ['/index', '/dashboard/message', '/crm/crmCustomerList', '/account/center', '/dashboard/workplace', '/crm/crmCustomerIndex']) {
      expect(shouldShowFloatingBack({ previousPath: '/account/setting', currentPath: path, hidden: false })).toBe(false);
    }
  });
  it('does not show without a previous different path, or when hidden by the setting', () => {
    expect(shouldShowFloatingBack({ previousPath: null, currentPath: '/account/setting', hidden: false })).toBe(false);
    expect(shouldShowFloatingBack({ previousPath: '/account/setting', currentPath: '/account/setting', hidden: false })).toBe(false);
    expect(shouldShowFloatingBack({ previousPath: '/index', currentPath: '/account/setting', hidden: true })).toBe(false);
  });
  it('goes back in history, or to the index without history', () => {
    expect(backTarget(3)).toBe(-1);
    expect(backTarget(0)).toBe('/index');
    expect(backTarget(undefined)).toBe('/index');
  });
});

describe('guard loader', () => {
  function setup(routes: Record<string, FakeRoute>) {
    const fake = fakeAdapter(routes);
    const deps: GuardDeps = {
      http: createHttpClient({ adapter: fake.adapter, effects: { toast: vi.fn(), alert: vi.fn(async () => undefined) } }),
      toast: vi.fn(),
      alert: vi.fn(async () => undefined),
      logout: vi.fn(async () => useSessionStore.getState().clear()),
    };
    const loader = createGuardLoader(() => deps);
    const run = async (url: string) => {
      try {
        return { data: await loader({ request: new Request(`http://localhost/mobile${url}`), params: {}, context: undefined } as never) };
      } catch (thrown) {
        if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
        throw thrown;
      }
    };
    return { ...fake, deps, run };
  }

  beforeEach(() => {
    reloadSessionFromStorage();
  });

  function signInAs(userType: UserInfo['userType']) {
    storage.set('accessToken', 'tok');
    storage.set('loginUserInfo', { username: 'x', realname: 'X', accountId: 't1', userType } as UserInfo);
    reloadSessionFromStorage();
  }

  it('loads the permissions with the token and lets the user in', async () => {
    storage.set('accessToken', 'tok');
    reloadSessionFromStorage();
    const { run, find } = setup({ 'GET /sys/permission/getUserPermissionByToken': ok(payload([menuItem])) });
    expect(await run('/index')).toEqual({ data: { blocked: false } });
    expect(find('GET /sys/permission/getUserPermissionByToken')[0]!.params.token).toBe('tok');
    expect(useSessionStore.getState().permissionList).toHaveLength(1);
  });

  it('logs out and redirects to login with the full path when the load fails', async () => {
    storage.set('accessToken', 'tok');
    reloadSessionFromStorage();
    const { run, deps } = setup({ 'GET /sys/permission/getUserPermissionByToken': fail(500, 'boom') });
    expect(await run('/account/setting?a=1')).toEqual({ redirect: '/user/login?redirect=%2Faccount%2Fsetting%3Fa%3D1' });
    expect(deps.logout).toHaveBeenCalled();
  });

  it('blocks entry with the no-role alert when the menu is empty', async () => {
    storage.set('accessToken', 'tok');
    reloadSessionFromStorage();
    const { run, deps } = setup({ 'GET /sys/permission/getUserPermissionByToken': ok(payload([])) });
    expect(await run('/index')).toEqual({ data: { blocked: true } });
    expect(deps.alert).toHaveBeenCalledWith(expect.objectContaining({ content: tr('web.auth.noRolePermission') }));
  });

  it('saves the next target before going to the authorisation page, and drops it once logged in', async () => {
    const { run } = setup({});
    expect(await run('/crm/crmRemind?appid=a1&authType=3')).toEqual({ redirect: '/feishuAuthorize?appid=a1' });
    expect(storage.get('goNextHref')).toBe('/crm/crmRemind?appid=a1&authType=3');
    storage.set('accessToken', 'tok');
    reloadSessionFromStorage();
    useSessionStore.getState().setPermissions(payload([menuItem]));
    await run('/index');
    expect(storage.get('goNextHref')).toBeNull();
  });

  it('toasts the error of a failed automatic login', async () => {
    const { run, deps } = setup({ 'POST /sys/autoLogin': ok(null, 'member key expired') });
    expect(await run('/index?memberId=m&memberKey=k')).toEqual({ redirect: '/user/login?redirect=%2Findex' });
    // once: the HTTP client stays silent and the guard says it
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.toast).toHaveBeenCalledWith('member key expired');
  });

  it('logs in automatically with memberId and memberKey', async () => {
    const user = { username: 'u', realname: 'U', accountId: 't1' };
    const { run, find } = setup({
      'POST /sys/autoLogin': { status: 200, data: { success: true, code: 200, message: '', result: { token: 'auto', userInfo: user }, timestamp: 0 } },
      'GET /sys/permission/getUserPermissionByToken': ok(payload([menuItem])),
    });
    // the key does not stay in the address bar: the page is asked for again without it
    expect(await run('/index?a=1&memberId=m&memberKey=k')).toEqual({ redirect: '/index?a=1' });
    expect(find('POST /sys/autoLogin')[0]!.body).toEqual({ memberId: 'm', memberKey: 'k' });
    expect(storage.get('accessToken')).toBe('auto');
  });

  it('shows a partner a page outside their door in place, without a call and without touching the session', async () => {
    signInAs('agent');
    const { run, calls, deps } = setup({});
    expect(await run('/agent/noSuchPage')).toEqual({ data: { blocked: false, outside: { door: 'agent', owner: 'agent' } } });
    expect(calls).toHaveLength(0);
    expect(deps.logout).not.toHaveBeenCalled();
    expect(storage.get('accessToken')).toBe('tok');
  });

  it('remembers the door of the last login past its logout: an expired partner session goes back to the partner login', async () => {
    useSessionStore.getState().setLogin({ token: 'tok', userInfo: { username: 'agent', realname: 'A', accountId: 't1', userType: 'agent' } as UserInfo });
    useSessionStore.getState().clear();
    const { run } = setup({});
    expect(await run('/index')).toEqual({ redirect: '/user/agentLogin' });
  });
});
