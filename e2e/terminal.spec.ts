import { expect, test, type Page } from '@playwright/test';
import { agreeToTerms } from './support/session.ts';

async function logInAtDoor(page: Page, username: string, password = 'Demo@2026') {
  await page.getByTestId('door-username').fill(username);
  await page.getByTestId('door-password').fill(password);
  await agreeToTerms(page, 'door-consent');
  await page.getByTestId('door-submit').click();
}

test('a customer logging in at /terminal/login lands on /terminal/my under their own name, with their company', async ({ page }) => {
  await page.goto('/mobile/terminal/login');
  await logInAtDoor(page, 'customer');
  await expect(page).toHaveURL(/\/mobile\/terminal\/my$/);
  await expect(page.getByTestId('home-realname')).toHaveText('周客户');
  await expect(page.getByTestId('your-company')).toContainText('客户编号');
  // The staff shell (tab bar) never shows for a customer.
  await expect(page.getByTestId('tab-home')).toHaveCount(0);

  await page.getByTestId('logout').click();
  // logout asks for confirmation
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/mobile\/terminal\/login$/);
});

test('a staff account is turned away at the customer door with a message saying where to go', async ({ page }) => {
  await page.goto('/mobile/terminal/login');
  await logInAtDoor(page, 'sales');
  await expect(page.getByRole('alert')).toHaveText('此登录页仅供客户账号使用，员工请在员工登录页登录');
  await expect(page).toHaveURL(/\/mobile\/terminal\/login$/);
});
