import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Card from 'antd-mobile/es/components/card/index.js';
import Grid from 'antd-mobile/es/components/grid/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { formatAmount, formatDateTime, greetingKey, hourIn, type HomeReport, type Remind } from '@crm/domain';
import { findMenuRoute } from '../../lib/menu.ts';
import { usePermission } from '../../lib/permission.tsx';
import { tKey } from '../../lib/i18n.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { useLang } from '../../lib/i18n.ts';
import { AppTile } from '../../lib/app-icons.tsx';
import { workplaceAreas } from '../../lib/workplace-apps.ts';
import { homeReportQuery } from './api/reminds.ts';
import { recordLinkPath } from './record-link.ts';
import { BriefingCard, SALES_BRIEFING_PERMISSION } from './BriefingCard.tsx';

const REMIND_PATH = '/crm/crmRemind';
/** The records waiting for my approval, every object's (issue 13). */
const AUDIT_LIST_PATH = '/crm/crmAuditList';
const MESSAGE_PATH = '/dashboard/message';
/** Shortcuts on the home page: the first apps of the user's menu. */
const SHORTCUTS = 8;

type CountKey = keyof HomeReport['counts'];

/**
 * Where each counter leads: the list it counts. To-dos on the to-do page (or the Messages tab's
 * to-dos without it); what waits for my approval on the pending audits page (without it, the
 * to-do page's approvals); the follow-ups due on the to-do page's follow-ups.
 */
export function counterTargets(hasRemindPage: boolean, hasAuditList: boolean): Record<CountKey, string | null> {
  const todos = hasRemindPage ? REMIND_PATH : `${MESSAGE_PATH}?tab=todos`;
  const ofKind = (type: string) => (hasRemindPage ? `${REMIND_PATH}?type=${type}` : todos);
  return {
    unreadMessages: MESSAGE_PATH,
    todo: todos,
    pendingAudit: hasAuditList ? AUDIT_LIST_PATH : ofKind('audit'),
    followUp: ofKind('followUp'),
  };
}

const sectionStyle = { marginTop: 12 } as const;
const linkStyle = { color: 'inherit', textDecoration: 'none', display: 'block', minHeight: 44, paddingTop: 4 } as const;

