import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session.ts';
import { runAction } from './support/record-actions.ts';

/** antd-mobile's confirm dialog of an action. */
const confirmDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '确定领取吗' });

/**
 * Issue 14, a salesperson's morning at the pool: the customer pool shows its rules and what waits
 * in it; they claim a customer, it is theirs; they return it with a reason into the pool, and the
 * pool's lock-out takes the claim away from its screen, saying until when.
 */
test('a salesperson claims a customer from the pool, returns it with a reason, and cannot claim it straight back', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);

  await page.goto('/mobile/crm/crmCustomerPoolList');
  await expect(page.getByTestId('nav-title')).toHaveText('客户公海');
  await expect(page.getByTestId('pool-rules')).toContainText('每日可领 10 条');
  const first = page.getByTestId('pool-list').getByTestId('record-title').first();
  const name = (await first.textContent())!;
  await first.click();

  const view = page.getByTestId('record-view');
  await expect(view.getByTestId('view-field-poolStatus')).toContainText('已退回公海');
  await expect(view.getByTestId('record-owner')).toHaveCount(0);
  await runAction(page, 'receive');
  await confirmDialog(page)
    .getByRole('button', { name: /确定|确认/ })
    .click();
  await expect(view.getByTestId('view-field-poolStatus')).toContainText('已领取');
  await expect(view.getByTestId('record-owner')).toContainText('李销售');

  // Back to the pool, with a reason, into a customer pool (the picker offers no lead pool).
  await runAction(page, 'toPool');
  const sheet = page.getByTestId('action-sheet-toPool');
  await sheet.getByTestId('action-field-poolId').getByRole('button').first().click();
  const options = page.locator('[data-testid^="relation-option-"]');
  await expect(options.filter({ hasText: '默认公海' })).toHaveCount(1);
  await expect(options.filter({ hasText: '公共线索池' })).toHaveCount(0);
  await options.filter({ hasText: '默认公海' }).click();
  await sheet.getByTestId('action-field-reason').getByRole('textbox').fill('客户今年没有预算');
  await sheet.getByTestId('action-submit').click();
  await expect(view.getByTestId('view-field-poolStatus')).toContainText('已退回公海');

  // The lock-out: the claim is offered no more, and the screen says why and until when.
  await expect(view.getByTestId('refused-receive')).toHaveText(/^暂不能领取：您在 7 天内退回过该记录，\d{4}-\d{2}-\d{2} 之后才能再领取$/);
  const claim = page.getByTestId('record-actions').getByTestId('action-receive');
  if (await claim.isVisible()) await expect(claim).toBeDisabled();
  else {
    await page.getByTestId('action-more').click();
    await expect(page.getByRole('dialog').getByTestId('action-receive')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
  }
  await page.screenshot({ path: 'test-results/e2e/pools-claim-refused-zh-CN.png' });

  // It waits in the pool again.
  await page.goto('/mobile/crm/crmCustomerPoolList');
  await page.getByTestId('pool-search').locator('input').fill(name);
  await expect(page.getByTestId('pool-list').getByTestId('record-title')).toHaveText([name]);
});
