import { expect, test } from '@playwright/test';
import { API } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { codeSentTo } from './support/outbox.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { agreeToTerms, expectTabBar } from './support/session.ts';

/** Demo staff phone numbers (seed: 1391000 followed by 1000 + the user's position). */
const SALES_PHONE = '13910001002';
const ZHAOLEI_PHONE = '13910001003';

test('logging in with a phone number and the SMS code from the development provider', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await page.getByTestId('login-tab-phone').click();
  await agreeToTerms(page);
  await page.getByTestId('phone-target').fill(SALES_PHONE);
  await page.getByTestId('phone-send-code').click();
  await expect(page.getByTestId('phone-send-code')).toHaveText(/^\d+ 秒后重新获取$/);
  await expect(page.getByTestId('phone-send-code')).toBeDisabled();
  await page.getByTestId('phone-code').fill(await codeSentTo(SALES_PHONE, 'login'));
  await page.getByTestId('phone-submit').click();
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await expectTabBar(page);
  expect(await page.evaluate(() => localStorage.getItem('Login_Username'))).toContain('sales');
});

test('a wrong SMS code keeps the user on the login page with the message', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await page.getByTestId('login-tab-phone').click();
  await agreeToTerms(page);
  await page.getByTestId('phone-target').fill(ZHAOLEI_PHONE);
  await page.getByTestId('phone-send-code').click();
  const code = await codeSentTo(ZHAOLEI_PHONE, 'login');
  await page.getByTestId('phone-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('phone-submit').click();
  await expect(page.getByRole('alert')).toHaveText('验证码错误');
  await expect(page).toHaveURL(/\/mobile\/user\/login$/);
});

test('a member key issued by the administrator logs its user in automatically; a wrong one shows the error', async ({ page }) => {
  const admin = await apiAs('admin');
  try {
    const sales = await admin.post<{ userInfo: { id: string } }>(API.login, { username: 'sales', password: DEMO_PASSWORD });
    const key = await admin.post<{ memberId: string; memberKey: string }>(API.memberKeyIssue, { userId: sales.userInfo.id });
    await page.goto(`/mobile/account/aboutUs?memberId=${key.memberId}&memberKey=${encodeURIComponent(key.memberKey)}`);
    // The guard logs in before the page shows: the session appears, and the page asked for stays,
    // without the key in the address bar.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('Login_Username'))).toContain('sales');
    await expect(page).toHaveURL(/\/mobile\/account\/aboutUs$/);

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/mobile/index?memberId=${key.memberId}&memberKey=wrong-key`);
    await expect(page.getByText('自动登录失败：登录密钥无效或已失效').first()).toBeVisible();
    await expect(page).toHaveURL(/\/mobile\/user\/login\?redirect=/);
  } finally {
    await admin.dispose();
  }
});