function Counters({ report, menuHasRemind, menuHasAudits }: { report: HomeReport | undefined; menuHasRemind: boolean; menuHasAudits: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const targets = counterTargets(menuHasRemind, menuHasAudits);
  const counts: Array<{ key: CountKey; label: string }> = [
    { key: 'unreadMessages', label: t('web.home.unreadMessages') },
    { key: 'todo', label: t('web.home.todo') },
    { key: 'pendingAudit', label: t('web.home.pendingAudit') },
    { key: 'followUp', label: t('web.home.followUp') },
  ];
  // Without the customer list there is no follow-up count to show.
  const shown = counts.filter(({ key }) => key !== 'followUp' || report?.counts.followUp !== null);
  return (
    <Card title={t('web.home.todoTitle')}>
      <Grid columns={shown.length} gap={8}>
        {shown.map(({ key, label }) => {
          const to = targets[key];
          const value = (
            <>
              <div style={{ fontSize: 22, fontWeight: 600, color: '#1677ff' }}>{formatAmount(report?.counts[key] ?? 0, lang)}</div>
              <div style={{ fontSize: 12, color: '#666', marginTop: 4 }}>{label}</div>
            </>
          );
          return (
            <Grid.Item key={key} style={{ textAlign: 'center' }}>
              {to ? (
                <Link to={to} style={linkStyle} data-testid={`home-count-${key}`} aria-label={`${label} ${report?.counts[key] ?? 0}`}>
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
  );
}

/** Where a to-do of today's opens: the record it is about, or its own sheet on the to-do page. */
export function remindPath(remind: Remind, hasRemindPage: boolean): string {
  return recordLinkPath(remind.link) ?? (hasRemindPage ? `${REMIND_PATH}?${new URLSearchParams({ id: remind.id }).toString()}` : `${MESSAGE_PATH}?tab=todos`);
}

function TodaySchedule({ report, menuHasRemind }: { report: HomeReport; menuHasRemind: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const now = Date.now();
  return (
    <Card title={t('web.home.todayTitle')} style={sectionStyle} data-testid="home-today">
      {report.today.length === 0 ? (
        <p style={{ margin: 0, color: '#999' }}>{t('web.home.todayEmpty')}</p>
      ) : (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0' }}>
          {report.today.map((remind) => {
            const overdue = remind.dueTime !== null && Date.parse(remind.dueTime) < now;
            return (
              <List.Item
                key={remind.id}
                onClick={() => void navigate(remindPath(remind, menuHasRemind))}
                description={remind.note ?? undefined}
                extra={
                  <span style={{ color: overdue ? 'var(--adm-color-danger)' : '#666', fontSize: 13 }}>
                    {overdue ? t('web.home.overdue') : formatDateTime(remind.dueTime, timeZone).slice(11)}
                  </span>
                }
              >
                {remind.title}
              </List.Item>
            );
          })}
        </List>
      )}
    </Card>
  );
}

function RecentActivity({ report }: { report: HomeReport }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  return (
    <Card title={t('web.home.recentTitle')} style={sectionStyle} data-testid="home-recent">
      {report.recent.length === 0 ? (
        <p style={{ margin: 0, color: '#999' }}>{t('web.home.recentEmpty')}</p>
      ) : (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0' }}>
          {report.recent.map((activity) => {
            const path = activity.open ? recordLinkPath(activity) : null;
            return (
              <List.Item
                key={activity.id}
                onClick={path ? () => void navigate(path) : undefined}
                arrow={path !== null}
                description={[activity.detail, formatDateTime(activity.time, timeZone)].filter(Boolean).join(' · ')}
              >
                {tKey(t, `web.home.action.${activity.action}`)} {activity.title || t('web.home.notVisible')}
              </List.Item>
            );
          })}
        </List>
      )}
    </Card>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const menu = useSessionStore((s) => s.permissionList);
  const apps = workplaceAreas(menu)
    .flatMap((area) => area.apps)
    .slice(0, SHORTCUTS);
  if (apps.length === 0) return null;
  return (
    <Card
      title={t('web.home.quickApps')}
      extra={
        <Link to="/dashboard/workplace" style={{ display: 'inline-block', minHeight: 44, lineHeight: '44px', fontSize: 13 }}>
          {t('web.home.allApps')}
        </Link>
      }
      style={sectionStyle}
      data-testid="home-shortcuts"
    >
      <Grid columns={4} gap={12}>
        {apps.map(({ app, item }) => (
          <Grid.Item key={app.name}>
            <AppTile app={app} item={item} />
          </Grid.Item>
        ))}
      </Grid>
    </Card>
  );
}

/**
 * /index: greeting and company; my counts, each leading to the list it counts; this month's
 * briefing for those who hold the sales briefing; my apps; today's to-dos; what I did lately.
 */
export function HomePage() {
  const { t } = useTranslation();
  const realname = useSessionStore((s) => s.realname || s.username);
  const companyFromInfo = useSessionStore((s) => s.info?.companyCode_dictText ?? '');
  const companyName = useAppStore((s) => s.currentCompanyName) || companyFromInfo;
  const menu = useSessionStore((s) => s.permissionList);
  const { data: report } = useQuery(homeReportQuery());
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const menuHasRemind = findMenuRoute(menu, REMIND_PATH) !== undefined;
  const menuHasAudits = findMenuRoute(menu, AUDIT_LIST_PATH) !== undefined;
  const can = usePermission();

  return (
    <div style={{ padding: 12 }}>
      <header style={{ background: 'linear-gradient(135deg, #1677ff, #4096ff)', color: '#fff', borderRadius: 12, padding: '20px 16px', marginBottom: 12 }}>
        <h1 style={{ fontSize: 20, margin: 0, fontWeight: 600 }}>{t(`web.home.greeting.${greetingKey(hourIn(new Date(), timeZone))}`, { name: realname })}</h1>
        {/* The company's line keeps its place while the company's name loads: nothing below moves. */}
        <p style={{ margin: '8px 0 0', opacity: 0.85, minHeight: '1.5em' }}>{companyName}</p>
      </header>
      <Counters report={report} menuHasRemind={menuHasRemind} menuHasAudits={menuHasAudits} />
      {can(SALES_BRIEFING_PERMISSION) && <BriefingCard />}
      {/* The apps come with the session, before the report: above what the report fills in, so its
          arrival adds to the bottom of the page and moves nothing the user already sees. */}
      <Shortcuts />
      {report && (
        <>
          <TodaySchedule report={report} menuHasRemind={menuHasRemind} />
          <RecentActivity report={report} />
        </>
      )}
    </div>
  );
}
