import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { accountBlock, formatDate } from '@crm/domain';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { usePageTitle } from '../../lib/route-handle.ts';
import { loadCompanyInfo, logout } from '../../lib/session.ts';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { useAppStore } from '../../stores/app.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { ServiceContacts } from './components/ServiceContacts.tsx';

/**
 * /account/onlineService: why the enterprise account cannot be used (disabled, expired, or its
 * registration under review) and whom to call. The page says what holds for the account: one
 * in service, opened from a link or a menu, is told it is in service and led home, never that it
 * is disabled or expired.
 */
export function OnlineServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAppStore((s) => s.companyInfo);
  const timeZone = usePreferencesStore((s) => s.timeZone);
  useEffect(() => {
    if (!account) void loadCompanyInfo();
  }, [account]);
  const block = account ? accountBlock(account, new Date()) : null;
  // An account in service is not told "renewal reminder", not even by the page's title.
  usePageTitle({ title: account && !block ? t('web.service.activePageTitle') : undefined });
  // Known after the login; a visit by link waits for it rather than guess.
  if (!account) return null;
  const date = account.endTime ? formatDate(account.endTime, timeZone) : '';
  return (
    <div data-testid={`online-service-${block ?? 'active'}`}>
      {block === 'underReview' ? (
        <ErrorBlock status="busy" title={t('web.service.reviewTitle')} description={t('web.service.reviewText')} />
      ) : block === 'disabled' ? (
        <ErrorBlock status="busy" title={t('web.service.renewalTitle')} description={t('web.service.disabledText')} />
      ) : block === 'expired' ? (
        <ErrorBlock status="busy" title={t('web.service.renewalTitle')} description={t('web.service.expiredText', { date })} />
      ) : (
        <ErrorBlock
          status="default"
          image={<CheckCircleOutline style={{ fontSize: 64, color: 'var(--adm-color-success)' }} />}
          title={t('web.service.activeTitle')}
          description={date ? t('web.service.activeText', { date }) : t('web.service.activeTextNoEnd')}
        />
      )}
      <ServiceContacts />
      <div style={{ padding: '24px 16px' }}>
        {block ? (
          <Button block color="danger" fill="outline" data-testid="logout" onClick={() => void logout().then(() => navigate(LOGIN_PATH, { replace: true }))}>
            {t('web.auth.logout')}
          </Button>
        ) : (
          <Button block color="primary" fill="outline" data-testid="online-service-home" onClick={() => void navigate('/index', { replace: true })}>
            {t('web.service.backHome')}
          </Button>
        )}
      </div>
    </div>
  );
}
