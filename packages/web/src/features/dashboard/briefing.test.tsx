import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, SALES_BRIEFING, type Briefing, type BriefingTeam, type Figure } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { baseRoutes, menuItem, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { BRIEFING_GROUPS } from './SalesBriefingPage.tsx';
import { SALES_BRIEFING_PERMISSION } from './BriefingCard.tsx';

const reportItem = menuItem({
  id: 'm9',
  path: '/crm/crmSalesReport',
  name: 'crmSalesReport',
  component: 'page:crmSalesReport',
  title: 'common.menu.crmSalesReport',
});

const figure = (key: string, current: number, previous: number, growth: number | null, money = false): Figure => ({ key, current, previous, growth, money });

/** The server's answer for a period and team: this month's numbers, the year's larger, my own smaller. */
function answer(call: RecordedCall, teams: BriefingTeam[]): Briefing {
  const period = (call.params.period as Briefing['period'] | undefined) ?? 'thisMonth';
  const team = (call.params.team as BriefingTeam | undefined) ?? teams.at(-1)!;
  const scale = (period === 'thisYear' ? 10 : 1) * (team === 'me' ? 1 : 3);
  const figures = [
    figure('newCustomers', 4 * scale, 2, 100),
    figure('followUps', 9 * scale, 12, -25),
    figure('wonAmount', 123_456 * scale, 0, null, true),
    figure('received', 5_000, 5_000, 0, true),
  ];
  const keys = call.params.keys?.split(',');
  return {
    period,
    team,
    teams,
    from: '2026-10-31T16:00:00.000Z',
    until: '2026-11-30T16:00:00.000Z',
    previousFrom: '2026-09-30T16:00:00.000Z',
    previousUntil: '2026-10-31T16:00:00.000Z',
    figures: keys ? figures.filter((f) => keys.includes(f.key)) : figures,
  };
}

function briefingRoutes(teams: BriefingTeam[] = ['me', 'department', 'company'], auth: string[] = [SALES_BRIEFING_PERMISSION]) {
  return baseRoutes({
    'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem(), reportItem], auth: auth.map((action) => ({ action, type: '1' })), allAuth: [] }),
    'GET /crm/crmSalesReport/briefing': (call) => ok(answer(call, teams)),
  });
}

/** What a briefing call asked for (without the signature's parameters). */
const askedOf = (calls: RecordedCall[]) => Object.fromEntries(Object.entries(calls.at(-1)!.params).filter(([name]) => !name.startsWith('_')));

const tile = (key: string) => screen.getAllByTestId('briefing-figure').find((element) => element.dataset.key === key)!;
const valueOf = (key: string) => within(tile(key)).getByTestId('briefing-value').textContent;
const trendOf = (key: string) => within(tile(key)).getByTestId('briefing-growth');

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(user(), { auth: [{ action: SALES_BRIEFING_PERMISSION, type: '1' }] });
  // The zone the server counted the period in (the user's, as after a login).
  usePreferencesStore.getState().setTimeZone('Asia/Shanghai');
});

