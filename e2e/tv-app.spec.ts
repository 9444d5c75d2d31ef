import { expect, test } from '@playwright/test';
import { loginAs } from './support/session.ts';

test('a computer logs in by a code the logged-in phone confirms at /account/tvApp', async ({ browser }) => {
  const computer = await (await browser.newContext()).newPage();
  await computer.goto('/mobile/user/deviceLogin');
  const code = (await computer.getByTestId('device-code').textContent())!.trim();
  expect(code).toMatch(/^\d{8}$/);
  await expect(computer.getByTestId('qr-code')).toBeVisible();

  const phone = await (await browser.newContext()).newPage();
  await phone.goto('/mobile/user/login');
  await loginAs(phone, 'sales');
  await expect(phone).toHaveURL(/\/mobile\/index$/);
  await phone.goto(`/mobile/account/tvApp?code=${code}`);
  await phone.getByTestId('tv-confirm').click();
  await expect(phone.getByTestId('tv-confirmed')).toBeVisible();

  await expect(computer).toHaveURL(/\/mobile\/index$/, { timeout: 10_000 });
  await expect(computer.getByTestId('tab-home')).toBeVisible();
});
