import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { applyAccountStatus, LOGIN_PATH } from '../../lib/guard.ts';
import { loadCompanyInfo } from '../../lib/session.ts';
import { useSessionStore } from '../../stores/session.ts';
import { AppTabBar } from './components/AppTabBar.tsx';
import { FloatingBack } from './components/FloatingBack.tsx';
import { Watermark } from './components/Watermark.tsx';
import { useAppStore } from '../../stores/app.ts';

// The sheet (and its animation library) loads only for users who must choose a company.
const CompanySelectorSheet = lazy(() => import('./components/CompanySelectorSheet.tsx').then((m) => ({ default: m.CompanySelectorSheet })));

const TAB_BAR_SPACE = 'calc(50px + env(safe-area-inset-bottom))';

/** Company info (watermark, account status) once per start; the login sequence shares the same load. */
function useCompanyInfoOnStart(enabled: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void loadCompanyInfo().then((account) => {
      if (!active) return;
      if (!account) {
        void navigate(LOGIN_PATH, { replace: true });
        return;
      }
      applyAccountStatus(account, useSessionStore.getState().info, {
        navigate: (to) => void navigate(to, { replace: true }),
        warn: () => undefined, // the expiry warning is shown once, right after login
      });
    });
    return () => {
      active = false;
    };
  }, [enabled, navigate]);
}

/** The shell of every signed-in page (spec section 2): it loads only with a token. */
export function AppShell() {
  const token = useSessionStore((s) => s.token);
  const handle = useRouteHandle();
  const mustChooseCompany = useAppStore((s) => s.companySelectFlag);
  useCompanyInfoOnStart(Boolean(token));
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <div style={{ minHeight: 'calc(100vh - var(--crm-nav-bar-height, 0px))', paddingBottom: handle.tabbar ? TAB_BAR_SPACE : 0, boxSizing: 'border-box' }}>
        <Outlet />
        {handle.tabbar && <AppTabBar />}
        <FloatingBack />
        <Watermark />
        {mustChooseCompany && (
          <Suspense fallback={null}>
            <CompanySelectorSheet />
          </Suspense>
        )}
      </div>
    </QueryClientProvider>
  );
}
