import { expect, test, type Page } from '@playwright/test';
import { FIGURES_API, RECORD_API, type Briefing, type BriefingPeriod, type BriefingTeam } from '@crm/domain';
import { apiAs, type ApiClient } from './support/api.ts';
import { loginAs } from './support/session.ts';

/**
 * The number a tile of the briefing page shows, as the server counted it (its data-value; the text
 * is in units of spec section 9). The home page stays mounted behind it (kept alive), its card too.
 */
const tileValue = (page: Page, key: string) =>
  page.getByTestId('sales-briefing').locator(`[data-testid="briefing-figure"][data-key="${key}"] [data-testid="briefing-value"]`);

async function newCustomers(api: ApiClient, period: BriefingPeriod, team: BriefingTeam): Promise<number> {
  const briefing = await api.get<Briefing>(FIGURES_API.briefing, { period, team, keys: 'newCustomers' });
  return briefing.figures.find((figure) => figure.key === 'newCustomers')!.current;
}

/** The tiles show the chosen period's numbers, not the last one's kept while it loads. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="sales-briefing"] [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Issue 15: the manager opens the sales briefing from the home page's card, chooses the period and
 * the team, and each figure is the server's count for that choice; a customer made meanwhile
 * shows as one more new customer.
 */
test('the manager opens the sales briefing, switches period and team, and the numbers follow the data', async ({ page }) => {
  const api = await apiAs('admin');
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);

  const card = page.getByTestId('home-briefing');
  await expect(card.getByTestId('briefing-figure')).toHaveCount(4);
  await card.getByTestId('home-briefing-all').click();
  await expect(page).toHaveURL(/\/mobile\/crm\/crmSalesReport$/);
  await expect(page.getByTestId('nav-title')).toHaveText('销售简报');

  // The widest team by default: the company's this month.
  const teams = page.getByTestId('briefing-teams');
  await expect(teams.getByRole('radio', { name: '全公司' })).toHaveAttribute('aria-checked', 'true');
  await expect(tileValue(page, 'newCustomers')).toHaveAttribute('data-value', String(await newCustomers(api, 'thisMonth', 'company')));

  // Every choice a finger's size.
  for (const option of await page.getByTestId('sales-briefing').getByRole('radio').all()) {
    const box = (await option.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }

  await page.getByTestId('briefing-periods').getByRole('radio', { name: '本年' }).click();
  await expect(page).toHaveURL(/\?period=thisYear$/);
  await settled(page);
  await expect(tileValue(page, 'newCustomers')).toHaveAttribute('data-value', String(await newCustomers(api, 'thisYear', 'company')));

  await teams.getByRole('radio', { name: '我的' }).click();
  await expect(page).toHaveURL(/\?period=thisYear&team=me$/);
  await settled(page);
  const mine = await newCustomers(api, 'thisYear', 'me');
  await expect(tileValue(page, 'newCustomers')).toHaveAttribute('data-value', String(mine));

  // A new customer of mine: one more, after a reload that keeps the choices.
  await api.post(RECORD_API.add('crm', 'crmCustomer'), { name: `简报客户 ${Date.now()}` });
  await page.reload();
  await expect(page.getByTestId('briefing-teams').getByRole('radio', { name: '我的' })).toHaveAttribute('aria-checked', 'true');
  await expect(tileValue(page, 'newCustomers')).toHaveAttribute('data-value', String(mine + 1));
  await api.dispose();
});
