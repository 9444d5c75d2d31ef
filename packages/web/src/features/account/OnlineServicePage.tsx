import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { logout } from '../../lib/session.ts';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { ServiceContacts } from './components/ServiceContacts.tsx';

/** /account/onlineService: the renewal reminder for a disabled or expired enterprise account. */
export function OnlineServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <ErrorBlock status="busy" title={t('web.service.renewalTitle')} description={t('web.service.renewalText')} />
      <ServiceContacts />
      <div style={{ padding: '24px 16px' }}>
        <Button
          block
          color="danger"
          fill="outline"
          data-testid="logout"
          onClick={() => void logout().then(() => navigate(LOGIN_PATH, { replace: true }))}
        >
          {t('web.auth.logout')}
        </Button>
      </div>
    </div>
  );
}
