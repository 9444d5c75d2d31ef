import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import { feedback } from '../../lib/feedback.ts';
import { DOORS } from '../../lib/guard.ts';
import { logout } from '../../lib/session.ts';
import type { Door } from './api/external-accounts.ts';

/** Name and company on top of a partner's or customer's home. */
export function HomeHeader({ realname, companyName }: { realname: string; companyName: string }) {
  return (
    <header style={{ padding: '32px 16px 20px', background: 'linear-gradient(180deg, #e8f1ff 0%, #ffffff 100%)' }}>
      <h1 data-testid="home-realname" style={{ margin: 0, fontSize: 22 }}>
        {realname}
      </h1>
      {companyName && <p style={{ margin: '6px 0 0', color: '#86909c' }}>{companyName}</p>}
    </header>
  );
}

/** Logging out from a partner or customer home asks first, as the staff's does, and leads back to that door. */
export function DoorLogoutButton({ door }: { door: Door }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  async function confirmLogout() {
    if (!(await feedback.confirm({ content: t('web.auth.logoutConfirm') }))) return;
    await logout();
    await navigate(DOORS[door].login, { replace: true });
  }
  return (
    <div style={{ padding: '24px 16px' }}>
      <Button block color="danger" fill="outline" style={{ minHeight: 44 }} data-testid="logout" onClick={() => void confirmLogout()}>
        {t('web.auth.logout')}
      </Button>
    </div>
  );
}
