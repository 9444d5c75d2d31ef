import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigate, useNavigation, useRouteError, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
// Deep import: the barrel would drag the animation library onto the login route.
import Button from 'antd-mobile/es/components/button/index.js';
import { dismissAppShell } from '../lib/app-shell.ts';
import { loadTexts } from '../lib/i18n.ts';
import type { GuardData } from '../lib/guard.ts';
import { findMenuRoute } from '../lib/menu.ts';
import { handleTitle, isMessengerHost, useOwnPageTitle, useRouteHandle, type PageTitle, type RouteHandle } from '../lib/route-handle.ts';
import { useSessionStore } from '../stores/session.ts';
import { useDialStore } from '../lib/dial.ts';
import { deploymentState, isChunkLoadError, reloadOnceForNewBuild, runningBuild } from './chunk-error.ts';
import styles from './RootLayout.module.css';

// Pages off the tabs only: the login and the tab pages do without it (and its icon). Until it has
// loaded, an empty bar of its height keeps the page from moving.
const NavBar = lazy(() => import('./NavBar.tsx').then((m) => ({ default: m.NavBar })));

// Back from the phone's dialer after tapping a record's number: the offer to log the call, with its texts.
const AfterCallPrompt = lazy(() =>
  Promise.all([import('../features/calls/AfterCallPrompt.tsx').then((m) => m.AfterCallPrompt), loadTexts(['dashboard'])]).then(([prompt]) => ({
    default: prompt,
  })),
);

// Only partners and customers on a page not theirs see it: not part of every route's root.
const OutsideDoorPage = lazy(() =>
  Promise.all([import('../features/external-accounts/OutsideDoorPage.tsx').then((m) => m.OutsideDoorPage), loadTexts(['external'])]).then(([page]) => ({
    default: page,
  })),
);

/**
 * The current page's title and subject: the page's own, else its route's (or its menu item's),
 * else the app's name. Here rather than in lib/route-handle.ts: that module is imported by lazy
 * pages, and its importing react-i18next made the bundler split the entry's texts into chunks of
 * their own (some 2 KB more on the login route).
 */
function useRouteTitle(): Required<PageTitle> {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const menu = useSessionStore((s) => s.permissionList);
  const own = useOwnPageTitle();
  const menuItem = handle.fromMenu ? findMenuRoute(menu, pathname) : undefined;
  const title = own.title || handleTitle(t, handle, params, menuItem) || t('common.appName');
  return { title, subject: own.subject ?? '' };
}

/** document.title from the page's title (its route's, its menu item's, or its own), following the language. */
function useDocumentTitle({ title, subject }: { title: string; subject: string }) {
  const text = subject ? `${title} - ${subject}` : title;
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** Pages below the tabs draw the navigation bar, except inside a messenger, which draws its own. */
export function hasNavBar(handle: RouteHandle, userAgent?: string): boolean {
  return Boolean(handle.isBack && !handle.tabbar) && !isMessengerHost(userAgent);
}

/** A full-page notice; plain markup, so the root of every route stays light. */
function Notice({ title, description, children, testId }: { title: string; description?: string; children?: ReactNode; testId?: string }) {
  return (
    <main className={styles.notice} data-testid={testId}>
      <h1 className={styles.noticeTitle}>{title}</h1>
      {description && <p className={styles.noticeText}>{description}</p>}
      {children}
    </main>
  );
}

function BlockedScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Notice title={t('web.auth.noRolePermissionTitle')} description={t('web.auth.noRolePermission')}>
      <Button color="primary" onClick={() => void import('../lib/session.ts').then((m) => m.logout()).then(() => navigate('/user/login', { replace: true }))}>
        {t('web.auth.logout')}
      </Button>
    </Notice>
  );
}

/**
 * A navigation under way (a route's chunks loading on a slow link): a thin bar at the top, shown
 * only when it takes a moment, so a tap shows at once that it was taken.
 */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('web.common.navigating')} data-testid="navigation-progress" />;
}

export function RootLayout() {
  const data = useLoaderData() as GuardData | undefined;
  const handle = useRouteHandle();
  const title = useRouteTitle();
  useDocumentTitle(title);
  useLayoutEffect(dismissAppShell, []);
  const navBar = !data?.blocked && !data?.outside && hasNavBar(handle);
  const backFromCall = useDialStore((s) => s.returnedAt !== null);
  return (
    <div className={navBar ? `${styles.page} ${styles.withNavBar}` : styles.page}>
      <ScrollRestoration />
      <NavigationProgress />
      {navBar && (
        <Suspense fallback={<header className={styles.navBar} />}>
          <NavBar title={title.title} subject={title.subject} />
        </Suspense>
      )}
      {data?.blocked ? (
        <BlockedScreen />
      ) : data?.outside ? (
        <Suspense fallback={null}>
          <OutsideDoorPage {...data.outside} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      {backFromCall && (
        <Suspense fallback={null}>
          <AfterCallPrompt />
        </Suspense>
      )}
    </div>
  );
}

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="status" aria-label={t('web.common.loading')}>
      <span className={styles.spinner} />
    </div>
  );
}

/**
 * A route that failed to load or to render. A script chunk that did not come (offline, or a new
 * deployment that no longer has it) gets the network error of spec section 8 and a retry; after a
 * new deployment the page reloads onto it once. Below the shell it shows in the shell's place for
 * the page, so the tab bar (or the navigation bar) stays.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const [state, setState] = useState<'idle' | 'checking' | 'offline'>('idle');
  useLayoutEffect(dismissAppShell, []);
  useEffect(() => {
    if (import.meta.env.DEV) console.error(error);
    if (!chunk) return;
    const build = runningBuild();
    void deploymentState(build).then((found) => {
      if (found === 'new') reloadOnceForNewBuild(build);
    });
  }, [chunk, error]);

  async function retry() {
    setState('checking');
    // Offline, a reload would show the browser's own error page: stay, and say so.
    if ((await deploymentState()) === 'offline') setState('offline');
    else window.location.reload();
  }

  return (
    <Notice
      title={t(chunk ? 'web.common.loadFailed' : 'web.common.pageError')}
      description={chunk ? t('web.http.networkError') : undefined}
      testId="route-error"
    >
      {state === 'offline' && (
        <p className={styles.noticeText} role="alert" data-testid="route-error-offline">
          {t('web.common.stillOffline')}
        </p>
      )}
      <Button color="primary" loading={state === 'checking'} onClick={() => void retry()} data-testid="route-error-retry">
        {t('web.common.retry')}
      </Button>
    </Notice>
  );
}
