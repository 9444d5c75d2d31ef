import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import TabBar from 'antd-mobile/es/components/tab-bar/index.js';
import { AppOutline, AppstoreOutline, MessageOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { PERMISSION } from '@crm/domain';
import { usePermission } from '../../../lib/permission.tsx';
import { reminderTotal, waitReportQuery } from '../../../lib/shared-queries.ts';

export const CUSTOMER_LIST_PATH = '/crm/crmCustomerList';

/** The bottom tab bar of spec section 2. */
export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname: shown } = useLocation();
  // A tapped tab is active at once, while its page still loads (a slow link).
  const pathname = useNavigation().location?.pathname ?? shown;
  const navigate = useNavigate();
  const can = usePermission();
  const { data: report } = useQuery({ ...waitReportQuery(), refetchInterval: 60_000 });
  const unread = reminderTotal(report);

  const tabs = [
    { key: '/index', testId: 'tab-home', title: t('web.tab.home'), icon: <AppOutline /> },
    {
      key: '/dashboard/message',
      testId: 'tab-message',
      title: t('web.tab.message'),
      icon: <MessageOutline />,
      badge: unread > 0 ? (unread > 99 ? '99+' : String(unread)) : undefined,
    },
    ...(can(PERMISSION.customerList) ? [{ key: CUSTOMER_LIST_PATH, testId: 'tab-customer', title: t('web.tab.customer'), icon: <TeamOutline /> }] : []),
    { key: '/dashboard/workplace', testId: 'tab-workplace', title: t('web.tab.workplace'), icon: <AppstoreOutline /> },
    { key: '/account/center', testId: 'tab-mine', title: t('web.tab.mine'), icon: <UserOutline /> },
  ];

  return (
    <nav
      aria-label={t('web.route.index')}
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, background: '#fff', borderTop: '1px solid #eee', zIndex: 100 }}
    >
      <TabBar activeKey={pathname} onChange={(key) => navigate(key)} safeArea>
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.key}
            data-testid={tab.testId}
            aria-label={tab.title}
            aria-current={pathname === tab.key ? 'page' : undefined}
            title={tab.title}
            icon={tab.icon}
            badge={tab.badge}
          />
        ))}
      </TabBar>
    </nav>
  );
}
