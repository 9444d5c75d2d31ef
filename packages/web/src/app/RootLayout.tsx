import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
// Deep import: the barrel would drag the animation library onto the login route.
import Button from 'antd-mobile/es/components/button/index.js';
import { dismissAppShell } from '../lib/app-shell.ts';
import type { GuardData } from '../lib/guard.ts';
import { tKey } from '../lib/i18n.ts';
import { findMenuRoute } from '../lib/menu.ts';
import { useRouteHandle } from '../lib/route-handle.ts';
import { useSessionStore } from '../stores/session.ts';
import { OutsideDoorPage } from '../features/external-accounts/OutsideDoorPage.tsx';
import styles from './RootLayout.module.css';

/** document.title from the route's title (or the menu item's), following the language. */
function useDocumentTitle(override?: string) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const menu = useSessionStore((s) => s.permissionList);
  const key = override ?? handle.title ?? (handle.fromMenu ? findMenuRoute(menu, pathname)?.title : undefined);
  const title = key ? tKey(t, key) : t('common.appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A full-page notice; plain markup, so the root of every route stays light. */
function Notice({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <main className={styles.notice}>
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

export function RootLayout() {
  const data = useLoaderData() as GuardData | undefined;
  useDocumentTitle(data?.outside && 'web.door.title');
  useLayoutEffect(dismissAppShell, []);
  return (
    <>
      <ScrollRestoration />
      {data?.blocked ? <BlockedScreen /> : data?.outside ? <OutsideDoorPage {...data.outside} /> : <Outlet />}
    </>
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

/** A route that failed to load (e.g. a chunk after a deploy) offers a retry instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useLayoutEffect(dismissAppShell, []);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Notice title={t('web.common.loadFailed')} description={error instanceof Error ? error.message : undefined}>
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('web.common.retry')}
      </Button>
    </Notice>
  );
}
