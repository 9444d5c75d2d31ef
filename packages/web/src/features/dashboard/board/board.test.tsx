import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../test/charts.ts';
import { BOARD_API, BOARD_WIDGETS, RUNTIME_CONFIG_GLOBAL, type Board, type BoardFigures, type BoardTop, type BriefingTeam } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { applyLanguage } from '../../../lib/i18n.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { baseRoutes, menuItem, renderApp, resetState, signIn, user } from '../../../test/app.tsx';
import { fail, ok, type RecordedCall } from '../../../test/fake-http.ts';

const PERMISSION = 'bi:boardReport:list';
const boardItem = menuItem({ id: 'm10', path: '/bi/boardReport', name: 'boardReport', component: 'page:boardReport', title: 'common.menu.boardReport' });

const board = (patch: Partial<Board>): Board => ({
  id: 'b1',
  name: 'board.defaultName',
  widgets: [...BOARD_WIDGETS],
  roleIds: null,
  isDefault: true,
  editable: false,
  createBy: 'admin',
  createTime: '2026-11-01 08:00:00',
  ...patch,
});

/** The server's figures for a call: the company's ten times a salesperson's own, the year's twelve times the month's. */
function figures(call: RecordedCall): BoardFigures {
  const team = (call.params.team as BriefingTeam | undefined) ?? 'company';
  const period = (call.params.period as BoardFigures['period'] | undefined) ?? 'thisMonth';
  const top = Number(call.params.top ?? 5) as BoardTop;
  const scale = (team === 'me' ? 1 : 10) * (period === 'thisYear' ? 12 : 1);
  return {
    period,
    team,
    teams: ['me', 'department', 'company'],
    top,
    from: '2026-10-31T16:00:00.000Z',
    until: '2026-11-30T16:00:00.000Z',
    funnel: [
      { processId: 'p1', processName: '新客户流程', stageName: '初步接洽', count: 4 * scale, amount: 40_000 * scale, expectedTransaction: 4_000 * scale },
      { processId: 'p1', processName: '新客户流程', stageName: '方案报价', count: 2 * scale, amount: 30_000 * scale, expectedTransaction: 15_000 * scale },
      { processId: 'p2', processName: '续约流程', stageName: '续费提醒', count: 1, amount: 5_000, expectedTransaction: 2_500 },
    ],
    objectives: [
      { objectiveType: '1', target: 100_000, actual: 25_000 * scale, rate: Math.round(25 * scale * 100) / 100 },
      { objectiveType: '2', target: 0, actual: 8_000, rate: null },
    ],
    receiptsByMonth: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, amount: (i + 1) * 1000 })),
    rankingWon: Array.from({ length: Math.min(top, 7) }, (_, i) => ({ userId: `u${i}`, name: `销售${i + 1}`, value: (7 - i) * 10_000 })),
    rankingReceived: [],
    rankingFollowUps: [{ userId: 'u1', name: '销售1', value: 12 }],
    expectedDeals: {
      rows: [
        {
          id: 'c1',
          chanceName: '华东采购项目',
          customerName: '华东贸易',
          expectedDate: '2026-12-05',
          amount: 200_000,
          winRate: 50,
          expectedTransaction: 100_000,
          ownerName: '销售1',
        },
      ],
      count: 3,
      total: 150_000,
    },
    // The viewer may not list receipt plans: the server leaves the widget out.
  };
}

function boardRoutes(boards: Board[], overrides: Parameters<typeof baseRoutes>[0] = {}) {
  return baseRoutes({
    'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem(), boardItem], auth: [{ action: PERMISSION, type: '1' }], allAuth: [] }),
    [`GET ${BOARD_API.list}`]: ok(boards),
    [`GET ${BOARD_API.figures}`]: (call) => ok(figures(call)),
    ...overrides,
  });
}

