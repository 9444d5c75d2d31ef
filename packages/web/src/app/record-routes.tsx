import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_OBJECTS, entityRoutes, type EntityDef } from '@crm/domain';
import { loadEntityTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import { usePermission } from '../lib/permission.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { EntitySource } from '../records/meta/entity-meta.ts';
import styles from './RootLayout.module.css';

/**
 * The record engine's routes (spec section 2): list, view and add of every registered object,
 * the generic extension-table routes, the customer specials and the common actions. Pages load
 * lazily; this module stays light because the app's entry imports it.
 */
type SourcePage = ComponentType<{ source: EntitySource }>;

const h = (handle: RouteHandle) => handle;

/** A record screen loads with the object and field labels it shows (fetched side by side). */
async function withEntityTexts<T>(load: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load, loadEntityTexts()]);
  return loaded;
}

const loadList = () => withEntityTexts(import('../records/list/RecordListPage.tsx').then((m) => m.RecordListPage as SourcePage));
const loadView = () => withEntityTexts(import('../records/view/RecordViewPage.tsx').then((m) => m.RecordViewPage as SourcePage));
const loadForm = () => withEntityTexts(import('../records/form/RecordFormPage.tsx').then((m) => m.RecordFormPage as SourcePage));

/** The page a user without the permission sees instead of the list (the server refuses anyway). */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <main className={styles.notice} data-testid="access-denied">
      <h1 className={styles.noticeTitle}>{t('web.http.accessDenied')}</h1>
      <p className={styles.noticeText}>{t('web.list.accessDenied')}</p>
      <Link to="/">{t('web.common.backHome')}</Link>
    </main>
  );
}

export function RequirePermission({ actions, children }: { actions: readonly string[]; children: ReactNode }) {
  const can = usePermission();
  return actions.some((action) => can(action)) ? <>{children}</> : <AccessDenied />;
}

function entityPage(load: () => Promise<SourcePage>, def: EntityDef, actions: readonly string[]) {
  return async () => {
    const Page = await load();
    const source: EntitySource = { kind: 'entity', apiName: def.apiName };
    return {
      Component: function EntityPage() {
        return (
          <RequirePermission actions={actions.map((a) => `${def.permissionPrefix}:${a}`)}>
            <Page source={source} />
          </RequirePermission>
        );
      },
    };
  };
}

/** An extension table's page: the table comes from ?tableId=, and a new table is a new page. */
function extPage(load: () => Promise<SourcePage>) {
  return async () => {
    const Page = await load();
    return {
      Component: function ExtPage() {
        const [params] = useSearchParams();
        const tableId = params.get('tableId') ?? '';
        return <Page key={tableId} source={{ kind: 'ext', tableId }} />;
      },
    };
  };
}

/** The Customer tab (spec section 2): the customer list with the tab bar. */
export const CUSTOMER_API_NAME = 'crmCustomer';

function entityRouteObjects(def: EntityDef): RouteObject[] {
  const routes = entityRoutes(def);
  const path = (p: string) => p.replace(/^\//, '');
  const isCustomerTab = def.apiName === CUSTOMER_API_NAME;
  return [
    {
      path: path(routes.list),
      handle: h({ title: isCustomerTab ? 'web.tab.customer' : def.label, keepAlive: true, tabbar: isCustomerTab }),
      lazy: entityPage(loadList, def, ['list']),
    },
    {
      path: path(routes.view),
      handle: h({ title: def.label, isBack: true }),
      lazy: entityPage(loadView, def, ['view', 'list']),
    },
    {
      path: path(routes.add),
      handle: h({ title: def.label, isBack: true }),
      lazy: entityPage(loadForm, def, ['add', 'edit']),
    },
  ];
}

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await withEntityTexts(load())) });
}

export function recordRoutes(): RouteObject[] {
  const customer = ALL_OBJECTS.find((e) => e.apiName === CUSTOMER_API_NAME);
  return [
    ...ALL_OBJECTS.flatMap(entityRouteObjects),
    { path: 'crm/list', handle: h({ keepAlive: true, isBack: true }), lazy: extPage(loadList) },
    { path: 'crm/view', handle: h({ isBack: true }), lazy: extPage(loadView) },
    { path: 'crm/form', handle: h({ isBack: true }), lazy: extPage(loadForm) },
    ...(customer
      ? [
          {
            // The form reads ?parentId= and fills the parent customer with it.
            path: 'crm/crmSubCustomerAdd',
            handle: h({ title: customer.label, isBack: true }),
            lazy: entityPage(loadForm, customer, ['add']),
          },
          {
            path: 'crm/crmCustomerIndex',
            handle: h({ title: 'web.list.home.title', tabbar: true }),
            lazy: page(
              () => import('../features/customer/CustomerIndexPage.tsx'),
              (m) => m.CustomerIndexPage,
            ),
          },
        ]
      : []),
    {
      path: 'common/transfer',
      handle: h({ isBack: true }),
      lazy: page(
        () => import('../features/common/TransferPage.tsx'),
        (m) => m.TransferPage,
      ),
    },
    {
      path: 'crm/crmTeamAdd',
      handle: h({ isBack: true }),
      lazy: page(
        () => import('../features/common/TeamAddPage.tsx'),
        (m) => m.TeamAddPage,
      ),
    },
    {
      path: 'crm/commentAdd',
      handle: h({ isBack: true }),
      lazy: page(
        () => import('../features/common/CommentAddPage.tsx'),
        (m) => m.CommentAddPage,
      ),
    },
    {
      path: 'common/checkList',
      handle: h({ title: 'web.list.home.checkList', isBack: true }),
      lazy: page(
        () => import('../features/common/CheckListPage.tsx'),
        (m) => m.CheckListPage,
      ),
    },
    {
      path: 'common/map',
      handle: h({ isBack: true }),
      lazy: page(
        () => import('../features/common/MapPage.tsx'),
        (m) => m.MapPage,
      ),
    },
    {
      path: 'crm/clueChangeToCustomer',
      handle: h({ isBack: true }),
      lazy: page(
        () => import('../features/clue/ClueToCustomerPage.tsx'),
        (m) => m.ClueToCustomerPage,
      ),
    },
  ];
}

/**
 * Menu components `records/list:<apiName>` of the catalogue: routable for every registered
 * object, so the Applications page lists the apps whose list exists.
 */
export function recordMenuPages(): Record<string, PageLoader> {
  return Object.fromEntries(
    ALL_OBJECTS.map((def): [string, PageLoader] => [
      `records/list:${def.apiName}`,
      async () => {
        const { Component } = await entityPage(loadList, def, ['list'])();
        return Component;
      },
    ]),
  );
}

/**
 * Per-table detail views `/{packageName}/{apiName}View?tableId=&id=` of extension tables: their
 * paths are only known at run time, so the menu route serves them.
 */
export function isExtensionViewPath(pathname: string, search: URLSearchParams): boolean {
  return /^\/[A-Za-z0-9_]+\/[A-Za-z0-9_]+View$/.test(pathname) && Boolean(search.get('tableId'));
}

export const loadExtensionView = loadView;
