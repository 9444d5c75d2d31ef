import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ObjectManifestEntry } from '@crm/domain';
import { loadEntityTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import { usePermission } from '../lib/permission.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { loadDefinition, manifestEntries } from '../records/definitions.ts';
import type { EntitySource } from '../records/meta/entity-meta.ts';
import { webObjectEntry } from '../records/web-object.ts';
import styles from './RootLayout.module.css';

/**
 * The record engine's routes (spec section 2): list, view and add of every object of the light
 * manifest, the generic extension-table routes, the screens of the objects' web folders
 * (registered at start, never imported here) and the common actions. Pages load lazily, an
 * object's screens with its definition (records/definitions.ts); this module stays light because
 * the app's entry imports it: it knows the objects by their manifest only.
 */
type SourcePage = ComponentType<{ source: EntitySource }>;

const h = (handle: RouteHandle) => handle;

/**
 * A record screen loads with the object and field labels it shows and the definitions of the
 * objects it shows (fetched side by side). A failed definition load is left to the screen, which
 * shows its error state (entity-meta.ts), as for a failed text load.
 */
async function withEntityTexts<T>(load: Promise<T>, apiNames: readonly string[] = []): Promise<T> {
  const [loaded] = await Promise.all([load, loadEntityTexts(), ...apiNames.map((apiName) => loadDefinition(apiName).catch(() => undefined))]);
  return loaded;
}

type PageLoad = (apiNames?: readonly string[]) => Promise<SourcePage>;

const loadList: PageLoad = (apiNames) =>
  withEntityTexts(
    import('../records/list/RecordListPage.tsx').then((m) => m.RecordListPage as SourcePage),
    apiNames,
  );
const loadView: PageLoad = (apiNames) =>
  withEntityTexts(
    import('../records/view/RecordViewPage.tsx').then((m) => m.RecordViewPage as SourcePage),
    apiNames,
  );
const loadForm: PageLoad = (apiNames) =>
  withEntityTexts(
    import('../records/form/RecordFormPage.tsx').then((m) => m.RecordFormPage as SourcePage),
    apiNames,
  );

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

function entityPage(load: PageLoad, def: ObjectManifestEntry, actions: readonly string[]) {
  return async () => {
    const Page = await load([def.apiName]);
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
function extPage(load: PageLoad, title: string) {
  return async () => {
    const [Page, { ExtTitle }] = await Promise.all([load(), import('../records/meta/ExtTitle.tsx')]);
    return {
      Component: function ExtPage() {
        const [params] = useSearchParams();
        const tableId = params.get('tableId') ?? '';
        return (
          <>
            <ExtTitle tableId={tableId} title={title} />
            <Page key={tableId} source={{ kind: 'ext', tableId }} />
          </>
        );
      },
    };
  };
}

const routePath = (p: string) => p.replace(/^\//, '');

function entityRouteObjects(def: ObjectManifestEntry): RouteObject[] {
  const routes = def.routes;
  const path = routePath;
  return [
    {
      path: path(routes.list),
      // An object may give its list another handle (the customer list is the Customer tab).
      handle: h(webObjectEntry(def.apiName)?.listHandle ?? { title: def.label, keepAlive: true, isBack: true }),
      lazy: async () => {
        // Not awaited: the page renders its skeleton and finds the page in the cache when it comes.
        void import('../records/list/first-page.ts').then((m) => m.prefetchFirstPage(def.apiName, window.location.search)).catch(() => undefined);
        return entityPage(loadList, def, ['list'])();
      },
    },
    {
      path: path(routes.view),
      handle: h({ title: 'web.route.recordView', object: def.label, isBack: true }),
      lazy: entityPage(loadView, def, ['view', 'list']),
    },
    {
      path: path(routes.add),
      handle: h({ title: 'web.route.recordAdd', editTitle: 'web.route.recordEdit', object: def.label, isBack: true }),
      lazy: entityPage(loadForm, def, ['add', 'edit']),
    },
    // The form where the object edits its records, when that is not its add route (a visit's plan).
    ...(routes.edit === routes.add
      ? []
      : [
          { path: path(routes.edit), handle: h({ title: 'web.route.recordEdit', object: def.label, isBack: true }), lazy: entityPage(loadForm, def, ['edit']) },
        ]),
  ];
}

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await withEntityTexts(load())) });
}

