import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { menuItem, renderApp, resetState, signIn, user } from '../test/app.tsx';
import { ok } from '../test/fake-http.ts';
import { CUSTOMER_PERMISSIONS, customer, customerRoutes } from '../records/list/test-data.ts';
import { useSessionStore } from '../stores/session.ts';
import { createObjectRouteDiscovery, OBJECT_ROUTES_PARENT } from './object-discovery.ts';
import './routes.tsx';

type Args = Parameters<PatchRoutesOnNavigationFunction>[0];

/** One call of the router's hook: what it patched. */
async function navigate(discover: PatchRoutesOnNavigationFunction, path: string, signal = new AbortController().signal) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  await discover({ path, patch, signal, matches: [], fetcherKey: undefined } as unknown as Args);
  return patch;
}

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  vi.restoreAllMocks();
});

describe('object route discovery', () => {
  it("patches the objects' routes into the shell once, on the first signed-in navigation that needs them", async () => {
    useSessionStore.setState({ token: 'tok' });
    const discover = createObjectRouteDiscovery('/mobile');
    const first = await navigate(discover, '/mobile/crm/crmCustomerList');
    expect(first).toHaveBeenCalledTimes(1);
    const [parent, children] = first.mock.calls[0]!;
    expect(parent).toBe(OBJECT_ROUTES_PARENT);
    expect(children.map((route) => route.path)).toEqual(expect.arrayContaining(['crm/crmCustomerList', 'crm/crmVisitSign', 'crm/crmForecastListSet']));
    expect(await navigate(discover, '/mobile/crm/crmOrderList')).not.toHaveBeenCalled();
  });

  it('patches once when navigations overlap, and leaves an interrupted one to the next', async () => {
    useSessionStore.setState({ token: 'tok' });
    const discover = createObjectRouteDiscovery();
    const aborted = new AbortController();
    aborted.abort();
    expect(await navigate(discover, '/crm/crmCustomerList', aborted.signal)).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([navigate(discover, '/crm/crmCustomerList'), navigate(discover, '/crm/crmCustomerView')]);
    expect(a.mock.calls.length + b.mock.calls.length).toBe(1);
  });

  it('loads nothing for a signed-out visit or a named page of the menu, before and after the menu has loaded', async () => {
    const discover = createObjectRouteDiscovery();
    expect(await navigate(discover, '/crm/crmCustomerList')).not.toHaveBeenCalled();
    useSessionStore.setState({ token: 'tok' });
    // Before the menu: by the catalogue's naming (`page:crmRemind` at /crm/crmRemind), and its second address.
    expect(await navigate(discover, '/crm/crmRemind')).not.toHaveBeenCalled();
    expect(await navigate(discover, '/crm/salesReport')).not.toHaveBeenCalled();
    useSessionStore.setState({ permissionList: [menuItem({ path: '/bi/boardReport', component: 'page:boardReport' })] });
    expect(await navigate(discover, '/bi/boardReport')).not.toHaveBeenCalled();
    // A record app of the menu is its object's route.
    useSessionStore.setState({ permissionList: [menuItem({ path: '/crm/crmCustomerList', component: 'records/list:crmCustomer' })] });
    expect(await navigate(discover, '/crm/crmCustomerList')).toHaveBeenCalledTimes(1);
  });
});

describe("the app's router finds the objects' routes", () => {
  beforeEach(() => {
    signIn(user(), { auth: [...CUSTOMER_PERMISSIONS, 'crm:crmVisit:sign', 'crm:crmForecast:list'].map((action) => ({ action, type: '1' })) });
  });

  it.each(['/crm/crmVisitSign', '/crm/crmForecastListSet'])('opens a screen of an object web folder from a deep link (%s)', async (path) => {
    const { router } = renderApp(path, customerRoutes());
    await waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe(path.slice(1)), { timeout: 5000 });
    expect(router.state.location.pathname).toBe(`/mobile${path}`);
  });

  it('goes back and forth between object routes found on the way', async () => {
    const { router, path } = renderApp('/index', customerRoutes({ overrides: { 'GET /crm/crmCustomer/queryById': ok(customer(1)) } }));
    await screen.findByTestId('tab-home', {}, { timeout: 5000 });
    await router.navigate('/crm/crmCustomerList');
    await screen.findAllByTestId('record-card', {}, { timeout: 5000 });
    await router.navigate('/crm/crmCustomerView?id=1');
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('客户详情');
    await router.navigate(-1);
    await waitFor(() => expect(path()).toBe('/crm/crmCustomerList'));
    expect(screen.getAllByTestId('record-card').length).toBeGreaterThan(0);
    await router.navigate(1);
    await waitFor(() => expect(path()).toBe('/crm/crmCustomerView?id=1'));
    const keepAlive = router.routes[0]!.children!.find((route) => route.id === 'shell')!.children![0]!;
    expect(keepAlive.children!.filter((route) => route.path === 'crm/crmCustomerList')).toHaveLength(1);
  });

  it('leads a path that is neither an object route nor a page of the menu home', async () => {
    const { path } = renderApp('/crm/nothingHere', customerRoutes());
    await waitFor(() => expect(path()).toBe('/index'), { timeout: 5000 });
  });
});
