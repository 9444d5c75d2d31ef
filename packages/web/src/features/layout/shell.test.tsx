import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Navigate } from 'react-router';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { storage } from '../../lib/storage.ts';
import { logout } from '../../lib/session.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { installFakeHttp, fail, ok } from '../../test/fake-http.ts';
import { account, baseRoutes, renderInRouter, resetState, signIn, user } from '../../test/app.tsx';
import { AppTabBar } from './components/AppTabBar.tsx';
import { FloatingBack, showsFloatingBack } from './components/FloatingBack.tsx';
import { hasNavBar } from '../../app/RootLayout.tsx';
import { i18n } from '../../lib/i18n.ts';
import { menuTitle } from '../../lib/route-handle.ts';
import { CompanySelectorSheet, CURRENT_COMPANY_COLOR } from './components/CompanySelectorSheet.tsx';
import { useBizTypeSheet } from '../../records/biz-type/BizTypeSheet.tsx';
import { Watermark } from './components/Watermark.tsx';

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  vi.restoreAllMocks();
});

describe('tab bar', () => {
  it('hides the Customer tab without crm:crmCustomer:list', async () => {
    signIn();
    installFakeHttp(baseRoutes());
    renderInRouter(<AppTabBar />, { path: '/index' });
    expect(await screen.findByTestId('tab-home')).toBeTruthy();
    for (const id of ['tab-message', 'tab-workplace', 'tab-mine']) expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('tab-customer')).toBeNull();
  });

  it('shows the Customer tab with the permission', async () => {
    signIn(user(), { auth: [{ action: 'crm:crmCustomer:list', type: '1' }] });
    installFakeHttp(baseRoutes());
    renderInRouter(<AppTabBar />, { path: '/index' });
    expect((await screen.findByTestId('tab-customer')).textContent).toContain('客户');
  });

  it('badges Message with the sum of the reminder counts', async () => {
    signIn();
    installFakeHttp(baseRoutes({ 'GET /crm/crmRemind/waitReport': ok({ unreadMessages: 2, todo: 3, pendingAudit: 0, followUp: 1 }) }));
    renderInRouter(<AppTabBar />, { path: '/index' });
    await waitFor(() => expect(screen.getByTestId('tab-message').textContent).toContain('6'));
  });
});

