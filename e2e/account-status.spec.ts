import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { E2E } from './support/server.ts';
import { loginAs } from './support/session.ts';

const DAY_MS = 86_400_000;

/** Moves the demo enterprise's end time, as the platform operator would by renewing or not. */
function setDemoAccountEnd(endTime: Date): void {
  const db = new Database(E2E.databaseFile);
  try {
    db.prepare("UPDATE tenants SET end_time = ? WHERE id = (SELECT tenant_id FROM users WHERE username = 'admin')").run(endTime.toISOString());
  } finally {
    db.close();
  }
}

test.afterEach(() => setDemoAccountEnd(new Date(Date.now() + 365 * DAY_MS)));

test('an expired enterprise account is sent to the renewal page', async ({ page }) => {
  setDemoAccountEnd(new Date(Date.now() - 2 * DAY_MS));
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/account\/onlineService$/);
  await expect(page.getByTestId('online-service-expired')).toContainText('您所在企业的账号已于');
});

test('an administrator sees how many days are left when fewer than 7 remain', async ({ page }) => {
  setDemoAccountEnd(new Date(Date.now() + 3 * DAY_MS + 3_600_000));
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  const warning = page.getByRole('dialog');
  await expect(warning).toContainText('企业账号将在 3 天后到期，请及时续费');
  await warning.getByRole('button').click();
  await expect(warning).toBeHidden();
});
