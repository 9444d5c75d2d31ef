import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const h = (handle: RouteHandle) => handle;

/**
 * The screens that show a role's menu and button permissions read its apps' buttons from the
 * objects' definitions (their actions), with the records' texts that name some of them.
 */
const withTree = () => Promise.all([loadTexts(['records']), import('../features/roles/permission-tree.ts').then((m) => m.loadCatalogueDefinitions())]);

/** A role screen loads with the roles texts, and what else it reads beside its module. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, extra: () => Promise<unknown> = async () => undefined) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(['roles']), extra()]);
    return { Component: pick(module) };
  };
}

/**
 * The administrator's role screens below the roles list (issue 22): a role, its form (new, edit,
 * copy) and its field permissions (the objects, then one object's fields). Each is a lazy chunk of its own.
 */
export function roleRoutes(): RouteObject[] {
  return [
    {
      path: 'sys/sysRoleView',
      handle: h({ title: 'web.roles.route.view', isBack: true }),
      lazy: page(
        () => import('../features/roles/RoleViewPage.tsx'),
        (m) => m.RoleViewPage,
        withTree,
      ),
    },
    {
      path: 'sys/sysRoleForm',
      handle: h({ title: 'web.roles.route.add', editTitle: 'web.roles.route.edit', isBack: true }),
      lazy: page(
        () => import('../features/roles/RoleFormPage.tsx'),
        (m) => m.RoleFormPage,
        withTree,
      ),
    },
    {
      path: 'sys/sysRoleFieldPermission',
      handle: h({ title: 'web.roles.route.fieldPermission', isBack: true }),
      lazy: page(
        () => import('../features/roles/FieldPermissionPage.tsx'),
        (m) => m.FieldPermissionPage,
      ),
    },
  ];
}

/** The menu catalogue's 'page:sysRoleList' (/sys/sysRoleList) and 'page:sysPermissionLog' (/sys/sysPermissionLog). */
export const ROLE_MENU_PAGES: Record<string, PageLoader> = {
  'page:sysRoleList': async () => {
    const [{ RoleListPage }] = await Promise.all([import('../features/roles/RoleListPage.tsx'), loadTexts(['roles'])]);
    return RoleListPage;
  },
  'page:sysPermissionLog': async () => {
    const [{ PermissionLogPage }] = await Promise.all([import('../features/roles/PermissionLogPage.tsx'), loadTexts(['roles'])]);
    return PermissionLogPage;
  },
};
