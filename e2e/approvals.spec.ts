import { expect, test, type Page } from '@playwright/test';
import { phoneSignedIn } from './support/session.ts';

/**
 * Issue 13 at 375x812: a salesperson submits a contract; the sales director (the department's
 * head, the demo flow's first step) sees it among the audits waiting for them, with the badge,
 * rejects it with an opinion; the salesperson changes it and submits it again; the director
 * agrees; the salesperson sees it reviewed and its history.
 */

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;

/** The director opens the contract from the audits waiting for them and agrees or rejects it, with an opinion. */
async function decide(page: Page, title: string, action: 'agree' | 'reject', opinion: string): Promise<void> {
  await page.goto('/mobile/crm/crmAuditList');
  const item = page.getByTestId('audit-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/crmContractView/);
  await expect(page.getByTestId('audit-section')).toContainText('待审核');
  await page.getByTestId(`audit-${action}`).click();
  await expect(page.getByTestId('audit-opinion-page')).toBeVisible();
  await page.getByTestId('audit-opinion').locator('textarea').fill(opinion);
  await page.screenshot({ path: `test-results/e2e/approval-${action}.png` });
  await page.getByTestId('audit-confirm').click();
  await expect(page.getByTestId('audit-opinion-page')).toHaveCount(0);
}

test('a contract is submitted, rejected with an opinion, changed, submitted again and approved', async ({ browser }) => {
  test.setTimeout(150_000);
  const customerName = unique('审批流程客户');
  const title = unique('审批流程合同');
  const sales = await phoneSignedIn(browser, 'sales');
  const view = sales.getByTestId('record-view');

  await sales.goto('/mobile/crm/crmCustomerList');
  await sales.getByTestId('record-add').click();
  await sales.getByRole('option', { name: '普通客户' }).click();
  await sales.getByTestId('form-field-name').locator('input').fill(customerName);
  await sales.getByTestId('form-submit').click();
  await expect(view.getByTestId('record-title')).toHaveText(customerName);

  // The contract, saved and submitted at once.
  await sales.goto('/mobile/crm/crmContractList');
  await sales.getByTestId('record-add').click();
  await expect(sales.getByTestId('record-form')).toBeVisible();
  await sales.getByTestId('form-field-title').locator('input').fill(title);
  await sales.getByTestId('form-field-customerId').getByRole('button').first().click();
  await sales.getByTestId('relation-picker-search').locator('input').fill(customerName);
  await sales.locator('[data-testid^="relation-option-"]', { hasText: customerName }).first().click();
  await sales.getByTestId('form-field-amount').locator('input').fill('20000');
  await sales.getByTestId('form-save-and-submit').click();
  await expect(sales).toHaveURL(/crmContractView/);
  const contractUrl = sales.url();
  await expect(sales.getByTestId('audit-section')).toContainText('待审核');
  // Pending: it is not the salesperson's to change now.
  await expect(sales.getByTestId('action-edit')).toHaveCount(0);
  await sales.screenshot({ path: 'test-results/e2e/approval-submitted.png' });

  // The director sees it waiting, counted on the home page and on the Messages tab's badge.
  const director = await phoneSignedIn(browser, 'manager');
  await expect(director.getByTestId('home-count-pendingAudit')).not.toContainText(/^\D*0\D*$/);
  await expect(director.getByTestId('tab-message').locator('.adm-badge')).toBeVisible();
  await director.screenshot({ path: 'test-results/e2e/approval-director-home.png' });
  await decide(director, title, 'reject', '金额与报价不一致，请核对');

  // Rejected: the salesperson changes the amount and submits again.
  await sales.goto(contractUrl);
  await expect(sales.getByTestId('audit-section')).toContainText('已驳回');
  await sales.getByTestId('action-edit').click();
  await expect(sales.getByTestId('record-form')).toBeVisible();
  await sales.getByTestId('form-field-amount').locator('input').fill('18000');
  await sales.getByTestId('form-save-and-submit').click();
  await expect(sales).toHaveURL(/crmContractView/);
  await expect(sales.getByTestId('audit-section')).toContainText('待审核');

  await decide(director, title, 'agree', '同意');

  // Reviewed, with its history: the rejection and its opinion, then the approval.
  await sales.goto(contractUrl);
  await expect(sales.getByTestId('audit-section')).toContainText('已审核');
  await sales.getByTestId('audit-flow').click();
  await expect(sales.getByTestId('approval-flow')).toBeVisible();
  const history = sales.getByTestId('approval-flow-history');
  await expect(history).toContainText('金额与报价不一致，请核对');
  await expect(history).toContainText('审核通过');
  await expect(sales.getByTestId('approval-event')).toHaveCount(5);
  await sales.screenshot({ path: 'test-results/e2e/approval-history.png', fullPage: true });
});
