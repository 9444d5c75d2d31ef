import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE, ALL_OBJECTS, RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { isRoutable } from '../lib/menu.ts';
import { menuItem, renderApp, resetState, signIn, user } from '../test/app.tsx';
import { ok } from '../test/fake-http.ts';
import { workplaceAreas } from '../lib/workplace-apps.ts';
import { CUSTOMER_PERMISSIONS, customer, customerRoutes, page } from '../records/list/test-data.ts';
import { MENU_PAGES } from './routes.tsx';

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  vi.restoreAllMocks();
  signIn(user(), { auth: CUSTOMER_PERMISSIONS.map((action) => ({ action, type: '1' })) });
});

describe('record routes', () => {
  it('the Customer tab shows the customer list with the tab bar', async () => {
    renderApp('/crm/crmCustomerList', customerRoutes());
    const list = await screen.findByTestId('record-list', {}, { timeout: 5000 });
    expect(list.dataset.source).toBe('crmCustomer');
    expect(await screen.findByTestId('tab-customer')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('客户'));
  });

  it('makes the catalogue apps of every registered object routable, and only those', () => {
    const recordApps = CATALOGUE.flatMap((area) => area.apps).filter((app) => app.component.startsWith('records/list:'));
    const registered = new Set(ALL_OBJECTS.map((e) => e.apiName));
    for (const app of recordApps) {
      const apiName = app.component.slice('records/list:'.length);
      expect(Boolean(MENU_PAGES[app.component]), app.component).toBe(registered.has(apiName));
      expect(isRoutable(menuItem({ path: app.path, component: app.component }))).toBe(registered.has(apiName));
    }
    const menu = [menuItem({ id: 'a', path: '/crm/crmCustomerList', component: 'records/list:crmCustomer', name: 'crmCustomerList' })];
    expect(workplaceAreas(menu).flatMap((a) => a.apps.map((x) => x.app.name))).toContain('crmCustomerList');
  });

  it('opens a record list through a menu item whose component is records/list', async () => {
    const def = ALL_OBJECTS[0]!;
    const { fake } = renderApp(
      '/crm/customersByMenu',
      customerRoutes({
        overrides: {
          'GET /sys/permission/getUserPermissionByToken': ok({
            menu: [menuItem({ id: 'm3', path: '/crm/customersByMenu', component: `records/list:${def.apiName}`, name: 'x' })],
            auth: CUSTOMER_PERMISSIONS.map((action) => ({ action, type: '1' })),
            allAuth: [],
          }),
        },
      }),
    );
    expect(await screen.findAllByTestId('record-card', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(fake.find(`GET /${def.module}/${def.apiName}/list`).length).toBeGreaterThan(0);
  });

  it('serves extension tables at /crm/list with ?tableId', async () => {
    const table = { tableId: 'x1', name: 'Visits log', tableName: 'ext_visit', packageName: 'crm', apiName: 'extVisit', status: '1', hasChild: '0' };
    const { fake } = renderApp(
      '/crm/list?tableId=x1',
      customerRoutes({
        overrides: {
          'GET /system/sysTableMade/queryByTableId': ok(table),
          'GET /system/sysTableMade/fields': ok({ table, fields: [{ name: 'title', type: 'text', label: 'Title' }] }),
          'GET /crm/extRecord/list': ok(page([customer(1, { title: 'First visit' })], 1, 1, 1)),
        },
      }),
    );
    const [card] = await screen.findAllByTestId('record-card', {}, { timeout: 5000 });
    expect(within(card!).getByTestId('record-title').textContent).toBe('First visit');
    expect(fake.find('GET /crm/extRecord/list')[0]!.params.tableId).toBe('x1');
  });

  it('shows the customer home with counts by scene and its shortcuts', async () => {
    const totals: Record<string, number> = { '': 120, mine: 30, notFollowed7: 12, notFollowed15: 8, notFollowed30: 3 };
    const { fake } = renderApp('/crm/crmCustomerIndex', customerRoutes({ list: (call) => ok(page([], 1, 0, totals[call.params.sceneId ?? ''] ?? 0)) }));
    await screen.findByTestId('customer-index', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getAllByTestId('customer-count').map((c) => [c.dataset.key, c.textContent?.match(/\d+/)?.[0]])).toEqual([
        ['all', '120'],
        ['mine', '30'],
        ['notFollowed7', '12'],
        ['notFollowed15', '8'],
        ['notFollowed30', '3'],
      ]),
    );
    expect(fake.find('GET /crm/crmCustomer/list').every((c) => c.params.pageSize === '1')).toBe(true);
    expect(screen.getAllByTestId('customer-link').map((l) => l.dataset.key)).toContain('crmCustomer');
    expect(screen.getByTestId('customer-add')).toBeTruthy();
    expect(screen.getByTestId('customer-check-list').getAttribute('href')).toBe('/mobile/common/checkList');
  });
});
