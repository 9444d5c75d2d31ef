import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Avatar from 'antd-mobile/es/components/avatar/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { InformationCircleOutline, LockOutline, PhoneFill, QuestionCircleOutline, SetOutline, LoopOutline, StarOutline, UserOutline } from 'antd-mobile-icons';
import { fileUrl } from '../../lib/http.ts';
import { feedback } from '../../lib/feedback.ts';
import { logout } from '../../lib/session.ts';
import { LOGIN_PATH } from '../../lib/guard.ts';
import { currentAppQuery, userDepartsQuery } from '../../lib/shared-queries.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';

/** /account/center: the Mine tab. */
export function CenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSessionStore((s) => s.info);
  const realname = useSessionStore((s) => s.realname || s.username);
  const avatar = useSessionStore((s) => s.avatar);
  const companyName = useAppStore((s) => s.currentCompanyName) || info?.companyCode_dictText || '';
  const { data: app } = useQuery(currentAppQuery());
  const { data: companies = [] } = useQuery({ ...userDepartsQuery(info?.id ?? ''), enabled: app?.authMultorg === 1 && Boolean(info) });
  const multiOrg = app?.authMultorg === 1 && companies.length > 1;
  const roles = info?.roleNames?.length ? info.roleNames.join('、') : t('web.center.noRole');

  async function confirmLogout() {
    const confirmed = await feedback.confirm({ content: t('web.auth.logoutConfirm') });
    if (!confirmed) return;
    await logout();
    void navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <div>
      <section
        style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '24px 16px', background: 'linear-gradient(135deg, #1677ff, #4096ff)', color: '#fff' }}
      >
        <Avatar src={fileUrl(avatar)} style={{ '--size': '64px', '--border-radius': '50%' }} aria-label={t('web.profile.avatar')} />
        <div style={{ minWidth: 0 }}>
          <h1 style={{ fontSize: 20, margin: 0, fontWeight: 600 }}>{realname}</h1>
          <p style={{ margin: '6px 0 0', opacity: 0.9, fontSize: 13 }}>
            {t('web.center.company')}：{companyName}
          </p>
          <p style={{ margin: '4px 0 0', opacity: 0.9, fontSize: 13 }}>
            {t('web.center.roles')}：{roles}
          </p>
        </div>
      </section>
      <List style={{ marginTop: 12 }}>
        <List.Item prefix={<UserOutline />} onClick={() => navigate('/account/baseSetting')}>
          {t('web.center.baseSetting')}
        </List.Item>
        <List.Item prefix={<StarOutline />} data-testid="open-stars" onClick={() => navigate('/sys/sysStarList')}>
          {t('web.center.stars')}
        </List.Item>
        {multiOrg && (
          <List.Item prefix={<LoopOutline />} extra={companyName} onClick={() => useAppStore.getState().setCompanySelectFlag(true)}>
            {t('web.center.switchCompany')}
          </List.Item>
        )}
        <List.Item prefix={<LockOutline />} data-testid="open-changePassword" onClick={() => navigate('/account/changePassword')}>
          {t('web.center.changePassword')}
        </List.Item>
        <List.Item prefix={<SetOutline />} onClick={() => navigate('/account/setting')}>
          {t('web.center.setting')}
        </List.Item>
        <List.Item prefix={<PhoneFill />} onClick={() => navigate('/account/contactService')}>
          {t('web.center.contactService')}
        </List.Item>
        <List.Item prefix={<QuestionCircleOutline />} data-testid="open-help" onClick={() => navigate('/help/helpBookList')}>
          {t('web.center.help')}
        </List.Item>
        <List.Item prefix={<InformationCircleOutline />} onClick={() => navigate('/account/aboutUs')}>
          {t('web.center.aboutUs')}
        </List.Item>
      </List>
      <div style={{ padding: '24px 16px' }}>
        <Button block color="danger" fill="outline" data-testid="logout" onClick={() => void confirmLogout()}>
          {t('web.auth.logout')}
        </Button>
      </div>
    </div>
  );
}
