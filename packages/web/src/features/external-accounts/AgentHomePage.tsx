import type { CSSProperties } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { AGENT_PATHS, formatAmount, type AgentCredit, type AgentHome } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { useLang } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { agentHomeQuery } from './api/external-accounts.ts';
import { DoorLogoutButton, HomeHeader } from './HomeHeader.tsx';

/** Entries a finger hits: 44 px at least. */
const ROW: CSSProperties = { minHeight: 44 };
const TILES: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8, padding: '0 12px' };
const TILE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: 64,
  padding: '10px 14px',
  borderRadius: 8,
  background: '#fff',
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)',
  color: '#323233',
  textDecoration: 'none',
};
const TILE_NOTE: CSSProperties = { marginTop: 2, color: '#86909c', fontSize: 12 };

/** What the partner may order on credit; without a limit, "no limit" rather than a figure. */
function CreditList({ credit }: { credit: AgentCredit }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (value: number | null) =>
    value === null ? t('web.agent.noLimit') : `${value < 0 ? '-' : ''}${credit.currency.symbol}${formatAmount(Math.abs(value), lang)}`;
  return (
    <List header={t('web.agent.credit')} data-testid="agent-credit">
      <List.Item style={ROW} extra={<span data-testid="agent-credit-limit">{money(credit.limit)}</span>}>
        {t('web.agent.creditLimit')}
      </List.Item>
      <List.Item style={ROW} extra={<span data-testid="agent-credit-unpaid">{money(credit.unpaid)}</span>}>
        {t('web.agent.unpaid')}
      </List.Item>
      <List.Item style={ROW} extra={<span data-testid="agent-credit-available">{money(credit.available)}</span>}>
        {t('web.agent.available')}
      </List.Item>
      <List.Item style={ROW} extra={<span data-testid="agent-credit-term">{t('web.agent.termDaysValue', { days: credit.termDays })}</span>}>
        {t('web.agent.termDays')}
      </List.Item>
    </List>
  );
}

/** The partner's pages, each a tile with what waits there. */
function Entries({ home }: { home: AgentHome }) {
  const { t } = useTranslation();
  const tiles = [
    { to: AGENT_PATHS.shop, label: t('web.agent.routeShop'), note: t('web.agent.shopNote'), id: 'shop' },
    { to: AGENT_PATHS.cart, label: t('web.agent.routeCart'), note: t('web.agent.cartNote'), id: 'cart' },
    { to: AGENT_PATHS.orders, label: t('web.agent.routeOrders'), note: t('web.agent.openOrdersNote', { count: home.openOrders }), id: 'orders' },
    {
      to: AGENT_PATHS.reports,
      label: t('web.agent.routeReports'),
      note: t('web.agent.reportsOfLimit', { active: home.activeReports, limit: home.reportLimit }),
      id: 'reports',
    },
    // The partner's administrators manage its accounts (the server refuses the others).
    ...(home.partner?.isAdmin ? [{ to: AGENT_PATHS.staff, label: t('web.agent.routeStaff'), note: t('web.agent.staff.note'), id: 'staff' }] : []),
  ];
  return (
    <nav style={TILES} aria-label={t('web.agent.entries')} data-testid="agent-entries">
      {tiles.map((tile) => (
        <Link key={tile.id} to={tile.to} style={TILE} data-testid={`agent-entry-${tile.id}`}>
          <span style={{ fontSize: 15, fontWeight: 600 }}>{tile.label}</span>
          <span style={TILE_NOTE}>{tile.note}</span>
        </Link>
      ))}
    </nav>
  );
}

/** /agent/my: the channel partner's home — who they are, their partner and credit, what waits, and their pages. */
function AgentHomeScreen() {
  const { t } = useTranslation();
  const { data: home, isError, refetch } = useQuery(agentHomeQuery());
  if (isError) {
    return (
      <ErrorBlock status="default" title={t('web.common.loadFailed')}>
        <Button style={ROW} onClick={() => void refetch()}>
          {t('web.common.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (!home) return <p style={{ padding: 16, color: '#86909c' }}>{t('web.common.loading')}</p>;
  const { profile, partner, credit } = home;
  return (
    <div data-testid="agent-home" style={{ minHeight: '100vh', background: '#f7f8fa' }}>
      <HomeHeader realname={profile.realname} companyName={partner?.name ?? profile.companyCode_dictText} />
      {partner ? (
        <>
          <Entries home={home} />
          <List header={t('web.agent.partner')} data-testid="agent-partner">
            <List.Item style={ROW} extra={partner.name}>
              {t('web.agent.partnerName')}
            </List.Item>
            <List.Item style={ROW} extra={partner.agentNo}>
              {t('web.agent.agentNo')}
            </List.Item>
            <List.Item style={ROW} extra={partner.level_dictText ?? '-'}>
              {t('web.agent.level')}
            </List.Item>
            {partner.parentName && (
              <List.Item style={ROW} extra={partner.parentName}>
                {t('web.agent.parentName')}
              </List.Item>
            )}
          </List>
          {credit && <CreditList credit={credit} />}
          <List header={t('web.agent.counts')} data-testid="agent-counts">
            <List.Item style={ROW} extra={<span data-testid="agent-open-orders">{home.openOrders}</span>}>
              {t('web.agent.openOrders')}
            </List.Item>
            <List.Item style={ROW} extra={<span data-testid="agent-pending-orders">{home.pendingOrders}</span>}>
              {t('web.agent.pendingOrders')}
            </List.Item>
            <List.Item
              style={ROW}
              extra={<span data-testid="agent-active-reports">{t('web.agent.reportsOfLimit', { active: home.activeReports, limit: home.reportLimit })}</span>}
            >
              {t('web.agent.activeReports')}
            </List.Item>
          </List>
        </>
      ) : (
        <List header={t('web.agent.partner')}>
          <List.Item data-testid="agent-not-linked">{t('web.agent.notLinked')}</List.Item>
        </List>
      )}
      <List header={t('web.agent.profile')}>
        <List.Item extra={profile.username}>{t('web.auth.username')}</List.Item>
        <List.Item extra={profile.phone ?? '-'}>{t('web.agent.phone')}</List.Item>
        <List.Item extra={profile.email ?? '-'}>{t('web.agent.email')}</List.Item>
        <List.Item extra={profile.companyCode_dictText}>{t('web.agent.company')}</List.Item>
      </List>
      <DoorLogoutButton door="agent" />
    </div>
  );
}

// Outside the staff shell, which provides the query client to its own pages only.
export function AgentHomePage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AgentHomeScreen />
    </QueryClientProvider>
  );
}
