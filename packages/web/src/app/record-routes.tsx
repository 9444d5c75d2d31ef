import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ObjectManifestEntry } from '@crm/domain';
import { loadEntityTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import { usePermission } from '../lib/permission.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { EntitySource } from '../records/meta/entity-meta.ts';
import styles from './RootLayout.module.css';

/**
 * The record engine's routes the app's entry holds (spec section 2): the generic extension-table
 * routes and the common actions, and the pages every object's routes are made of. The objects'
 * own routes (list, view and add of each, the screens of their web folders) come with the object
 * routes (object-routes.tsx), found on the first navigation that needs them: the entry knows no
 * object, so it does not grow with them. Pages load lazily, an object's screens with its definition
 * (records/definitions.ts, itself loaded with the first screen that shows an object).
 */
type SourcePage = ComponentType<{ source: EntitySource }>;

const h = (handle: RouteHandle) => handle;

/**
 * A record screen loads with the object and field labels it shows and the definitions of the
 * objects it shows (fetched side by side); the detail screen with its tabs' titles (`tabs`). A
 * failed definition load is left to the screen, which shows its error state (entity-meta.ts), as
 * for a failed text load.
 */
export async function withEntityTexts<T>(load: Promise<T>, apiNames: readonly string[] = [], { tabs = false } = {}): Promise<T> {
  const definitions =
    apiNames.length > 0 &&
    import('../records/definitions.ts').then(({ loadDefinition }) =>
      Promise.all(apiNames.map((apiName) => loadDefinition(apiName, { tabs }).catch(() => undefined))),
    );
  const [loaded] = await Promise.all([load, loadEntityTexts(), definitions]);
  return loaded;
}

type PageLoad = (apiNames?: readonly string[]) => Promise<SourcePage>;

export const loadList: PageLoad = (apiNames) =>
  withEntityTexts(
    import('../records/list/RecordListPage.tsx').then((m) => m.RecordListPage as SourcePage),
    apiNames,
  );
export const loadView: PageLoad = (apiNames) =>
  withEntityTexts(
    import('../records/view/RecordViewPage.tsx').then((m) => m.RecordViewPage as SourcePage),
    apiNames,
    { tabs: true },
  );
export const loadForm: PageLoad = (apiNames) =>
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

export function entityPage(load: PageLoad, def: Pick<ObjectManifestEntry, 'apiName' | 'permissionPrefix'>, actions: readonly string[]) {
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

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await withEntityTexts(load())) });
}

/** The routes of every object's records that do not depend on the object: extension tables, the common actions. */
export function recordRoutes(): RouteObject[] {
  return [
    { path: 'crm/list', handle: h({ title: 'web.route.extList', keepAlive: true, isBack: true }), lazy: extPage(loadList, 'web.route.objectList') },
    { path: 'crm/view', handle: h({ title: 'web.route.extList', isBack: true }), lazy: extPage(loadView, 'web.route.recordView') },
    { path: 'crm/form', handle: h({ title: 'web.route.extList', isBack: true }), lazy: extPage(loadForm, 'web.route.recordAdd') },
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
