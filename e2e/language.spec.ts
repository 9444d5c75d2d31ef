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

test('a language chosen on the device while the sign-in finishes is kept', async ({ page }) => {
  // The sign-in's last steps wait for the workspace data; hold it until the language is chosen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/crm/crmTag/allList**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.evaluate(() => localStorage.setItem('language', JSON.stringify('en')));
  const done = page.waitForResponse('**/crm/crmTag/allList**');
  release();
  await done;
  await page.goto('/mobile/index');
  await expect(page.getByTestId('tab-home')).toContainText('Home');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(JSON.stringify('en'));
});
