import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { SMART_SEARCH_OBJECTS } from '@crm/domain';
import { createGuardLoader, PLATFORM_HOME, type GuardDeps } from '../lib/guard.ts';
import { feedback } from '../lib/feedback.ts';
import { useSessionStore } from '../stores/session.ts';
import { RECORD_LIST_PAGES, registerPageFamily, registerPages, type PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { KeepAliveOutlet } from '../lib/keep-alive.tsx';
import { loadEntityTexts, loadObjectTexts, loadTexts } from '../lib/i18n.ts';
import { RootLayout, RouteError, PageFallback } from './RootLayout.tsx';
import { MenuRoute } from './MenuRoute.tsx';
import { poolMenuPages, recordRoutes } from './record-routes.tsx';
import { messengerRoutes } from './messenger-routes.tsx';
import { agentRoutes } from './agent-routes.tsx';
import { terminalRoutes } from './terminal-routes.tsx';
import { contentRoutes, contentStaffRoutes } from './content-routes.tsx';
import { starRoutes } from './star-routes.tsx';
import { previewRoutes } from './preview-routes.tsx';
import { companyProfileRoutes, documentRoutes } from './document-routes.tsx';
import { LIBRARY_MENU_PAGES, libraryStaffRoutes } from './library-routes.tsx';
import { HELP_MENU_PAGES, helpRoutes } from './help-routes.tsx';
import { AUDIT_MENU_PAGES, auditRoutes } from './audit-routes.tsx';
import { PEOPLE_MENU_PAGES, peopleRoutes } from './people-routes.tsx';
import { EMAIL_MENU_PAGES, emailRoutes } from './email-routes.tsx';
import { ROLE_MENU_PAGES, roleRoutes } from './role-routes.tsx';
import { withChunkTimeouts } from './chunk-error.ts';
import { OBJECT_ROUTES_PARENT } from './object-discovery.ts';

/** A numbers screen, once its module and the dashboard's texts (its own and the briefing's choosers') are in: both fetched side by side. */
const withDashboardTexts = (page: Promise<ComponentType>) => Promise.all([page, loadTexts(['dashboard'])]).then(([loaded]) => loaded);

/** Pages that server menu items may point at, by the menu item's `component`. */
export const MENU_PAGES: Record<string, PageLoader> = {
  'page:crmRemind': () => {
    const texts = loadTexts(['dashboard']);
    return import('../features/dashboard/RemindPage.tsx').then(async (m) => {
      await texts;
      return m.RemindPage;
    });
  },
  // Issue 14: the customers around the phone (its texts are the record screens').
  'page:nearbyCustomer': () => {
    const texts = loadTexts(['records']);
    return import('../features/nearby/NearbyCustomersPage.tsx').then(async (m) => {
      await texts;
      return m.NearbyCustomersPage;
    });
  },
  // Issue 21: one search over customers, leads and contacts (its texts are the record screens', with the objects' names).
  'page:searchCustomerIndex': () =>
    Promise.all([import('../features/smart-search/SmartSearchPage.tsx'), loadTexts(['records']), loadObjectTexts(SMART_SEARCH_OBJECTS)]).then(
      ([m]) => m.SmartSearchPage,
    ),
  // Issue 21: a business card read on the phone into a new contact (the OCR loads with the screen's first picture).
  'page:toolCardCustomer': () =>
    Promise.all([import('../features/card-scan/CardScanPage.tsx'), loadTexts(['records']), loadObjectTexts(['crmContacter'])]).then(([m]) => m.CardScanPage),
  // Team activity and my browse list (issue 14), with the dashboard's texts and the record screens' shared ones.
  'page:sysActionLog': () => Promise.all([import('../features/activity/TeamActivityPage.tsx'), loadTexts(['dashboard'])]).then(([m]) => m.TeamActivityPage),
  'page:crmBrowseList': () => Promise.all([import('../features/activity/BrowseListPage.tsx'), loadTexts(['dashboard'])]).then(([m]) => m.BrowseListPage),
  // The sales briefing (issue 15), at /crm/crmSalesReport and /crm/salesReport (lib/menu.ts), with the dashboard's texts.
  'page:crmSalesReport': () => {
    const texts = loadTexts(['dashboard']);
    return import('../features/dashboard/SalesBriefingPage.tsx').then(async (m) => {
      await texts;
      return m.SalesBriefingPage;
    });
  },
  // The sales board (issue 15), with the dashboard's texts (its own and the briefing's choosers').
  'page:boardReport': () => withDashboardTexts(import('../features/dashboard/board/BoardPage.tsx').then((m) => m.BoardPage)),
  // The service board (issue 16), with the service area's texts.
  'page:serviceBoard': () =>
    Promise.all([import('../features/service-board/ServiceBoardPage.tsx').then((m) => m.ServiceBoardPage), loadTexts(['service'])]).then(([page]) => page),
  // The data view (issue 15): ready reports as chart and table, with the dashboard's texts (its own and the briefing's choosers').
  'page:commonReportList': () => withDashboardTexts(import('../features/reports/ReportListPage.tsx').then((m) => m.ReportListPage)),
  // The targets' ListSet (issue 15), with the targets' labels.
  'page:crmObjectiveListSet': () =>
    Promise.all([
      import('../objects/crm/crm-objective/ObjectiveListSetPage.tsx').then((m) => m.ObjectiveListSetPage),
      loadEntityTexts(),
      import('../records/definitions.ts').then((m) => m.loadDefinition('crmObjective')),
    ]).then(([page]) => page),
  ...poolMenuPages(),
  ...AUDIT_MENU_PAGES,
  ...PEOPLE_MENU_PAGES,
  ...EMAIL_MENU_PAGES,
  ...ROLE_MENU_PAGES,
  ...LIBRARY_MENU_PAGES,
  ...HELP_MENU_PAGES,
};
registerPages(MENU_PAGES);
// The menu's record apps at paths of the menu's own: the object's list (which objects have one, records/definitions.ts knows).
registerPageFamily(RECORD_LIST_PAGES, (apiName) => import('./object-routes.tsx').then((m) => m.objectListPage(apiName)));

/** A page of an area: its module and its area's texts load side by side. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, texts: Parameters<typeof loadTexts>[0] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(texts)]);
    return { Component: pick(module) };
  };
}

const h = (handle: RouteHandle) => handle;

/** A page that lists the menu's apps, once it knows which objects' record lists exist (records/definitions.ts). */
const withRecordApps = <M,>(load: Promise<M>) => Promise.all([load, import('../records/definitions.ts')]).then(([loaded]) => loaded);

/** '/' leads each kind of account to its own home: partners and customers never enter the staff shell. */
function HomeOfUserType() {
  const userType = useSessionStore((s) => s.info?.userType);
  const home = userType === 'agent' ? '/agent/my' : userType === 'customer' ? '/terminal/my' : userType === 'platform' ? PLATFORM_HOME : '/index';
  return <Navigate to={home} replace />;
}

/** Loaded on first need: a logged-out visit to the login page fetches nothing from the server. */
export async function defaultGuardDeps(): Promise<GuardDeps> {
  const [{ http }, { logout }] = await Promise.all([import('../lib/http.ts'), import('../lib/session.ts')]);
  return { http, toast: feedback.toast, alert: feedback.alert, logout: () => logout() };
}

export function createRoutes(guardDeps: () => GuardDeps | Promise<GuardDeps> = defaultGuardDeps): RouteObject[] {
  return withChunkTimeouts([
    {
      id: 'root',
      path: '/',
      loader: createGuardLoader(guardDeps),
      // The guard decides on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      Component: RootLayout,
      HydrateFallback: PageFallback,
      ErrorBoundary: RouteError,
      children: [
        // A component, not a loader: loaders run side by side and this redirect would race the guard's.
        { index: true, Component: HomeOfUserType },
        {
          path: 'user/login',
          handle: h({ title: 'web.route.login' }),
          lazy: page(
            () => import('../features/auth/LoginPage.tsx'),
            (m) => m.LoginPage,
          ),
        },
        {
          path: 'user/register',
          handle: h({ title: 'web.register.routeRegister' }),
          lazy: page(
            () => import('../features/register/RegisterPage.tsx'),
            (m) => m.RegisterPage,
            ['register'],
          ),
        },
        {
          path: 'user/register-result',
          handle: h({ title: 'web.register.routeResult' }),
          lazy: page(
            () => import('../features/register/RegisterResultPage.tsx'),
            (m) => m.RegisterResultPage,
            ['register'],
          ),
        },
        {
          path: 'user/alteration',
          handle: h({ title: 'web.register.routeAlteration' }),
          lazy: page(
            () => import('../features/register/AlterationPage.tsx'),
            (m) => m.AlterationPage,
            ['register'],
          ),
        },
        {
          path: 'user/agentLogin',
          handle: h({ title: 'web.route.agentLogin' }),
          lazy: page(
            () => import('../features/external-accounts/DoorLoginPage.tsx'),
            (m) => m.AgentLoginPage,
            ['external'],
          ),
        },
        {
          path: 'terminal/login',
          handle: h({ title: 'web.route.terminalLogin' }),
          lazy: page(
            () => import('../features/external-accounts/DoorLoginPage.tsx'),
            (m) => m.TerminalLoginPage,
            ['external'],
          ),
        },
        // Partner and customer homes live outside the staff shell: its tab bar and workspace calls are staff-only.
        ...agentRoutes(),
        {
          path: 'terminal/my',
          handle: h({ title: 'web.route.terminalMy' }),
          lazy: page(
            () => import('../features/external-accounts/TerminalHomePage.tsx'),
            (m) => m.TerminalHomePage,
            ['external'],
          ),
        },
        ...terminalRoutes(),
        ...contentRoutes(),
        ...previewRoutes(),
        ...documentRoutes(),
        ...helpRoutes(),
        ...messengerRoutes(),
        {
          path: 'user/deviceLogin',
          handle: h({ title: 'web.route.deviceLogin' }),
          lazy: page(
            () => import('../features/account-extra/DeviceLoginPage.tsx'),
            (m) => m.DeviceLoginPage,
            ['account'],
          ),
        },
        {
          path: 'plat/sysAccountList',
          handle: h({ title: 'web.route.platAccountList' }),
          lazy: page(
            () => import('../features/platform/AccountListPage.tsx'),
            (m) => m.AccountListPage,
            ['platform'],
          ),
        },
        {
          path: 'plat/sysAccountView',
          handle: h({ title: 'web.route.platAccountView', isBack: true }),
          lazy: page(
            () => import('../features/platform/AccountViewPage.tsx'),
            (m) => m.AccountViewPage,
            ['platform'],
          ),
        },
        {
          path: 'plat/reportAccountStatList',
          handle: h({ title: 'web.route.platReport', isBack: true }),
          lazy: page(
            () => import('../features/platform/AccountReportPage.tsx'),
            (m) => m.AccountReportPage,
            ['platform'],
          ),
        },
        {
          path: '404',
          handle: h({ title: 'web.route.notFound' }),
          lazy: page(
            () => import('../features/layout/NotFoundPage.tsx'),
            (m) => m.NotFoundPage,
          ),
        },
        {
          id: 'shell',
          lazy: page(
            () => import('../features/layout/AppShell.tsx'),
            (m) => m.AppShell,
          ),
          children: [
            {
              // The last kept-alive page (a list) stays mounted while detail and form pages show.
              // The objects' routes join these children when first needed (object-discovery.ts).
              id: OBJECT_ROUTES_PARENT,
              Component: KeepAliveOutlet,
              // A page that fails to load shows its error in the shell: the tab bar or navigation bar stays.
              ErrorBoundary: RouteError,
              children: [
                {
                  path: 'index',
                  handle: h({ title: 'web.route.index', tabbar: true, keepAlive: true }),
                  lazy: page(
                    () => withRecordApps(import('../features/dashboard/HomePage.tsx')),
                    (m) => m.HomePage,
                    ['dashboard'],
                  ),
                },
                {
                  path: 'dashboard/message',
                  handle: h({ title: 'web.route.message', tabbar: true, keepAlive: true }),
                  lazy: page(
                    () => import('../features/dashboard/MessagePage.tsx'),
                    (m) => m.MessagePage,
                    ['dashboard'],
                  ),
                },
                {
                  path: 'dashboard/workplace',
                  handle: h({ title: 'web.route.workplace', tabbar: true }),
                  lazy: page(
                    () => withRecordApps(import('../features/workplace/WorkplacePage.tsx')),
                    (m) => m.WorkplacePage,
                    ['dashboard'],
                  ),
                },
                {
                  path: 'account/center',
                  handle: h({ title: 'web.route.center', tabbar: true }),
                  lazy: page(
                    () => import('../features/account/CenterPage.tsx'),
                    (m) => m.CenterPage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/setting',
                  handle: h({ title: 'web.route.setting', isBack: true }),
                  lazy: page(
                    () => import('../features/account/SettingPage.tsx'),
                    (m) => m.SettingPage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/baseSetting',
                  handle: h({ title: 'web.route.baseSetting', isBack: true }),
                  lazy: page(
                    () => import('../features/account/BaseSettingPage.tsx'),
                    (m) => m.BaseSettingPage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/changePassword',
                  handle: h({ title: 'web.route.changePassword', isBack: true }),
                  lazy: page(
                    () => import('../features/account/ChangePasswordPage.tsx'),
                    (m) => m.ChangePasswordPage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/aboutUs',
                  handle: h({ title: 'web.route.aboutUs', isBack: true }),
                  lazy: page(
                    () => import('../features/account/AboutUsPage.tsx'),
                    (m) => m.AboutUsPage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/onlineService',
                  handle: h({ title: 'web.route.onlineService', isBack: true }),
                  lazy: page(
                    () => import('../features/account/OnlineServicePage.tsx'),
                    (m) => m.OnlineServicePage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/share',
                  handle: h({ title: 'web.route.share', isBack: true }),
                  lazy: page(
                    () => import('../features/account-extra/SharePage.tsx'),
                    (m) => m.SharePage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/msgSetting',
                  handle: h({ title: 'web.route.msgSetting', isBack: true }),
                  lazy: page(
                    () => import('../features/account-extra/MsgSettingPage.tsx'),
                    (m) => m.MsgSettingPage,
                    ['account'],
                  ),
                },
                {
                  path: 'account/tvApp',
                  handle: h({ title: 'web.route.tvApp', isBack: true }),
                  lazy: page(
                    () => import('../features/account-extra/TvAppPage.tsx'),
                    (m) => m.TvAppPage,
                    ['account'],
                  ),
                },
                {
                  path: 'groupView',
                  handle: h({ title: 'web.route.groupView', isBack: true }),
                  lazy: page(
                    () => import('../features/platform/GroupViewPage.tsx'),
                    (m) => m.GroupViewPage,
                    ['platform'],
                  ),
                },
                {
                  path: 'account/contactService',
                  handle: h({ title: 'web.route.contactService', isBack: true }),
                  lazy: page(
                    () => import('../features/account/ContactServicePage.tsx'),
                    (m) => m.ContactServicePage,
                    ['account'],
                  ),
                },
                ...recordRoutes(),
                ...auditRoutes(),
                ...peopleRoutes(),
                ...emailRoutes(),
                ...roleRoutes(),
                ...contentStaffRoutes(),
                ...starRoutes(),
                ...companyProfileRoutes(),
                ...libraryStaffRoutes(),
                // Everything else: a page of the user's menu, or back to '/'.
                { path: '*', handle: h({ fromMenu: true, isBack: true }), Component: MenuRoute },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
