import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { CATALOGUE, ALL_OBJECTS, RUNTIME_CONFIG_GLOBAL, objectNamespace } from '@crm/domain';
import type { GuardDeps } from '../lib/guard.ts';
import { applyLanguage, i18n, loadTexts } from '../lib/i18n.ts';
import { handleTitle, type RouteHandle } from '../lib/route-handle.ts';
import { manifestEntries, manifestOf } from '../records/definitions.ts';
import { isRoutable, pageLoaderOf } from '../lib/menu.ts';
import { menuItem, renderApp, resetState, signIn, user } from '../test/app.tsx';
import { ok } from '../test/fake-http.ts';
import { workplaceAreas } from '../lib/workplace-apps.ts';
import { CUSTOMER_PERMISSIONS, customer, customerRoutes, page } from '../records/list/test-data.ts';
import { createRoutes } from './routes.tsx';
import { objectRoutes } from './object-routes.tsx';

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
      expect(Boolean(pageLoaderOf(app.component)), app.component).toBe(registered.has(apiName));
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

  it('a reload on a detail page shows its title and a Back that leads home', async () => {
    const { router, path } = renderApp('/crm/crmCustomerView?id=1', customerRoutes({ overrides: { 'GET /crm/crmCustomer/queryById': ok(customer(1)) } }));
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('客户详情');
    await waitFor(() => expect(document.title).toBe('客户详情'));
    expect(router.state.historyAction).toBe('POP');
    fireEvent.click(screen.getByTestId('nav-back'));
    await waitFor(() => expect(path()).toBe('/index'));
    expect(await screen.findByTestId('tab-home')).toBeTruthy();
  });

  it("titles a menu page by its item's title as the server sends it, in every language", async () => {
    const menu = [menuItem({ title: 'menu.crmRemind' })];
    renderApp(
      '/crm/crmRemind',
      customerRoutes({
        overrides: { 'GET /sys/permission/getUserPermissionByToken': ok({ menu, auth: [], allAuth: [] }), 'GET /crm/crmRemind/list': ok(page([], 1, 0)) },
      }),
    );
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('待办事项');
    await waitFor(() => expect(document.title).toBe('待办事项'));
    await act(() => applyLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('nav-title').textContent).toBe('To-dos'));
    await act(() => applyLanguage('zh-CN'));
  });
});

/** The record routes of the app's router and the objects' it finds, by path, with the titles their handles give. */
function recordRouteTitles(lang: string) {
  const routes = [...createRoutes(() => ({}) as GuardDeps), ...objectRoutes()];
  const all = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...all(r.children ?? [])]);
  const byPath = new Map(all(routes).map((r) => [`/${r.path ?? ''}`, r.handle as RouteHandle | undefined]));
  const t = i18n.getFixedT(lang);
  const title = (path: string, search = '') => handleTitle(t, byPath.get(path) ?? {}, new URLSearchParams(search));
  return { byPath, title };
}

describe('record route titles', () => {
  beforeAll(async () => {
    for (const lang of ['zh-CN', 'en', 'zh-TW'] as const) {
      await applyLanguage(lang);
      await loadTexts(['records', 'entity', ...manifestEntries().map((e) => objectNamespace(e.apiName))]);
    }
    await applyLanguage('zh-CN');
  });

  it('titles the customer list, detail, add and edit apart, from the object label', () => {
    const routes = manifestOf('crmCustomer')!.routes;
    const zh = recordRouteTitles('zh-CN');
    expect([zh.title(routes.list), zh.title(routes.view), zh.title(routes.add), zh.title(routes.add, 'id=1')]).toEqual([
      '客户',
      '客户详情',
      '新建客户',
      '编辑客户',
    ]);
    const en = recordRouteTitles('en');
    expect([en.title(routes.view), en.title(routes.add), en.title(routes.add, 'id=1')]).toEqual(['Customer Details', 'New Customer', 'Edit Customer']);
  });

  it('edits a record at the route its object names (a visit is planned at crmVisitPlanForm, its plan edited at crmVisitEditForm)', () => {
    const routes = manifestOf('crmVisit')!.routes;
    expect([routes.add, routes.edit]).toEqual(['/crm/crmVisitPlanForm', '/crm/crmVisitEditForm']);
    const zh = recordRouteTitles('zh-CN');
    expect([zh.title(routes.add), zh.title(routes.edit, 'id=1'), zh.title('/crm/crmVisitSign'), zh.title('/crm/crmVisitMap')]).toEqual([
      '新建拜访',
      '编辑拜访',
      '拜访签到',
      '签到地图',
    ]);
    expect(recordRouteTitles('en').title('/crm/crmVisitAdd')).toBe('Unplanned visit');
  });

  it.each(['zh-CN', 'en', 'zh-TW'])('every object of the manifest has its own list, detail, add and edit titles, and every route a title (%s)', (lang) => {
    const { byPath, title } = recordRouteTitles(lang);
    const seen = new Map<string, string>();
    for (const entry of manifestEntries()) {
      const { list, view, add } = entry.routes;
      const titles = { [list]: title(list), [view]: title(view), [add]: title(add), [`${add}?id`]: title(add, 'id=1') };
      for (const [where, text] of Object.entries(titles)) {
        expect(text, where).not.toBe('');
        // A key shown as it is (`entity.crmClue.label`, `web.route.recordView`) is no title.
        expect(text, where).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$|\{\{/);
        expect(seen.get(text), `${where} and ${seen.get(text)} share "${text}"`).toBeUndefined();
        seen.set(text, where);
      }
    }
    // Every page of the shell off the tabs says what it is (a menu page by its item).
    for (const [path, handle] of byPath) {
      if (!handle?.isBack || handle.fromMenu) continue;
      expect(title(path), path).not.toBe('');
    }
  });
});
