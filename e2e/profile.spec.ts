import { expect, test } from '@playwright/test';
import { codeSentTo } from './support/outbox.ts';
import { loginAs } from './support/session.ts';

/**
 * A new phone number on one's profile is a new way into the account, so the profile asks for the
 * code sent to it before it saves (issue 23). Screenshots of the page land in test-results.
 */
test("changing one's phone number on the profile takes the code sent to the new number", async ({ page }) => {
  const newPhone = '13766668888';
  await page.goto('/mobile/user/login?redirect=%2Faccount%2FbaseSetting');
  await loginAs(page, 'wufang');
  await expect(page).toHaveURL(/\/mobile\/account\/baseSetting$/);

  const phone = page.getByPlaceholder('请输入手机号');
  await phone.fill(newPhone);
  await expect(page.getByText('短信验证码')).toBeVisible();
  // Saving without the code is stopped on the page; nothing is sent.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入验证码').first()).toBeVisible();

  await page.getByTestId('phoneCaptcha-send').click();
  await expect(page.getByTestId('phoneCaptcha-send')).toHaveText(/^\d+ 秒后重发$/);
  await page.screenshot({ path: 'test-results/e2e/profile-phone-code-zh-CN.png' });
  await page.getByPlaceholder('6 位数字').fill(await codeSentTo(newPhone, 'contact'));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('资料已保存')).toBeVisible();
  await expect(page.getByText('短信验证码')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('Login_Userinfo'))).toContain(newPhone);

  // In English, a new address asks for its own code the same way.
  await page.evaluate(() => localStorage.setItem('language', JSON.stringify('en')));
  await page.reload();
  await page.getByPlaceholder('Enter your email').fill('wu.fang@example.com');
  await expect(page.getByText('Email code')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/profile-email-code-en.png' });
});
