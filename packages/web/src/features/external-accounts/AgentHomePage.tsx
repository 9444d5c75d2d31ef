import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { agentHomeQuery } from './api/external-accounts.ts';
import { DoorLogoutButton, HomeHeader } from './HomeHeader.tsx';

/** /agent/my: the channel partner's home — their company, their profile, the customers they reported. */
function AgentHome() {
  const { t } = useTranslation();
  const { data: home, isError, refetch } = useQuery(agentHomeQuery());
  if (isError) {
    return (
      <ErrorBlock status="default" title={t('web.common.loadFailed')}>
        <Button onClick={() => void refetch()}>{t('web.common.retry')}</Button>
      </ErrorBlock>
    );
  }
  if (!home) return <p style={{ padding: 16, color: '#86909c' }}>{t('web.common.loading')}</p>;
  const { profile, customers } = home;
  return (
    <div>
      <HomeHeader realname={profile.realname} companyName={profile.companyCode_dictText} />
      <List header={t('web.agent.profile')}>
        <List.Item extra={profile.username}>{t('web.auth.username')}</List.Item>
        <List.Item extra={profile.phone ?? '-'}>{t('web.agent.phone')}</List.Item>
        <List.Item extra={profile.email ?? '-'}>{t('web.agent.email')}</List.Item>
        <List.Item extra={profile.companyCode_dictText}>{t('web.agent.company')}</List.Item>
      </List>
      <List header={t('web.agent.customers', { count: customers.total })} data-testid="reported-customers">
        {customers.records.length === 0 ? (
          <List.Item>{t('web.agent.noCustomers')}</List.Item>
        ) : (
          customers.records.map((customer) => (
            <List.Item key={customer.id} description={customer.customerNo ?? undefined}>
              {customer.name}
            </List.Item>
          ))
        )}
      </List>
      <DoorLogoutButton door="agent" />
    </div>
  );
}

// Outside the staff shell, which provides the query client to its own pages only.
export function AgentHomePage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AgentHome />
    </QueryClientProvider>
  );
}
