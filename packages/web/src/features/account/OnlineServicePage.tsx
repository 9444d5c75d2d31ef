import { useNavigate } from 'react-router';
import { ACCOUNT_STATUS } from '@crm/domain';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { logout } from '../../lib/session.ts';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { useAppStore } from '../../stores/app.ts';
import { ServiceContacts } from './components/ServiceContacts.tsx';

/** /account/onlineService: the renewal reminder for a disabled or expired enterprise account, or the review notice. */
export function OnlineServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A newly registered company waiting for review is told so, not asked to renew.
  const underReview = useAppStore((s) => s.companyInfo?.status === ACCOUNT_STATUS.underReview);
  return (
    <div>
      {underReview ? (
        <ErrorBlock status="busy" title={t('web.service.reviewTitle')} description={t('web.service.reviewText')} />
      ) : (
        <ErrorBlock status="busy" title={t('web.service.renewalTitle')} description={t('web.service.renewalText')} />
      )}
      <ServiceContacts />
      <div style={{ padding: '24px 16px' }}>
        <Button block color="danger" fill="outline" data-testid="logout" onClick={() => void logout().then(() => navigate(LOGIN_PATH, { replace: true }))}>
          {t('web.auth.logout')}
        </Button>
      </div>
    </div>
  );
}
