import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AccountInfo, LoginResult, MenuItem, UserInfo } from '@crm/domain';
import { AppProviders } from '../app/providers.tsx';
import { createObjectRouteDiscovery } from '../app/object-discovery.ts';
import { createRoutes } from '../app/routes.tsx';
import { BASENAME } from '../lib/guard.ts';
import { http } from '../lib/http.ts';
import { feedback } from '../lib/feedback.ts';
import { logout } from '../lib/session.ts';
import { queryClient } from '../lib/query-client.ts';
import { storage } from '../lib/storage.ts';
import { reloadSessionFromStorage } from '../stores/session.ts';
import { installFakeHttp, ok, type FakeRoute } from './fake-http.ts';

export const user = (patch: Partial<UserInfo> = {}): UserInfo => ({
  id: 'u1',
  username: 'sales',
  realname: 'Li Lei',
  avatar: null,
  phone: null,
  email: null,
  accountId: 't1',
  isAdmin: 0,
  companyCode: 'A',
  companyCode_dictText: 'Company A',
  departId: null,
  departName: null,
  lang: 'zh-CN',
  timeZone: 'Asia/Shanghai',
  userType: 'staff',
  roleNames: ['Salesperson'],
  ...patch,
});

export const account = (patch: Partial<AccountInfo> = {}): AccountInfo => ({
  id: 't1',
  name: 'Demo',
  status: '0',
  endTime: '2099-01-01T00:00:00Z',
  tenantType: '1',
  watermark: 0,
  logo: null,
  phone: null,
  address: null,
  ...patch,
});

export const menuItem = (patch: Partial<MenuItem> = {}): MenuItem => ({
  id: 'm1',
  path: '/crm/crmRemind',
  name: 'crmRemind',
  component: 'page:crmRemind',
  redirect: null,
  title: 'common.menu.crmRemind',
  icon: 'CalendarOutline',
  url: null,
  route: '1',
  keepAlive: false,
  internalOrExternal: false,
  hidden: false,
  alwaysShow: false,
  permissionList: [],
  children: [],
  ...patch,
});

export function loginAnswer(result: LoginResult, code = 200) {
  return { status: 200, data: { success: code === 200, message: code === 200 ? 'ok' : 'failed', code, result, timestamp: 0 } };
}

/** Server answers every signed-in screen needs, overridable per test. */
export function baseRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem()], auth: [], allAuth: [] }),
    'GET /sys/sysAccount/getSysAccountInfo': ok(account()),
    'GET /system/sysTableMade/list': ok({ records: [], total: 0, size: 1000, current: 1, pages: 0 }),
    'GET /crm/crmTag/allList': ok([]),
    'GET /sys/sysUserDepart/queryUserDepartListByUserId': ok([{ companyCode: 'A', name: 'Company A' }]),
    'GET /crm/crmRemind/waitReport': ok({ unreadMessages: 0, todo: 0 }),
    'GET /crm/crmRemind/homeReport': ok({ counts: { unreadMessages: 0, todo: 0, pendingAudit: 0, followUp: 0 }, today: [], recent: [] }),
    'GET /sys/sysApp/queryCurrentApp': ok({ id: 'app', name: 'CRM', authMultorg: 0 }),
    'POST /sys/logout': ok(null),
    ...overrides,
  };
}

/**
 * Logs in on the login page (its account tab) as a person would: account, password, the consent
 * to the user agreement and the privacy policy (the page refuses without it), then the button.
 */
export async function logInOnPage(username = 'sales', password = 'Demo@2026'): Promise<void> {
  const u = userEvent.setup();
  await u.type(await screen.findByTestId('login-username'), username);
  await u.type(screen.getByTestId('login-password'), password);
  await u.click(screen.getByTestId('login-consent'));
  await u.click(screen.getByTestId('login-submit'));
}

/** Puts a signed-in session in storage and the stores, as after an earlier login. */
export function signIn(info: UserInfo = user(), extra: { auth?: Array<{ action: string; type: string }> } = {}) {
  storage.set('accessToken', 'tok');
  storage.set('loginUserInfo', info);
  storage.set('loginUsername', info.username);
  storage.set('tenantId', info.accountId);
  storage.set('buttonPermissions', { auth: extra.auth ?? [], allAuth: [] });
  reloadSessionFromStorage();
}

export { resetState } from './reset.ts';

/**
 * Ticks or clears an antd-mobile checkbox (`box`: the checkbox or its input) as a finger would.
 * The checkbox hears clicks through a listener its input adds in an effect (antd-mobile's
 * NativeInput, useEffect): when the sheet holding it was rendered outside act() (its lazy chunk
 * arrived late on a loaded machine), that effect can still be to run as the test clicks, and the
 * click is lost. So it is clicked again until the checkbox answers.
 */
export async function toggleCheckbox(box: HTMLElement): Promise<void> {
  const input = box instanceof HTMLInputElement ? box : box.querySelector('input')!;
  const before = input.checked;
  for (let tries = 1; ; tries += 1) {
    fireEvent.click(input);
    if (input.checked !== before) return;
    if (tries === 100) throw new Error('the checkbox did not answer 100 clicks');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The whole app (real routes and guard) in a memory router over fake server answers. */
export function renderApp(path: string, routes: Record<string, FakeRoute> = baseRoutes()) {
  const fake = installFakeHttp(routes);
  const router = createMemoryRouter(
    createRoutes(() => ({ http, toast: feedback.toast, alert: feedback.alert, logout: () => logout() })),
    { initialEntries: [`${BASENAME}${path}`], basename: BASENAME, patchRoutesOnNavigation: createObjectRouteDiscovery(BASENAME) },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentPath = () => {
    const { pathname, search } = router.state.location;
    return (pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname) + search;
  };
  return { ...view, router, fake, path: currentPath };
}

/** One component in a memory router with the query client, for shell parts. */
export function renderInRouter(element: ReactNode, options: { path?: string; routes?: RouteObject[]; entries?: string[] } = {}) {
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element }], { initialEntries: options.entries ?? [options.path ?? '/'] });
  const view = render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...view, router };
}
