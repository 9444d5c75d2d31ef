import { expect, test } from '@playwright/test';
import { phoneSignedIn } from './support/session.ts';

/**
 * Issue 20 at 375x812: a salesperson shares the demo company's published smart form from its
 * detail screen; someone with the link, not logged in, fills it on their phone (a required answer
 * left out is asked for first) and sends it; the salesperson finds the submission on the form and
 * the new lead it became, theirs, with the mobile it was sent with.
 */
test('a shared smart form is filled without a login and becomes the salesperson’s lead', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = '产品试用申请';
  const company = `试用公司${String(Date.now()).slice(-6)}`;
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const sales = await phoneSignedIn(browser, 'sales');
  await sales.goto('/mobile/cms/cmsSmartFormList');
  await sales.getByTestId('record-card').filter({ hasText: title }).click();
  await expect(sales.getByTestId('share-panel')).toBeVisible();
  await sales.getByTestId('share-create').click();
  const link = await sales.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/mobile\/smartForm\?key=[A-Za-z0-9_-]+$/);
  const formView = sales.url();

  // A customer's phone: a browser of its own, never logged in.
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', isMobile: true, hasTouch: true })).newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('smart-form-title')).toHaveText(title);
  await expect(visitor).toHaveTitle(new RegExp(title));
  await visitor.getByTestId('smart-form-question-0').locator('input').fill('王经理');
  await visitor.getByTestId('smart-form-question-1').locator('input').fill(mobile);
  await visitor.getByTestId('smart-form-question-2').locator('input').fill(company);
  await visitor.getByTestId('smart-form-submit').click();
  // The team size is required: asked for before anything is sent.
  await expect(visitor.getByTestId('smart-form-error-3')).toHaveText('请选择团队人数');
  await visitor.screenshot({ path: 'test-results/e2e/smart-form-asked.png', fullPage: true });
  await visitor.getByTestId('smart-form-question-3').getByText('11-50 人').click();
  await visitor.getByTestId('smart-form-question-4').getByRole('textbox').fill('想试用移动审批和外勤签到');
  await visitor.getByTestId('smart-form-submit').click();
  await expect(visitor.getByTestId('smart-form-thanks')).toContainText('感谢您的申请');
  await visitor.screenshot({ path: 'test-results/e2e/smart-form-sent.png', fullPage: true });

  await sales.goto(formView);
  const submission = sales.getByTestId('submission-item').filter({ hasText: company });
  await expect(submission).toBeVisible();
  await expect(submission).toContainText('11-50 人');
  await sales.screenshot({ path: 'test-results/e2e/smart-form-submissions.png', fullPage: true });
  await submission.getByTestId('submission-lead').click();
  await expect(sales).toHaveURL(/crmClueView\?id=/);
  const lead = sales.getByTestId('record-view');
  await expect(lead).toContainText(company);
  await expect(lead).toContainText(mobile);
});