describe('the sales briefing (/crm/crmSalesReport)', () => {
  it('shows each figure with its value and its growth: up green, down red, none as "—"', async () => {
    renderApp('/crm/crmSalesReport', briefingRoutes());
    await screen.findAllByTestId('briefing-figure');
    expect(valueOf('newCustomers')).toBe('12');
    // Amounts in units of spec section 9, with the currency.
    expect(valueOf('wonAmount')).toBe('¥37.04万');
    expect(trendOf('newCustomers').dataset.trend).toBe('up');
    expect(trendOf('newCustomers').textContent).toBe('▲ +100%');
    expect(trendOf('newCustomers').className).toMatch(/up/);
    expect(trendOf('followUps').textContent).toBe('▼ −25%');
    expect(trendOf('followUps').className).toMatch(/down/);
    expect(trendOf('wonAmount').textContent).toBe('—');
    expect(trendOf('received').dataset.trend).toBe('flat');
    expect(tile('followUps').textContent).toContain('上期 12');
    // In the sections of a sale, under the menu's title.
    expect(screen.getByRole('heading', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '回款' })).toBeTruthy();
    expect(screen.getByTestId('briefing-range').textContent).toBe('2026-11-01 至 2026-11-30 · 较上月');
    await waitFor(() => expect(document.title).toBe('销售简报'));
  });

  it('asks again for the chosen period and team, and keeps them in the address', async () => {
    const { fake, path } = renderApp('/crm/crmSalesReport', briefingRoutes());
    await screen.findAllByTestId('briefing-figure');
    expect(askedOf(fake.find('GET /crm/crmSalesReport/briefing'))).toEqual({});
    const u = userEvent.setup();
    // The server's default (the widest team) is the one shown chosen.
    expect(within(screen.getByTestId('briefing-teams')).getByRole('radio', { name: '全公司' }).getAttribute('aria-checked')).toBe('true');

    await u.click(within(screen.getByTestId('briefing-periods')).getByRole('radio', { name: '本年' }));
    await waitFor(() => expect(valueOf('newCustomers')).toBe('120'));
    expect(path()).toBe('/crm/crmSalesReport?period=thisYear');
    expect(askedOf(fake.find('GET /crm/crmSalesReport/briefing'))).toEqual({ period: 'thisYear' });
    expect(screen.getByTestId('briefing-range').textContent).toContain('较去年');

    await u.click(within(screen.getByTestId('briefing-teams')).getByRole('radio', { name: '我的' }));
    await waitFor(() => expect(valueOf('newCustomers')).toBe('40'));
    expect(path()).toBe('/crm/crmSalesReport?period=thisYear&team=me');
    expect(askedOf(fake.find('GET /crm/crmSalesReport/briefing'))).toEqual({ period: 'thisYear', team: 'me' });
    expect(within(screen.getByTestId('briefing-periods')).getByRole('radio', { name: '本年' }).getAttribute('aria-checked')).toBe('true');
  });

  it('offers no team choice to whom only their own is open, and answers at /crm/salesReport too', async () => {
    const { fake } = renderApp('/crm/salesReport?period=today', briefingRoutes(['me']));
    await screen.findAllByTestId('briefing-figure');
    expect(screen.queryByTestId('briefing-teams')).toBeNull();
    expect(screen.getByTestId('briefing-periods')).toBeTruthy();
    expect(askedOf(fake.find('GET /crm/crmSalesReport/briefing'))).toEqual({ period: 'today' });
    await waitFor(() => expect(document.title).toBe('销售简报'));
  });

  it('says a failed load in place, with a retry', async () => {
    let fails = true;
    const routes = briefingRoutes();
    const answering = routes['GET /crm/crmSalesReport/briefing']!;
    renderApp(
      '/crm/crmSalesReport',
      baseRoutes({
        ...routes,
        'GET /crm/crmSalesReport/briefing': (call) => (fails ? 'network-error' : typeof answering === 'function' ? answering(call) : answering),
      }),
    );
    const retry = await screen.findByTestId('briefing-retry', {}, { timeout: 5_000 });
    fails = false;
    await userEvent.setup().click(retry);
    expect(await screen.findAllByTestId('briefing-figure')).toHaveLength(4);
  });

  it('places every figure of the briefing in a section', () => {
    expect(BRIEFING_GROUPS.flatMap((group) => group.figures).sort()).toEqual(SALES_BRIEFING.map((def) => def.key).sort());
  });
});

describe('the home page’s briefing card', () => {
  it('shows this month’s four figures to a holder of the sales briefing, its header opening it', async () => {
    const { fake, path } = renderApp('/index', briefingRoutes());
    const card = await screen.findByTestId('home-briefing');
    expect(within(card).getByText('本月简报')).toBeTruthy();
    await waitFor(() => expect(within(card).getAllByTestId('briefing-figure')).toHaveLength(4));
    expect(askedOf(fake.find('GET /crm/crmSalesReport/briefing'))).toEqual({ period: 'thisMonth', keys: 'newCustomers,followUps,wonAmount,received' });
    await userEvent.setup().click(within(card).getByTestId('home-briefing-all'));
    await waitFor(() => expect(path()).toBe('/crm/crmSalesReport'));
    expect(await screen.findByTestId('sales-briefing')).toBeTruthy();
  });

  it('is not there without the permission, and nothing is asked', async () => {
    signIn(user());
    const { fake } = renderApp('/index', briefingRoutes(['me'], []));
    expect(await screen.findByTestId('home-shortcuts')).toBeTruthy();
    await screen.findByTestId('home-today');
    expect(screen.queryByTestId('home-briefing')).toBeNull();
    expect(fake.find('GET /crm/crmSalesReport/briefing')).toHaveLength(0);
  });
});