/**
 * The screens of the objects' web folders (registered at start, records/web-object.ts): the routes
 * the folder lists (the page of an action with a `screen` among them), each loading with the
 * object's definition.
 */
function objectScreenRoutes(def: ObjectManifestEntry): RouteObject[] {
  const entry = webObjectEntry(def.apiName);
  if (!entry) return [];
  return (entry.routes ?? []).map((route) => ({
    path: routePath(route.path),
    handle: h(route.handle),
    lazy: async () => {
      const web = await withEntityTexts(entry.load(), [def.apiName]);
      const load = web.screens?.[route.screen];
      if (!load) throw new Error(`${def.apiName} has no screen ${route.screen}`);
      const Screen = await load();
      const permissions = route.permissions;
      return {
        Component: permissions
          ? function ObjectScreen() {
              return (
                <RequirePermission actions={permissions}>
                  <Screen />
                </RequirePermission>
              );
            }
          : Screen,
      };
    },
  }));
}

export function recordRoutes(): RouteObject[] {
  return [
    ...manifestEntries().flatMap(entityRouteObjects),
    { path: 'crm/list', handle: h({ title: 'web.route.extList', keepAlive: true, isBack: true }), lazy: extPage(loadList, 'web.route.objectList') },
    { path: 'crm/view', handle: h({ title: 'web.route.extList', isBack: true }), lazy: extPage(loadView, 'web.route.recordView') },
    { path: 'crm/form', handle: h({ title: 'web.route.extList', isBack: true }), lazy: extPage(loadForm, 'web.route.recordAdd') },
    ...manifestEntries().flatMap(objectScreenRoutes),
    {
      path: 'common/transfer',
      handle: h({ title: 'web.route.transfer', object: 'web.common.record', isBack: true }),
      lazy: page(
        () => import('../features/common/TransferPage.tsx'),
        (m) => m.TransferPage,
      ),
    },
    // The pages of the actions objects gain from their period and appoint declarations.
    ...(['changePeriod', 'appoint'] as const).map((name) => ({
      path: `common/${name}`,
      handle: h({ title: `web.route.${name}`, isBack: true }),
      lazy: page(
        () => import('../records/view/ActionPage.tsx'),
        (m) => m.commonActionPage(name),
      ),
    })),
    {
      path: 'crm/crmTeamAdd',
      handle: h({ title: 'web.route.teamAdd', isBack: true }),
      lazy: page(
        () => import('../features/common/TeamAddPage.tsx'),
        (m) => m.TeamAddPage,
      ),
    },
    {
      path: 'crm/commentAdd',
      handle: h({ title: 'web.route.commentAdd', isBack: true }),
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
      handle: h({ title: 'web.route.map', isBack: true }),
      lazy: page(
        () => import('../features/common/MapPage.tsx'),
        (m) => m.MapPage,
      ),
    },
  ];
}

/**
 * Menu components `records/list:<apiName>` of the catalogue: routable for every object of the
 * manifest, so the Applications page lists the apps whose list exists.
 */
export function recordMenuPages(): Record<string, PageLoader> {
  return Object.fromEntries(
    manifestEntries().map((def): [string, PageLoader] => [
      `records/list:${def.apiName}`,
      async () => {
        const { Component } = await entityPage(loadList, def, ['list'])();
        return Component;
      },
    ]),
  );
}

/** The menu catalogue's pool lists (issue 14): cards of the object's records, with its definition and the record screens' texts. */
export function poolMenuPages(): Record<string, PageLoader> {
  const load =
    (apiName: string, pick: (m: typeof import('../features/pools/PoolListPage.tsx')) => ComponentType): PageLoader =>
    async () =>
      pick(await withEntityTexts(import('../features/pools/PoolListPage.tsx'), [apiName]));
  return {
    'page:crmCustomerPoolList': load('crmCustomer', (m) => m.CustomerPoolListPage),
    'page:crmCluePoolList': load('crmClue', (m) => m.CluePoolListPage),
  };
}

/**
 * Per-table detail views `/{packageName}/{apiName}View?tableId=&id=` of extension tables: their
 * paths are only known at run time, so the menu route serves them.
 */
export function isExtensionViewPath(pathname: string, search: URLSearchParams): boolean {
  return /^\/[A-Za-z0-9_]+\/[A-Za-z0-9_]+View$/.test(pathname) && Boolean(search.get('tableId'));
}

export const loadExtensionView = loadView;