describe('floating back button', () => {
  function renderWithPages(start: string) {
    const page = (name: string) => (
      <>
        <p>{name}</p>
        <Link to="/account/setting">to setting</Link>
        <Link to="/dashboard/message">to message</Link>
        <FloatingBack />
      </>
    );
    return renderInRouter(null, {
      entries: [start],
      routes: [
        // As in the app: '/' leads each kind of account home.
        { path: '/', element: <Navigate to="/index" replace /> },
        { path: '/index', element: page('home') },
        { path: '/account/setting', element: page('setting') },
        { path: '/dashboard/message', element: page('message') },
      ],
    });
  }

  async function afterSetUp() {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 550));
    });
  }

  it('appears after coming from another path to a page without the tab bar', async () => {
    renderWithPages('/index');
    fireEvent.click(screen.getByText('to setting'));
    await afterSetUp();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('does not appear on tab pages', async () => {
    renderWithPages('/index');
    fireEvent.click(screen.getByText('to message'));
    await afterSetUp();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('does not appear when the local setting hides it', async () => {
    usePreferencesStore.getState().setHideFloatingButton(true);
    renderWithPages('/index');
    fireEvent.click(screen.getByText('to setting'));
    await afterSetUp();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('goes back on a tap, and a move under 2 px is still a tap', async () => {
    const { router } = renderWithPages('/dashboard/message');
    fireEvent.click(screen.getByText('to setting'));
    await afterSetUp();
    const button = screen.getByRole('button', { name: '返回' });
    fireEvent.pointerDown(button, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 101, clientY: 101, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 101, clientY: 101, pointerId: 1 });
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/message'));
  });

  it('moves instead of going back when dragged beyond 2 px', async () => {
    const { router } = renderWithPages('/index');
    fireEvent.click(screen.getByText('to setting'));
    await afterSetUp();
    const button = screen.getByRole('button', { name: '返回' });
    const before = button.style.left;
    fireEvent.pointerDown(button, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 80, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 80, clientY: 90, pointerId: 1 });
    fireEvent.click(button);
    expect(router.state.location.pathname).toBe('/account/setting');
    expect(button.style.left).not.toBe(before);
  });

  it('goes to the index when there is no history to go back to', async () => {
    const { router } = renderWithPages('/dashboard/message');
    fireEvent.click(screen.getByText('to setting'));
    await afterSetUp();
    window.history.replaceState({ idx: 0 }, '');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    window.history.replaceState(null, '');
  });
});

describe('a way back without history', () => {
  const WECOM = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 wxwork/4.1.0 MicroMessenger/7.0.1';
  const DINGTALK = 'Mozilla/5.0 (Linux; Android 12) Mobile Safari/537.36 AliApp(DingTalk/7.0.0)';
  const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

  it('draws the navigation bar on pages off the tabs, and none inside WeCom or DingTalk, which draw their own', () => {
    expect(hasNavBar({ isBack: true }, BROWSER)).toBe(true);
    expect(hasNavBar({ tabbar: true }, BROWSER)).toBe(false);
    expect(hasNavBar({ isBack: true }, WECOM)).toBe(false);
    expect(hasNavBar({ isBack: true }, DINGTALK)).toBe(false);
  });

  it('inside a messenger the floating button shows on a page opened without history (a reload, a shared link)', () => {
    const opened = { previousPath: null, currentPath: '/crm/crmClueList', hidden: false };
    expect(showsFloatingBack({ ...opened, messenger: true })).toBe(true);
    expect(showsFloatingBack({ ...opened, messenger: false })).toBe(false);
    expect(showsFloatingBack({ ...opened, currentPath: '/index', messenger: true })).toBe(false);
    expect(showsFloatingBack({ ...opened, hidden: true, messenger: true })).toBe(false);
  });

  it("names a menu page by its item's title, as the server spells it (menu.<app>)", () => {
    expect(menuTitle(i18n.t, { title: 'menu.crmRemind' })).toBe('待办事项');
    expect(menuTitle(i18n.t, { title: 'common.menu.crmRemind' })).toBe('待办事项');
    expect(menuTitle(i18n.t, { title: 'Weekly plan' })).toBe('Weekly plan');
  });
});

describe('a tab tap on a slow link', () => {
  it('makes the tab active at once, while its page still loads', async () => {
    signIn();
    installFakeHttp(baseRoutes());
    const never = new Promise<never>(() => undefined);
    const tabs = <AppTabBar />;
    renderInRouter(null, {
      entries: ['/index'],
      routes: [
        { path: '/index', element: tabs },
        // The page's chunk never comes.
        { path: '/dashboard/message', lazy: () => never },
      ],
    });
    fireEvent.click(await screen.findByText('消息'));
    await waitFor(() => expect(screen.getByTestId('tab-message').getAttribute('aria-current')).toBe('page'));
    expect(screen.getByTestId('tab-home').getAttribute('aria-current')).toBeNull();
  });
});

describe('company selector', () => {
  const companies = [
    { companyCode: 'A', name: 'Company A' },
    { companyCode: 'B', name: 'Company B' },
  ];

  function setUp() {
    signIn(user({ companyCode: 'A' }));
    useAppStore.getState().setCompanySelectFlag(true);
    return installFakeHttp(
      baseRoutes({
        'GET /sys/sysApp/queryCurrentApp': ok({ id: 'app', name: 'CRM', authMultorg: 1 }),
        'GET /sys/sysUserDepart/queryUserDepartListByUserId': ok(companies),
        'POST /sys/selectUserDepart': ok({ userInfo: user({ companyCode: 'B', companyCode_dictText: 'Company B' }), companyName: 'Company B' }),
      }),
    );
  }

  it('asks the user to choose, marking the current company green', async () => {
    setUp();
    renderInRouter(<CompanySelectorSheet />);
    expect(await screen.findByText('您属于多个组织，请选择当前组织')).toBeTruthy();
    const current = (await screen.findByText('Company A')).closest('[aria-current]') as HTMLElement;
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.style.color).toBe('rgb(7, 193, 96)');
    expect(CURRENT_COMPANY_COLOR).toBe('#07c160');
    expect(screen.getByText('Company B').closest('[aria-current]')).toBeNull();
  });

  it('does not close when tapping outside', async () => {
    setUp();
    renderInRouter(<CompanySelectorSheet />);
    await screen.findByText('Company B');
    const mask = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.adm-mask');
      if (!found) throw new Error('the sheet has no mask yet');
      return found;
    });
    fireEvent.click(mask);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText('Company B')).toBeTruthy();
    expect(useAppStore.getState().companySelectFlag).toBe(true);
  });

  it('posts the choice, stores the new user info and company name, clears the flag and reloads', async () => {
    const reload = vi.spyOn(feedback, 'reload').mockImplementation(() => undefined);
    const fake = setUp();
    renderInRouter(<CompanySelectorSheet />);
    fireEvent.click(await screen.findByText('Company B'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fake.find('POST /sys/selectUserDepart')[0]!.body).toEqual({ companyCode: 'B', name: 'Company B' });
    expect(storage.get('loginUserInfo')?.companyCode).toBe('B');
    expect(storage.get('currentCompanyName')).toBe('Company B');
    expect(useAppStore.getState().companySelectFlag).toBe(false);
    expect(storage.get('companySelectFlag')).toBeNull();
  });
});

