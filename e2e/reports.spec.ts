import { expect, test, type Page } from '@playwright/test';
import { RECORD_API, REPORTS_API, type BriefingPeriod, type Report } from '@crm/domain';
import { apiAs, type ApiClient } from './support/api.ts';
import { loginAs } from './support/session.ts';

/** The report as the server answers it to the same user, for the table to be held against. */
const reportOf = (api: ApiClient, period: BriefingPeriod) => api.get<Report>(REPORTS_API.report, { key: 'customersBySource', period, team: 'company' });

/** The rows show the chosen period's numbers, not the last one's kept while it loads. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="report-view"] [aria-busy="true"]')).toHaveCount(0);
}

/** Each group's count as the table says it (data-count: the text is in units of spec section 9), by value ('' for "not set"). */
async function tableCounts(page: Page): Promise<Record<string, number>> {
  const rows = page.getByTestId('report-row');
  const counts: Record<string, number> = {};
  for (const row of await rows.all()) counts[(await row.getAttribute('data-value')) ?? ''] = Number(await row.getAttribute('data-count'));
  return counts;
}

const countsOf = (report: Report) => Object.fromEntries(report.rows.map((row) => [row.value ?? '', row.count]));

/**
 * Issue 15: the manager opens the data view from the Applications page, picks a report, switches
 * the period, and the chart and table hold the server's groups for that choice; a customer with
 * no source made meanwhile shows as one more in "not set".
 */
test('the manager opens the data view, picks a report, switches period, and the numbers follow the data', async ({ page }) => {
  const api = await apiAs('admin');
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);

  await page.goto('/mobile/dashboard/workplace');
  await page.getByText('数据视图', { exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/common\/commonReportList$/);
  await expect(page.getByTestId('nav-title')).toHaveText('数据视图');
  await expect(page.getByTestId('report-item')).toHaveCount(6);
  for (const item of await page.getByTestId('report-item').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await page.getByTestId('report-item').filter({ hasText: '客户来源分析' }).click();
  await expect(page).toHaveURL(/\?key=customersBySource$/);
  await expect(page.getByRole('img', { name: /^客户来源分析图表/ }).or(page.getByTestId('report-none'))).toBeVisible();
  await expect(page.getByTestId('report-teams').getByRole('radio', { name: '全公司' })).toHaveAttribute('aria-checked', 'true');
  const month = await reportOf(api, 'thisMonth');
  if (month.rows.length > 0) await expect(page.getByTestId('report-total')).toHaveAttribute('data-count', String(month.total.count));

  await page.getByTestId('report-periods').getByRole('radio', { name: '本年' }).click();
  await expect(page).toHaveURL(/\?key=customersBySource&period=thisYear$/);
  await settled(page);
  const year = await reportOf(api, 'thisYear');
  await expect(page.getByTestId('report-total')).toHaveAttribute('data-count', String(year.total.count));
  await expect.poll(() => tableCounts(page)).toEqual(countsOf(year));
  // The ring drawn, every choice a finger's size.
  await expect.poll(() => page.getByTestId('report-chart').locator('svg path').count()).toBeGreaterThan(0);
  for (const option of await page.getByTestId('report-view').getByRole('radio').all()) {
    const box = (await option.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: 'test-results/e2e/reports-zh-CN.png', fullPage: true });

  // A customer with no source: one more "not set", after a reload that keeps the choices.
  await api.post(RECORD_API.add('crm', 'crmCustomer'), { name: `数据视图客户 ${Date.now()}` });
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('report-total')).toHaveAttribute('data-count', String(year.total.count + 1));
  await expect.poll(() => tableCounts(page)).toEqual({ ...countsOf(year), '': (countsOf(year)[''] ?? 0) + 1 });

  // Back to the list, no dead end; another report, drawn as bars.
  await page.goBack();
  await expect(page.getByTestId('report-item')).toHaveCount(6);
  await page.getByTestId('report-item').filter({ hasText: '产品销售分析' }).click();
  await page.getByTestId('report-periods').getByRole('radio', { name: '本年' }).click();
  // The month's table stands until the year's arrives, and most of the demo's orders are of this month.
  await expect(page).toHaveURL(/\?key=ordersByProduct&period=thisYear$/);
  await settled(page);
  const products = await api.get<Report>(REPORTS_API.report, { key: 'ordersByProduct', period: 'thisYear', team: 'company' });
  await expect.poll(() => tableCounts(page)).toEqual(countsOf(products));
  await expect.poll(() => page.getByTestId('report-chart').locator('svg path').count()).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/e2e/reports-products-zh-CN.png', fullPage: true });
  await api.dispose();
});
