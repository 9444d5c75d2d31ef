import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './support/server.ts';
import { loginAs, loginAtDoor } from './support/session.ts';

/**
 * Partners and customers stay on their side of the app (issue 24): a page their door does not
 * open says so and keeps them signed in; their expired session and their logout lead back to
 * their own login. And the salesperson converts their own lead.
 */

/** Ends every session of a user on the server, as its time running out would. */
function expireSessionsOf(username: string): void {
  const db = new Database(E2E.databaseFile);
  try {
    db.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE username = ?)").run(username);
  } finally {
    db.close();
  }
}

async function expectOutsideDoor(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId('outside-door')).toBeVisible();
  await expect(page.getByTestId('outside-door')).toContainText(text);
}

test('a partner opening a page not theirs stays signed in, on the partner side, and finds the way home', async ({ page }) => {
  await loginAtDoor(page, 'agent', 'agent');
  const staffCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/api\/sys\/(sysAccount\/|logout)/.test(pathname)) staffCalls.push(pathname);
  });
  for (const path of ['/agent/noSuchPage', '/index', '/crm/crmCustomerList']) {
    await page.goto(`/mobile${path}`);
    await expectOutsideDoor(page, path === '/agent/noSuchPage' ? '此功能暂未开放' : '此页面仅供企业员工使用');
    await expect(page).toHaveTitle('无法打开此页面');
    expect(new URL(page.url()).pathname).toBe(`/mobile${path}`);
  }
  await page.getByRole('button', { name: '返回我的首页' }).click();
  await expect(page).toHaveURL(/\/mobile\/agent\/my$/);
  await expect(page.getByTestId('home-realname')).toHaveText('刘渠道');
  // No staff company-info call, no violation report, no logout on the way.
  expect(staffCalls).toEqual([]);
});

test('a customer opening a portal page that does not exist or a staff page stays signed in, in English too', async ({ page }) => {
  await loginAtDoor(page, 'customer', 'customer');
  await page.goto('/mobile/terminal/noSuchPage');
  await expectOutsideDoor(page, '此功能暂未开放');
  await page.evaluate(() => localStorage.setItem('language', JSON.stringify('en')));
  await page.goto('/mobile/dashboard/message');
  await expectOutsideDoor(page, 'This page is for staff accounts');
  await page.getByRole('button', { name: 'Back to my home' }).click();
  await expect(page).toHaveURL(/\/mobile\/terminal\/my$/);
  await expect(page.getByTestId('home-realname')).toHaveText('周客户');
});

test('an expired partner session lands on the partner login, and stays there for any page', async ({ page }) => {
  await loginAtDoor(page, 'agent', 'agent');
  expireSessionsOf('agent');
  await page.reload();
  await expect(page).toHaveURL(/\/mobile\/user\/agentLogin$/);
  await expect(page.getByTestId('door-submit')).toBeVisible();
  await page.goto('/mobile/index');
  await expect(page).toHaveURL(/\/mobile\/user\/agentLogin$/);
});

test('partner logout asks for confirmation first', async ({ page }) => {
  await loginAtDoor(page, 'agent', 'agent');
  await page.getByTestId('logout').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定要退出登录吗？');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mobile\/agent\/my$/);
  await page.getByTestId('logout').click();
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/mobile\/user\/agentLogin$/);
});

test('the salesperson converts their own lead', async ({ page }) => {
  const name = `销售自己的线索 ${Date.now()}`;
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.goto('/mobile/crm/crmClueList');
  await page.getByTestId('record-add').click();
  await page.getByTestId('form-field-name').locator('input').fill(name);
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('record-view').getByTestId('record-title')).toHaveText(name);

  await page.getByTestId('action-toCustomer').click();
  await expect(page.getByTestId('form-field-name').locator('input')).toHaveValue(name);
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/crmCustomerView/);
  await expect(page.getByTestId('record-view').getByTestId('record-title')).toHaveText(name);
});
