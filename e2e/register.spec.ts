import { expect, test } from '@playwright/test';
import { codeSentTo } from './support/outbox.ts';
import { agreeToTerms, expectTabBar } from './support/session.ts';

test('a new company registers for the free trial and ends logged in as its administrator', async ({ page }) => {
  const phone = '13300000077';
  await page.goto('/mobile/user/login');
  await page.getByTestId('login-register').click();
  await expect(page).toHaveURL(/\/mobile\/user\/register$/);
  await page.getByTestId('register-company').fill('端到端测试科技有限公司');
  await page.getByTestId('register-realname').fill('周试用');
  await page.getByTestId('register-phone').fill(phone);
  await page.getByTestId('register-send-code').click();
  await expect(page.getByTestId('register-send-code')).toHaveText(/^\d+ 秒后重新获取$/);
  await page.getByTestId('register-code').fill(await codeSentTo(phone, 'register'));
  await page.getByTestId('register-password').fill('Trial@2026');
  await agreeToTerms(page, 'register-consent');
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/mobile\/user\/register-result$/);
  await expect(page.getByTestId('register-result-company')).toHaveText('端到端测试科技有限公司 已开通免费试用');
  await page.getByTestId('register-enter').click();
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await expectTabBar(page);
  const stored = await page.evaluate(() => ({ username: localStorage.getItem('Login_Username'), user: localStorage.getItem('Login_Userinfo') }));
  expect(stored.username).toContain(phone);
  expect(stored.user).toContain('"isAdmin":1');

  // A number that already has an account cannot register a company: the code goes to it as to
  // any number (asking for one tells nobody who has an account), and only the registration, once
  // the code proved the number, says it is taken.
  const taken = '13800138000';
  await page.evaluate(() => localStorage.clear());
  await page.goto('/mobile/user/register');
  await page.getByTestId('register-company').fill('另一家测试公司');
  await page.getByTestId('register-phone').fill(taken);
  await page.getByTestId('register-send-code').click();
  await expect(page.getByTestId('register-send-code')).toHaveText(/^\d+ 秒后重新获取$/);
  await page.getByTestId('register-code').fill(await codeSentTo(taken, 'register'));
  await page.getByTestId('register-password').fill('Trial@2026');
  await agreeToTerms(page, 'register-consent');
  await page.getByTestId('register-submit').click();
  await expect(page.getByRole('alert')).toHaveText('该手机号已注册');
  await expect(page).toHaveURL(/\/mobile\/user\/register$/);
});