const widget = (name: string) => screen.getAllByTestId('board-widget').find((element) => element.dataset.widget === name)!;
const askedOf = (calls: RecordedCall[]) => Object.fromEntries(Object.entries(calls.at(-1)!.params).filter(([name]) => !name.startsWith('_')));

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(user(), { auth: [{ action: PERMISSION, type: '1' }] });
  usePreferencesStore.getState().setTimeZone('Asia/Shanghai');
});

describe('the sales board (/bi/boardReport)', () => {
  it("shows the board's widgets in its order, each with the server's figures, and leaves out what the server left out", async () => {
    const arranged = board({ widgets: ['rankingWon', 'funnel', 'objectives', 'expectedDeals', 'paymentPlans', 'receiptsByMonth'] });
    const { path } = renderApp('/bi/boardReport', boardRoutes([arranged]));
    await screen.findAllByTestId('board-widget');
    expect(screen.getAllByTestId('board-widget').map((element) => element.dataset.widget)).toEqual([
      'rankingWon',
      'funnel',
      'objectives',
      'expectedDeals',
      'receiptsByMonth',
    ]);
    // The default board under its name in the user's language, the page under the menu's title.
    expect(screen.getByRole('tab', { name: '销售看板' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.title).toBe('销售看板'));
    // The funnel: a chart and its table, amounts in units of spec section 9.
    const stages = within(widget('funnel')).getAllByTestId('board-funnel-stage');
    expect(stages.map((row) => row.textContent)).toEqual(['初步接洽40¥40万¥4万', '方案报价20¥30万¥15万']);
    await waitFor(() => expect(within(widget('funnel')).getByRole('img', { name: '销售漏斗' }).querySelector('svg')).not.toBeNull());
    // One process at a time, the fullest first; another's stages a choice away.
    fireEvent.click(within(screen.getByTestId('board-processes')).getByRole('radio', { name: '续约流程' }));
    const stagesShown = () =>
      within(widget('funnel'))
        .getAllByTestId('board-funnel-stage')
        .map((row) => row.textContent);
    await waitFor(() => expect(stagesShown()).toEqual(['续费提醒1¥5000¥2500']));
    // Kept in the address: Back and a reload show the same process.
    expect(path()).toBe('/bi/boardReport?process=p2');
    // Targets: the rate, "—" without a target.
    const rates = within(widget('objectives')).getAllByTestId('board-objective-rate');
    expect(rates.map((rate) => rate.textContent)).toEqual(['250%', '—']);
    // A ranking of five by default, best first.
    expect(within(widget('rankingWon')).getAllByTestId('board-rank')).toHaveLength(5);
    // The next 30 days: how many and what they add up to, each row opening its opportunity.
    expect(within(widget('expectedDeals')).getByTestId('board-window-summary').textContent).toBe('共 3 条，合计 ¥15万');
    expect(within(widget('expectedDeals')).getByTestId('board-window-row').textContent).toContain('¥20万');
    expect(within(widget('expectedDeals')).getByRole('link').getAttribute('href')).toBe('/mobile/crm/crmChanceView?id=c1');
    // Receipts by month: the chart names its months and amounts for a screen reader.
    expect(within(widget('receiptsByMonth')).getByRole('img').getAttribute('aria-label')).toContain('2026-12 ¥1.2万');
  });

  it('asks again for the chosen period, team and ranking length, and keeps them in the address', async () => {
    const { fake, path } = renderApp('/bi/boardReport', boardRoutes([board({})]));
    await screen.findAllByTestId('board-widget');
    const u = userEvent.setup();
    const firstStage = () => within(widget('funnel')).getAllByTestId('board-funnel-stage')[0]!.textContent;
    expect(firstStage()).toBe('初步接洽40¥40万¥4万');

    await u.click(within(screen.getByTestId('board-teams')).getByRole('radio', { name: '我的' }));
    await waitFor(() => expect(firstStage()).toBe('初步接洽4¥4万¥4000'));
    await u.click(within(screen.getByTestId('board-periods')).getByRole('radio', { name: '本年' }));
    await waitFor(() => expect(firstStage()).toBe('初步接洽48¥48万¥4.8万'));
    await u.click(within(screen.getByTestId('board-top-rankingWon')).getByRole('radio', { name: '前10名' }));
    await waitFor(() => expect(within(widget('rankingWon')).getAllByTestId('board-rank')).toHaveLength(7));
    expect(path()).toBe('/bi/boardReport?team=me&period=thisYear&top=10');
    expect(askedOf(fake.find(`GET ${BOARD_API.figures}`))).toEqual({ id: 'b1', team: 'me', period: 'thisYear', top: '10' });
  });

  it('adds a board of chosen widgets in a chosen order, and opens it', async () => {
    const added = board({ id: 'b2', name: '我的看板', widgets: ['rankingFollowUps', 'funnel'], roleIds: [], isDefault: false, editable: true });
    let boards = [board({})];
    const { fake, path } = renderApp(
      '/bi/boardReport',
      boardRoutes(boards, {
        [`GET ${BOARD_API.list}`]: () => ok(boards),
        [`POST ${BOARD_API.add}`]: () => {
          boards = [...boards, added];
          return ok(added);
        },
      }),
    );
    await screen.findAllByTestId('board-widget');
    const u = userEvent.setup();
    await u.click(screen.getByTestId('board-add'));
    // In the sheet, plain clicks: its drag handling asks for pointer capture, which jsdom has not.
    const editor = await screen.findByTestId('board-editor');
    // Nothing named: said in the sheet, nothing sent.
    fireEvent.click(within(editor).getByTestId('board-save'));
    expect(within(editor).getByRole('alert').textContent).toBe('请输入名称');
    expect(fake.find(`POST ${BOARD_API.add}`)).toHaveLength(0);

    fireEvent.change(within(editor).getByTestId('board-name').querySelector('input')!, { target: { value: '我的看板' } });
    const row = (name: string) =>
      within(editor)
        .getAllByTestId('board-editor-widget')
        .find((element) => element.dataset.widget === name)!;
    // Keep only the funnel and the follow-up ranking, the ranking first.
    for (const name of BOARD_WIDGETS.filter((each) => each !== 'funnel' && each !== 'rankingFollowUps'))
      fireEvent.click(within(row(name)).getByRole('checkbox'));
    fireEvent.click(within(row('rankingFollowUps')).getByRole('button', { name: '上移排行：跟进次数' }));
    fireEvent.click(within(editor).getByTestId('board-save'));
    await waitFor(() => expect(fake.find(`POST ${BOARD_API.add}`)).toHaveLength(1));
    // A non-administrator's board is their own: no roles sent.
    expect(fake.find(`POST ${BOARD_API.add}`)[0]!.body).toEqual({ name: '我的看板', widgets: ['rankingFollowUps', 'funnel'] });
    await waitFor(() => expect(path()).toBe('/bi/boardReport?board=b2'));
    await waitFor(() => expect(screen.getAllByTestId('board-widget').map((element) => element.dataset.widget)).toEqual(['rankingFollowUps', 'funnel']));
  });

  it("says the server's refusal to delete in the sheet, and keeps the board", async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const mine = board({ id: 'b2', name: '我的看板', isDefault: false, editable: true, roleIds: [] });
    renderApp('/bi/boardReport?board=b2', boardRoutes([board({}), mine], { [`DELETE ${BOARD_API.delete}`]: fail(403, '无权删除该看板') }));
    await screen.findAllByTestId('board-widget');
    const u = userEvent.setup();
    // The default board offers no deleting; this one does.
    await u.click(screen.getByTestId('board-edit'));
    const editor = await screen.findByTestId('board-editor');
    fireEvent.click(within(editor).getByTestId('board-delete'));
    expect(confirm).toHaveBeenCalledWith({ content: '确定删除看板“我的看板”吗？' });
    expect((await within(editor).findByRole('alert')).textContent).toBe('无权删除该看板');
    expect(screen.getByRole('tab', { name: '我的看板' })).toBeTruthy();
  });
});
