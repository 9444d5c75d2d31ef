import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { terminalHomeQuery } from './api/external-accounts.ts';
import { DoorLogoutButton, HomeHeader } from './HomeHeader.tsx';

/** Entries a finger hits: 44 px at least. */
const ENTRY = { minHeight: 44 };

/** /terminal/my: the self-service customer's home — their name, the customer record they speak for and its service pages. */
function TerminalHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: home, isError, refetch } = useQuery(terminalHomeQuery());
  if (isError) {
    return (
      <ErrorBlock status="default" title={t('web.common.loadFailed')}>
        <Button onClick={() => void refetch()}>{t('web.common.retry')}</Button>
      </ErrorBlock>
    );
  }
  if (!home) return <p style={{ padding: 16, color: '#86909c' }}>{t('web.common.loading')}</p>;
  const { profile, customer } = home;
  return (
    <div>
      <HomeHeader realname={profile.realname} companyName={customer?.name ?? ''} />
      <List header={t('web.terminal.yourCompany')} data-testid="your-company">
        {customer ? (
          <>
            <List.Item extra={customer.name}>{t('web.terminal.customerName')}</List.Item>
            <List.Item extra={customer.customerNo ?? '-'}>{t('web.terminal.customerNo')}</List.Item>
            <List.Item extra={customer.phone ?? '-'}>{t('web.terminal.phone')}</List.Item>
            <List.Item extra={customer.email ?? '-'}>{t('web.terminal.email')}</List.Item>
          </>
        ) : (
          <List.Item>{t('web.terminal.notLinked')}</List.Item>
        )}
      </List>
      {customer && (
        <List header={t('web.terminal.myWorkOrders')} data-testid="service-entries">
          <List.Item
            arrow
            style={ENTRY}
            onClick={() => navigate('/terminal/workOrderList')}
            extra={t('web.terminal.openWorkOrders', { count: home.openWorkOrders })}
          >
            {t('web.terminal.myWorkOrders')}
          </List.Item>
          <List.Item arrow style={ENTRY} onClick={() => navigate('/terminal/workOrderForm')}>
            {t('web.terminal.routeWorkOrderForm')}
          </List.Item>
          <List.Item arrow style={ENTRY} onClick={() => navigate('/terminal/deviceList')}>
            {t('web.terminal.myDevices')}
          </List.Item>
        </List>
      )}
      <List header={t('web.terminal.profile')}>
        <List.Item extra={profile.username}>{t('web.auth.username')}</List.Item>
        <List.Item extra={profile.phone ?? '-'}>{t('web.terminal.phone')}</List.Item>
        <List.Item extra={profile.email ?? '-'}>{t('web.terminal.email')}</List.Item>
      </List>
      <DoorLogoutButton door="customer" />
    </div>
  );
}

// Outside the staff shell, which provides the query client to its own pages only.
export function TerminalHomePage() {
  return (
    <QueryClientProvider client={queryClient}>
      <TerminalHome />
    </QueryClientProvider>
  );
}
