import { expect, test } from '@playwright/test';
import { loginAs } from './support/session.ts';

test('switching to English changes the tab labels, and the choice survives a reload', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.goto('/mobile/account/setting');
  await page.getByTestId('lang-en').click();
  await page.goto('/mobile/index');
  await expect(page.getByTestId('tab-home')).toContainText('Home');
  await expect(page.getByTestId('tab-message')).toContainText('Message');
  await expect(page.getByTestId('tab-workplace')).toContainText('Applications');
  await expect(page.getByTestId('tab-mine')).toContainText('Mine');
  await page.reload();
  await expect(page.getByTestId('tab-home')).toContainText('Home');

  await page.goto('/mobile/account/setting');
  await page.getByTestId('lang-zh-TW').click();
  await page.goto('/mobile/index');
  await expect(page.getByTestId('tab-home')).toContainText('首頁');
  // put the demo user's language back for the other specs
  await page.goto('/mobile/account/setting');
  await page.getByTestId('lang-zh-CN').click();
  await page.goto('/mobile/index');
  await expect(page.getByTestId('tab-home')).toContainText('首页');
});
