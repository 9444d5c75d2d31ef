import { expect, test } from '@playwright/test';
import { expectTabBar, loginAs } from './support/session.ts';

test('a logged-out deep link lands on the login page with the redirect', async ({ page }) => {
  await page.goto('/mobile/account/setting');
  await expect(page).toHaveURL(/\/mobile\/user\/login\?redirect=%2Faccount%2Fsetting$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('logging in as sales goes to home with the tab bar, in Chinese by default', async ({ page }) => {
  await page.goto('/mobile/');
  await expect(page).toHaveURL(/\/mobile\/user\/login/);
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await expectTabBar(page);
  await expect(page.getByTestId('tab-home')).toContainText('首页');
  // sales holds crm:crmCustomer:list, so the Customer tab shows
  await expect(page.getByTestId('tab-customer')).toContainText('客户');
});

test('after logging in from a deep link the user reaches the page they asked for', async ({ page }) => {
  await page.goto('/mobile/account/aboutUs');
  await expect(page).toHaveURL(/redirect=%2Faccount%2FaboutUs/);
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/account\/aboutUs$/);
});

test('a wrong password keeps the user on the login page with a message', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales', 'wrong-password');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/user\/login/);
});

test('logging out returns to the login page and protects the pages again', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.getByTestId('tab-mine').click();
  await expect(page).toHaveURL(/\/mobile\/account\/center$/);
  await page.getByTestId('logout').click();
  // logout asks for confirmation
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page).toHaveURL(/\/mobile\/user\/login/);
  await page.goto('/mobile/index');
  await expect(page).toHaveURL(/\/mobile\/user\/login\?redirect=%2Findex$/);
});
