import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL, REPORTS_API, type BriefingTeam, type Report, type ReportKey, type ReportList } from '@crm/domain';
import '../../test/charts.ts';
import { http } from '../../lib/http.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { baseRoutes, menuItem, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok, type RecordedCall } from '../../test/fake-http.ts';

const PERMISSION = 'common:commonReportList:list';

const dataViewItem = menuItem({
  id: 'm10',
  path: '/common/commonReportList',
  name: 'commonReportList',
  component: 'page:commonReportList',
  title: 'common.menu.commonReportList',
});

/** The server's answer: this month's receipts by method, the year's larger; customers by source, a count only, with a "not set" group. */
function answer(call: RecordedCall, teams: BriefingTeam[]): Report {
  const key = call.params.key as ReportKey;
  const period = (call.params.period as Report['period'] | undefined) ?? 'thisMonth';
  const team = (call.params.team as BriefingTeam | undefined) ?? teams.at(-1)!;
  const scale = period === 'thisYear' ? 10 : 1;
  const common = { key, period, team, teams, exportable: true, from: '2026-10-31T16:00:00.000Z', until: '2026-11-30T16:00:00.000Z' };
  if (key === 'receivesByMethod') {
    return {
      ...common,
      chart: 'pie',
      money: true,
      rows: [
        { value: '1', label: '银行转账', count: 3 * scale, amount: 30_000 * scale },
        { value: '2', label: '现金', count: 1 * scale, amount: 10_000 * scale },
      ],
      total: { count: 4 * scale, amount: 40_000 * scale },
    };
  }
  return {
    ...common,
    chart: key === 'chancesByStage' ? 'bar' : 'pie',
    money: false,
    rows: [
      { value: 'web', label: '网站', count: 3 * scale },
      { value: null, label: '未设置', count: 1 * scale },
    ],
    total: { count: 4 * scale },
  };
}

function reportRoutes(
  list: ReportList = {
    reports: [
      { key: 'customersBySource', area: 'crm', chart: 'pie' },
      { key: 'receivesByMethod', area: 'crm', chart: 'pie' },
    ],
    teams: ['me', 'department', 'company'],
  },
) {
  return baseRoutes({
    'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem(), dataViewItem], auth: [{ action: PERMISSION, type: '1' }], allAuth: [] }),
    [`GET ${REPORTS_API.list}`]: ok(list),
    [`GET ${REPORTS_API.report}`]: (call) => ok(answer(call, list.teams)),
    [`GET ${REPORTS_API.export}`]: { status: 200, data: new Blob(['xlsx']) },
  });
}

const askedOf = (calls: RecordedCall[]) => Object.fromEntries(Object.entries(calls.at(-1)!.params).filter(([name]) => !name.startsWith('_')));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(async () => {
  resetState();
  vi.restoreAllMocks();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(user(), { auth: [{ action: PERMISSION, type: '1' }] });
  usePreferencesStore.getState().setTimeZone('Asia/Shanghai');
});

