import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import Tabs from 'antd-mobile/es/components/tabs/index.js';
import { formatDate } from '@crm/domain';
import { logout } from '../../lib/session.ts';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { accountListQuery } from './api/platform.ts';
import { AccountStatusTag } from './AccountStatusTag.tsx';
import { PlatformScope } from './PlatformScope.tsx';

const STATUS_TABS = [
  { key: '', label: 'web.platform.allAccounts' },
  { key: '0', label: 'web.platform.status.normal' },
  { key: '1', label: 'web.platform.status.disabled' },
  { key: '2', label: 'web.platform.status.underReview' },
] as const;

function AccountList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const { data: page, isError } = useQuery(accountListQuery(keyword, status));
  return (
    <div>
      <div style={{ padding: 12 }}>
        <SearchBar placeholder={t('web.platform.searchAccounts')} onSearch={setKeyword} onClear={() => setKeyword('')} />
      </div>
      <Tabs activeKey={status} onChange={setStatus}>
        {STATUS_TABS.map((tab) => (
          <Tabs.Tab key={tab.key} title={t(tab.label)} />
        ))}
      </Tabs>
      {isError && <p style={{ padding: 16, color: '#ff3141' }}>{t('web.common.loadFailed')}</p>}
      <List header={page ? t('web.platform.accountsCount', { count: page.total }) : t('web.common.loading')} data-testid="account-list">
        {page?.records.length === 0 && <List.Item>{t('web.common.empty')}</List.Item>}
        {page?.records.map((account) => (
          <List.Item
            key={account.id}
            onClick={() => navigate(`/plat/sysAccountView?id=${encodeURIComponent(account.id)}`)}
            extra={<AccountStatusTag status={account.status} />}
            description={t('web.platform.accountLine', {
              end: account.endTime ? formatDate(account.endTime, timeZone) : t('web.platform.noEnd'),
              users: account.usersCount,
              records: account.recordsCount,
            })}
          >
            {account.name}
          </List.Item>
        ))}
      </List>
      <div style={{ display: 'flex', gap: 12, padding: 16 }}>
        <Button block color="primary" fill="outline" onClick={() => navigate('/plat/reportAccountStatList')}>
          {t('web.platform.report')}
        </Button>
        <Button block color="danger" fill="outline" data-testid="logout" onClick={() => void logout().then(() => navigate(LOGIN_PATH, { replace: true }))}>
          {t('web.auth.logout')}
        </Button>
      </div>
    </div>
  );
}

/** /plat/sysAccountList: every enterprise account, for the platform operator. */
export function AccountListPage() {
  return (
    <PlatformScope>
      <AccountList />
    </PlatformScope>
  );
}
