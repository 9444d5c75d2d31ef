import { expect, test } from '@playwright/test';
import { loginAs } from './support/session.ts';

test('the platform operator logs in at the staff login and administers enterprise accounts', async ({ page }) => {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'platform');
  await expect(page).toHaveURL(/\/mobile\/plat\/sysAccountList$/);
  const list = page.getByTestId('account-list');
  await expect(list).toContainText('北京华信云创科技有限公司');
  // The platform's own tenant is not an account to manage.
  await expect(list).not.toContainText('华信云创平台运营');

  await list.getByText('北京华信云创科技有限公司').click();
  await expect(page).toHaveURL(/\/mobile\/plat\/sysAccountView\?id=/);
  await expect(page.getByTestId('account-view')).toContainText('正常');
  await expect(page.getByTestId('disable-account')).toBeVisible();

  await page.goto('/mobile/plat/reportAccountStatList');
  await expect(page.getByTestId('account-report')).toContainText('北京华信云创科技有限公司');
});
