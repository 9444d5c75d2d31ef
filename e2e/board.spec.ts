import { expect, test, type Page } from '@playwright/test';
import { BOARD_API, RECORD_API, type Board, type BoardFigures, type BriefingPeriod, type BriefingTeam, type Page as RecordPage } from '@crm/domain';
import { apiAs, type ApiClient } from './support/api.ts';
import { loginAs } from './support/session.ts';

/** The board's figures as the server computes them for a choice. */
const figuresOf = (api: ApiClient, id: string, period: BriefingPeriod, team: BriefingTeam) => api.get<BoardFigures>(BOARD_API.figures, { id, period, team });

/** The widgets show the chosen period's and team's figures, not the last ones kept while they load. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="board-widgets"][aria-busy="true"]')).toHaveCount(0);
}

/** Every stage of the funnel's process (the fullest one, shown first) shows the server's number of opportunities in it. */
async function expectFunnel(page: Page, figures: BoardFigures): Promise<void> {
  const rows = page.locator('[data-testid="board-widget"][data-widget="funnel"] [data-testid="board-funnel-stage"]');
  const shown = figures.funnel!.filter((stage) => stage.processId === figures.funnel![0]!.processId);
  await expect(rows).toHaveCount(shown.length);
  for (const stage of shown) await expect(rows.and(page.locator(`[data-stage="${stage.stageName}"]`))).toHaveAttribute('data-count', String(stage.count));
}

/** The ranking by amount won shows the server's people and amounts, best first. */
async function expectRanking(page: Page, figures: BoardFigures): Promise<void> {
  const ranks = page.locator('[data-testid="board-widget"][data-widget="rankingWon"] [data-testid="board-rank"]');
  await expect(ranks).toHaveCount(figures.rankingWon!.length);
  for (const [i, row] of figures.rankingWon!.entries()) await expect(ranks.nth(i)).toHaveAttribute('data-value', String(row.value));
}

/**
 * Issue 15: the manager opens the sales board, switches period and team, and each widget is the
 * server's figure for that choice; an opportunity made meanwhile shows as one more in its stage.
 */
test('the manager opens the sales board, switches period and team, and the numbers follow the data', async ({ page }) => {
  const api = await apiAs('admin');
  const [board] = await api.get<Board[]>(BOARD_API.list);
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.goto('/mobile/bi/boardReport');
  await expect(page.getByTestId('nav-title')).toHaveText('销售看板');
  await expect(page.getByRole('tab', { name: '销售看板' })).toHaveAttribute('aria-selected', 'true');

  // The widest team by default: the company's this month, the funnel drawn as a chart.
  await expect(page.getByTestId('board-teams').getByRole('radio', { name: '全公司' })).toHaveAttribute('aria-checked', 'true');
  await expectFunnel(page, await figuresOf(api, board!.id, 'thisMonth', 'company'));
  await expect(page.getByTestId('board-funnel-chart').locator('svg')).toBeVisible();
  await expectRanking(page, await figuresOf(api, board!.id, 'thisMonth', 'company'));

  await page.getByTestId('board-periods').getByRole('radio', { name: '本年' }).click();
  await expect(page).toHaveURL(/\?period=thisYear$/);
  await settled(page);
  await expectRanking(page, await figuresOf(api, board!.id, 'thisYear', 'company'));

  await page.getByTestId('board-teams').getByRole('radio', { name: '我的' }).click();
  await expect(page).toHaveURL(/\?period=thisYear&team=me$/);
  await settled(page);
  const mine = await figuresOf(api, board!.id, 'thisYear', 'me');
  await expectFunnel(page, mine);
  await expectRanking(page, mine);

  // A new opportunity of mine (in the default process's first stage): one more there, after a reload that keeps the choices.
  const customers = await api.get<RecordPage<{ id: string }>>(RECORD_API.list('crm', 'crmCustomer'), { pageNo: '1', pageSize: '1' });
  await api.post(RECORD_API.add('crm', 'crmChance'), { chanceName: `看板商机 ${Date.now()}`, customerId: customers.records[0]!.id, amount: 1000 });
  const after = await figuresOf(api, board!.id, 'thisYear', 'me');
  expect(after.funnel!.reduce((sum, stage) => sum + stage.count, 0)).toBe(mine.funnel!.reduce((sum, stage) => sum + stage.count, 0) + 1);
  await page.reload();
  await expect(page.getByTestId('board-teams').getByRole('radio', { name: '我的' })).toHaveAttribute('aria-checked', 'true');
  await expectFunnel(page, after);
  await api.dispose();
});
