import { expect, test, type Page } from '@playwright/test';
import { agreeToTerms, loginAs } from './support/session.ts';

async function logInAtDoor(page: Page, username: string, password = 'Demo@2026') {
  await page.getByTestId('door-username').fill(username);
  await page.getByTestId('door-password').fill(password);
  await agreeToTerms(page, 'door-consent');
  await page.getByTestId('door-submit').click();
}

test('a channel partner logging in at /user/agentLogin lands on /agent/my with their company', async ({ page }) => {
  await page.goto('/mobile/user/agentLogin');
  await logInAtDoor(page, 'agent');
  await expect(page).toHaveURL(/\/mobile\/agent\/my$/);
  await expect(page.getByTestId('home-realname')).toHaveText('刘渠道');
  await expect(page.getByText('华信云创北京总部').first()).toBeVisible();
  await expect(page.getByTestId('agent-credit')).toBeVisible();
});

test('a partner account is refused at the staff login with a pointer to its own door', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'agent');
  await expect(page.getByText('渠道商账号请在渠道商登录页登录')).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/user\/login$/);
});
