import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E } from './support/server.ts';
import { loginAs } from './support/session.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('login refuses without the user agreement and privacy policy agreed to, and says so', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await page.getByTestId('login-username').fill('sales');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('consent-error')).toHaveText('请先阅读并同意《用户协议》和《隐私政策》');
  await expect(page).toHaveURL(/\/mobile\/user\/login$/);
  // The texts open over the page and close again.
  await page.getByTestId('consent-privacy').click();
  await expect(page.getByTestId('policy-privacy')).toContainText('我们收集的信息');
  await page.getByTestId('policy-close').click();
  await expect(page.getByTestId('policy-privacy')).toBeHidden();
  // The three ways in fit one line each on a 375 px phone.
  for (const tab of ['account', 'phone', 'email']) {
    const box = (await page.getByTestId(`login-tab-${tab}`).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeLessThan(50);
  }
});

async function changePassword(page: Page, current: string, next: string) {
  await page.goto('/mobile/account/center');
  await page.getByTestId('open-changePassword').click();
  await expect(page).toHaveURL(/\/mobile\/account\/changePassword$/);
  await page.getByTestId('password-current').locator('input').fill(current);
  await page.getByTestId('password-next').locator('input').fill(next);
  await page.getByTestId('password-confirm').locator('input').fill(next);
  await page.getByTestId('password-submit').click();
}

test('a user changes their password on Mine, is logged out, and logs in with the new one only', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'zhaolei');
  await expect(page).toHaveURL(/\/mobile\/index$/);

  await changePassword(page, 'Wrong@2026', 'Fresh@2026');
  await expect(page.getByTestId('password-error')).toHaveText('当前密码不正确');

  await changePassword(page, DEMO_PASSWORD, 'Fresh@2026');
  await expect(page).toHaveURL(/\/mobile\/user\/login$/);

  await loginAs(page, 'zhaolei');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/user\/login$/);
  await page.getByTestId('login-password').fill('Fresh@2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/mobile\/index$/);

  // Put the demo password back for whoever comes next.
  await changePassword(page, 'Fresh@2026', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mobile\/user\/login$/);
});

test('in English, amounts are written in English units', async ({ page }) => {
  const db = new Database(E2E.databaseFile);
  let id: string;
  try {
    const row = db
      .prepare("SELECT c.id FROM crm_customer c WHERE c.tenant_id = (SELECT tenant_id FROM users WHERE username = 'admin') ORDER BY c.id LIMIT 1")
      .get() as { id: string };
    id = row.id;
    // Amounts are kept in cents: ¥384,000.
    db.prepare('UPDATE crm_customer SET deal_amount = 38400000 WHERE id = ?').run(id);
  } finally {
    db.close();
  }
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.goto('/mobile/account/setting');
  await page.getByTestId('lang-en').click();
  try {
    await page.goto(`/mobile/crm/crmCustomerView?id=${id}`);
    await expect(page.getByTestId('view-field-dealAmount')).toContainText('¥384K');
    await expect(page.getByTestId('view-field-dealAmount')).not.toContainText('万');
  } finally {
    // The demo administrator's language back for the other specs.
    await page.goto('/mobile/account/setting');
    await page.getByTestId('lang-zh-CN').click();
    await expect(page.getByTestId('lang-zh-CN')).toHaveAttribute('aria-current', 'true');
  }
});
