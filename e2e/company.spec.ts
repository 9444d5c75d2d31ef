import { expect, test } from '@playwright/test';
import { loginAs } from './support/session.ts';

test('a user of two companies chooses one after login and then acts under it', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'manager');
  const title = page.getByText('您属于多个组织，请选择当前组织');
  await expect(title).toBeVisible();
  // the current company is marked (and green)
  await expect(page.getByRole('option', { name: /华信云创北京总部/ }).locator('[aria-current="true"]')).toHaveCSS('color', 'rgb(7, 193, 96)');
  // tapping outside does not close it
  await page.mouse.click(187, 60);
  await expect(title).toBeVisible();
  await page.getByRole('option', { name: '华信云创上海分公司' }).click();
  await expect(title).toBeHidden();
  await expect(page.getByText('华信云创上海分公司')).toBeVisible();
  await page.reload();
  await expect(page.getByText('华信云创上海分公司')).toBeVisible();
  await expect(title).toBeHidden();
});
