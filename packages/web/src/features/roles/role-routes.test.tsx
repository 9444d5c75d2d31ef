import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGUE, RUNTIME_CONFIG_GLOBAL, type RoleView } from '@crm/domain';
import { i18n } from '../../lib/i18n.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { baseRoutes, menuItem, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';
import { ROLE_MENU_PAGES, roleRoutes } from '../../app/role-routes.tsx';

const CODES = ['sys:role:list', 'sys:role:view', 'sys:role:add', 'sys:role:edit', 'sys:role:delete', 'sys:role:fieldPermission', 'sys:permissionLog:list'];
const ENGINEER: RoleView = { id: 'r-eng', roleCode: 'serviceEngineer', roleName: '服务工程师', builtIn: 0, dataScope: '2', rwOthers: 'r', permissionCodes: [] };

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  vi.restoreAllMocks();
  signIn(user({ isAdmin: 1 }), { auth: CODES.map((action) => ({ action, type: '1' })) });
});

describe('the role routes', () => {
  it('give every role screen a title of its own in every language, and a way back', async () => {
    for (const route of roleRoutes()) {
      const handle = route.handle as RouteHandle;
      expect([route.path, handle.isBack]).toEqual([route.path, true]);
      for (const lang of ['zh-CN', 'en', 'zh-TW']) {
        await i18n.loadLanguages(lang);
        await i18n.loadNamespaces(['roles']);
        for (const key of [handle.title, handle.editTitle].filter(Boolean) as string[])
          expect(i18n.getFixedT(lang)(key as 'web.roles.route.view')).not.toBe(key);
      }
    }
  });

  it('serve the catalogue’s roles and permission log apps', async () => {
    const sys = CATALOGUE.find((area) => area.code === 'sys')!.apps.filter((app) => app.name === 'sysRoleList' || app.name === 'sysPermissionLog');
    expect(sys.map((app) => app.component).sort()).toEqual(Object.keys(ROLE_MENU_PAGES).sort());
    for (const load of Object.values(ROLE_MENU_PAGES)) expect(typeof (await load())).toBe('function');
  });

  it('open the roles from the menu, then a role under its own title with a way back', async () => {
    const { path } = renderApp(
      '/sys/sysRoleList',
      baseRoutes({
        'GET /sys/permission/getUserPermissionByToken': ok({
          menu: [menuItem({ id: 'roles', path: '/sys/sysRoleList', name: 'sysRoleList', component: 'page:sysRoleList', title: 'menu.sysRoleList' })],
          auth: CODES.map((action) => ({ action, type: '1' })),
          allAuth: [],
        }),
        'GET /sys/role/list': ok({ records: [ENGINEER], total: 1, size: 1000, current: 1, pages: 1 }),
      }),
    );
    fireEvent.click((await screen.findByTestId('role-r-eng', {}, { timeout: 8000 })).querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(path()).toBe('/sys/sysRoleView?id=r-eng'));
    expect(await screen.findByTestId('role-view', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('角色详情'));
  });
});
