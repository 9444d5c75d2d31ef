import { expect, test } from '@playwright/test';
import { phoneSignedIn } from './support/session.ts';

/**
 * Issue 20 at 375x812: a salesperson shares a published article from its detail screen; someone
 * with the link, not logged in, reads it on their phone and leaves a phone number; the salesperson
 * finds the visit, with the number, among their visitors, and the new lead it became.
 */
test('a shared article is opened without a login, the reader leaves a phone, and the salesperson sees the visit and the lead', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = '华信云 CRM：让销售团队随时随地跟进客户';
  const phone = `139${String(Date.now()).slice(-8)}`;
  const sales = await phoneSignedIn(browser, 'sales');
  await sales.goto('/mobile/cms/cmsArticleList');
  await sales.getByTestId('record-card').filter({ hasText: title }).click();
  await expect(sales.getByTestId('share-panel')).toBeVisible();
  await sales.getByTestId('share-create').click();
  const link = await sales.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/mobile\/article\?key=[A-Za-z0-9_-]+$/);
  await sales.screenshot({ path: 'test-results/e2e/content-share.png' });

  // A customer's phone: a browser of its own, never logged in.
  const reader = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' })).newPage();
  await reader.goto(link);
  await expect(reader.getByTestId('content-title')).toHaveText(title);
  await expect(reader.getByTestId('content-body')).toContainText('外勤拜访自动定位签到');
  await reader.getByTestId('content-contact-name').locator('input').fill('赵先生');
  await reader.getByTestId('content-contact-phone').locator('input').fill(phone);
  await reader.getByTestId('content-contact-submit').click();
  await expect(reader.getByTestId('content-contact-done')).toBeVisible();
  await reader.screenshot({ path: 'test-results/e2e/content-read.png', fullPage: true });

  await sales.goto('/mobile/cms/visitorView');
  const visit = sales.getByTestId('visit-item').filter({ hasText: phone });
  await expect(visit).toBeVisible();
  await expect(visit).toContainText(title);
  await sales.screenshot({ path: 'test-results/e2e/content-visits.png' });
  await visit.click();
  await expect(sales).toHaveURL(/crmClueView\?id=/);
  await expect(sales.getByTestId('record-view')).toContainText(phone);
});