describe('business-type action sheet', () => {
  function Opener() {
    const { open, sheet } = useBizTypeSheet();
    return (
      <>
        <button onClick={() => open('tbl-1', '/crm/crmCustomerAdd')}>new customer</button>
        {sheet}
      </>
    );
  }

  it('lists the types of the table and opens the add form with bizType and its label', async () => {
    signIn();
    const fake = installFakeHttp({
      'GET /sys/sysBizType/queryListByTableId': ok([{ id: '1', no: 'B01', name: '重点客户', status: '0', tableId: 'tbl-1' }]),
    });
    const { router } = renderInRouter(<Opener />, { path: '/crm/crmCustomerList' });
    fireEvent.click(screen.getByText('new customer'));
    expect(await screen.findByText('请选择业务类型')).toBeTruthy();
    expect(fake.calls[0]!.params).toMatchObject({ tableId: 'tbl-1', status: '0' });
    fireEvent.click(await screen.findByText('重点客户'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/crmCustomerAdd'));
    expect(new URLSearchParams(router.state.location.search).get('bizType')).toBe('B01');
    expect(new URLSearchParams(router.state.location.search).get('bizTypeName')).toBe('重点客户');
    expect(useAppStore.getState().formStatus).toBe('add');
  });
});

describe('watermark', () => {
  it("shows the user's real name when the company turns it on", () => {
    signIn(user({ realname: '韩梅梅' }));
    useAppStore.getState().setCompanyInfo(account({ watermark: 1 }));
    renderInRouter(<Watermark />);
    expect(screen.getByTestId('watermark').getAttribute('data-content')).toBe('韩梅梅');
  });

  it('shows nothing when the company leaves it off', () => {
    signIn();
    useAppStore.getState().setCompanyInfo(account({ watermark: 0 }));
    renderInRouter(<Watermark />);
    expect(screen.queryByTestId('watermark')).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session even when the logout call fails, sending the old token', async () => {
    signIn();
    useSessionStore.getState().setPermissions({ menu: [], auth: [{ action: 'x', type: '1' }], allAuth: [] });
    const fake = installFakeHttp({ 'POST /sys/logout': fail(500, 'down') });
    await logout();
    expect(fake.find('POST /sys/logout')[0]!.headers['X-Access-Token']).toBe('tok');
    for (const key of ['accessToken', 'loginUserInfo', 'loginUsername', 'tenantId', 'buttonPermissions'] as const) {
      expect(storage.get(key)).toBeNull();
    }
    const state = useSessionStore.getState();
    expect(state.token).toBeNull();
    expect(state.permissionList).toEqual([]);
    expect(state.info).toBeNull();
  });
});
