import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Card from 'antd-mobile/es/components/card/index.js';
import Grid from 'antd-mobile/es/components/grid/index.js';
import { formatAmount, greetingKey, hourIn, type WaitReport } from '@crm/domain';
import { waitReportQuery } from '../../lib/shared-queries.ts';
import { findMenuRoute } from '../../lib/menu.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { useLang } from '../../lib/i18n.ts';

const REMIND_PATH = '/crm/crmRemind';
const AUDIT_PATH = '/crm/crmAuditList';

/** /index: greeting, the company, and the to-do counts leading to messages and to-dos. */
export function HomePage() {
  const { t } = useTranslation();
  const realname = useSessionStore((s) => s.realname || s.username);
  const companyFromInfo = useSessionStore((s) => s.info?.companyCode_dictText ?? '');
  const companyName = useAppStore((s) => s.currentCompanyName) || companyFromInfo;
  const menu = useSessionStore((s) => s.permissionList);
  const { data: report } = useQuery(waitReportQuery());
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const lang = useLang();

  const counts: Array<{ key: keyof WaitReport; label: string; to: string | null }> = [
    { key: 'unreadMessages', label: t('web.home.unreadMessages'), to: '/dashboard/message' },
    { key: 'todo', label: t('web.home.todo'), to: findMenuRoute(menu, REMIND_PATH) ? REMIND_PATH : null },
    { key: 'pendingAudit', label: t('web.home.pendingAudit'), to: findMenuRoute(menu, AUDIT_PATH) ? AUDIT_PATH : null },
    { key: 'followUp', label: t('web.home.followUp'), to: findMenuRoute(menu, REMIND_PATH) ? REMIND_PATH : null },
  ];

  return (
    <div style={{ padding: 12 }}>
      <header style={{ background: 'linear-gradient(135deg, #1677ff, #4096ff)', color: '#fff', borderRadius: 12, padding: '20px 16px', marginBottom: 12 }}>
        <h1 style={{ fontSize: 20, margin: 0, fontWeight: 600 }}>{t(`web.home.greeting.${greetingKey(hourIn(new Date(), timeZone))}`, { name: realname })}</h1>
        {companyName && <p style={{ margin: '8px 0 0', opacity: 0.85 }}>{companyName}</p>}
      </header>
      <Card title={t('web.home.todoTitle')}>
        <Grid columns={4} gap={8}>
          {counts.map(({ key, label, to }) => {
            const value = (
              <>
                <div style={{ fontSize: 22, fontWeight: 600, color: '#1677ff' }}>{formatAmount(report?.[key] ?? 0, lang)}</div>
                <div style={{ fontSize: 12, color: '#666', marginTop: 4 }}>{label}</div>
              </>
            );
            return (
              <Grid.Item key={key} style={{ textAlign: 'center' }}>
                {to ? (
                  <Link to={to} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
                    {value}
                  </Link>
                ) : (
                  value
                )}
              </Grid.Item>
            );
          })}
        </Grid>
      </Card>
    </div>
  );
}
