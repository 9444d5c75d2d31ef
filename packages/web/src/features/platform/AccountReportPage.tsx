import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import { EXPIRING_WITHIN_DAYS, formatDate } from '@crm/domain';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { accountReportQuery } from './api/platform.ts';
import { AccountStatusTag } from './AccountStatusTag.tsx';
import { PlatformScope } from './PlatformScope.tsx';

function AccountReport() {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { data: report, isError } = useQuery(accountReportQuery());
  if (isError) return <p style={{ padding: 16, color: '#ff3141' }}>{t('web.common.loadFailed')}</p>;
  if (!report) return <p style={{ padding: 16, color: '#86909c' }}>{t('web.common.loading')}</p>;
  return (
    <div data-testid="account-report">
      <List header={t('web.platform.byStatus', { count: report.total })}>
        {report.byStatus.map((row) => (
          <List.Item key={row.status} extra={row.count}>
            <AccountStatusTag status={row.status} />
          </List.Item>
        ))}
        <List.Item extra={report.expired}>{t('web.platform.expired')}</List.Item>
      </List>
      <List header={t('web.platform.expiringSoon', { days: EXPIRING_WITHIN_DAYS })}>
        {report.expiringSoon.length === 0 && <List.Item>{t('web.platform.noneExpiring')}</List.Item>}
        {report.expiringSoon.map((row) => (
          <List.Item key={row.id} description={formatDate(row.endTime, timeZone)} extra={t('web.platform.daysLeft', { days: row.daysLeft })}>
            {row.name}
          </List.Item>
        ))}
      </List>
      <List header={t('web.platform.usersPerAccount')}>
        {report.usersPerAccount.map((row) => (
          <List.Item key={row.id} extra={row.usersCount}>
            {row.name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** /plat/reportAccountStatList: accounts by status, those about to expire, users per account. */
export function AccountReportPage() {
  return (
    <PlatformScope>
      <AccountReport />
    </PlatformScope>
  );
}