describe('the data view (/common/commonReportList)', () => {
  it('lists the reports the viewer may open under their area, and opens one as a step Back returns from', async () => {
    const { path, router } = renderApp('/common/commonReportList', reportRoutes());
    const items = await screen.findAllByTestId('report-item');
    expect(items.map((item) => item.textContent)).toEqual(['客户来源分析', '回款方式分析']);
    expect(screen.getByRole('heading', { name: '客户管理' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('数据视图'));
    await userEvent.setup().click(items[1]!);
    await waitFor(() => expect(path()).toBe('/common/commonReportList?key=receivesByMethod'));
    expect(await screen.findByRole('heading', { name: '回款方式分析' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findAllByTestId('report-item')).toHaveLength(2);
  });

  it('shows the chart and the table with count, amount and share, and asks again for the chosen period and team', async () => {
    const { fake, path } = renderApp('/common/commonReportList?key=receivesByMethod', reportRoutes());
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map(cellsOf)).toEqual([
      ['银行转账', '3', '¥3万', '75%'],
      ['现金', '1', '¥1万', '25%'],
    ]);
    expect(cellsOf(screen.getByTestId('report-total'))).toEqual(['合计', '4', '¥4万', '100%']);
    expect(screen.getByRole('columnheader', { name: '回款方式' })).toBeTruthy();
    const chart = screen.getByRole('img', { name: /^回款方式分析图表: 银行转账 ¥3万, 现金 ¥1万$/ });
    await waitFor(() => expect(chart.querySelectorAll('svg path').length).toBeGreaterThan(0));
    expect(screen.getByTestId('report-range').textContent).toBe('2026-11-01 至 2026-11-30');

    const u = userEvent.setup();
    await u.click(within(screen.getByTestId('report-periods')).getByRole('radio', { name: '本年' }));
    await waitFor(() => expect(cellsOf(screen.getAllByTestId('report-row')[0]!)).toEqual(['银行转账', '30', '¥30万', '75%']));
    expect(path()).toBe('/common/commonReportList?key=receivesByMethod&period=thisYear');
    expect(askedOf(fake.find(`GET ${REPORTS_API.report}`))).toEqual({ key: 'receivesByMethod', period: 'thisYear' });
    await u.click(within(screen.getByTestId('report-teams')).getByRole('radio', { name: '我的' }));
    await waitFor(() => expect(askedOf(fake.find(`GET ${REPORTS_API.report}`))).toEqual({ key: 'receivesByMethod', period: 'thisYear', team: 'me' }));
  });

  it('shares a count-only report by count, its "not set" group among the others, with no amount column', async () => {
    renderApp('/common/commonReportList?key=customersBySource', reportRoutes());
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map(cellsOf)).toEqual([
      ['网站', '3', '75%'],
      ['未设置', '1', '25%'],
    ]);
    expect(screen.queryByRole('columnheader', { name: '金额' })).toBeNull();
  });

  it('downloads the report as a spreadsheet with the chosen period and team', async () => {
    const saved = vi.spyOn(http.effects, 'saveFile').mockImplementation(() => undefined);
    const { fake } = renderApp('/common/commonReportList?key=customersBySource&period=lastMonth', reportRoutes());
    await userEvent.setup().click(await screen.findByTestId('report-export'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(askedOf(fake.find(`GET ${REPORTS_API.export}`))).toEqual({ key: 'customersBySource', period: 'lastMonth', team: 'company' });
  });

  it('says an empty period in place, offers no team to whom only their own is open, and lists a report not offered as the list', async () => {
    const routes = reportRoutes({ reports: [{ key: 'customersBySource', area: 'crm', chart: 'pie' }], teams: ['me'] });
    renderApp(
      '/common/commonReportList?key=customersBySource',
      baseRoutes({ ...routes, [`GET ${REPORTS_API.report}`]: (call) => ok({ ...answer(call, ['me']), rows: [], total: { count: 0 } }) }),
    );
    expect((await screen.findByTestId('report-none')).textContent).toBe('该周期内没有数据');
    expect(screen.queryByTestId('report-teams')).toBeNull();
    expect(screen.queryByTestId('report-export')).toBeNull();
  });

  it('says a failed load in place, with a retry', async () => {
    let fails = true;
    const routes = reportRoutes();
    const list: ReportList = { reports: [{ key: 'customersBySource', area: 'crm', chart: 'pie' }], teams: ['me'] };
    renderApp('/common/commonReportList', baseRoutes({ ...routes, [`GET ${REPORTS_API.list}`]: () => (fails ? 'network-error' : ok(list)) }));
    const retry = await screen.findByTestId('report-list-retry', {}, { timeout: 5_000 });
    fails = false;
    await userEvent.setup().click(retry);
    expect(await screen.findAllByTestId('report-item')).toHaveLength(1);
  });

  it('shows the list, not a report the viewer may not open', async () => {
    const { fake } = renderApp('/common/commonReportList?key=ordersByProduct', reportRoutes());
    expect(await screen.findAllByTestId('report-item')).toHaveLength(2);
    expect(fake.find(`GET ${REPORTS_API.report}`)).toHaveLength(0);
  });
});
