import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session.ts';

/**
 * Messages, to-dos and home (issue 24) at 375x812: a reminder opens the customer it is about, the
 * Messages tab's badge counts what the tab lets one act on and clears when all is done, and each
 * counter of the home page opens the list it counts.
 */

async function signIn(page: Page, username: string, path = '/index') {
  await page.goto(`/mobile/user/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, username);
  await expect(page).toHaveURL(new RegExp(`/mobile${path.replace(/[?]/g, '\\?')}$`));
}

const badge = (page: Page) => page.getByTestId('tab-message').locator('.adm-badge');
/** Text on the screen shown (tab pages stay mounted, hidden, behind the next page). */
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

test('a follow-up reminder opens the customer it is about', async ({ page }) => {
  await signIn(page, 'sales', '/dashboard/message');
  await page.getByText('客户跟进提醒').click();
  await expect(page).toHaveURL(/\/mobile\/crm\/crmCustomerView\?id=/);
  await expect(shown(page, '北京远航物流有限公司').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/messages-reminder-opens-customer.png' });

  // A to-do about a customer opens it too.
  await page.goto('/mobile/dashboard/message?tab=todos');
  // To-dos come a page at a time by due time, and how many fall before this one (due two hours
  // after the demo was seeded) depends on the hour: scroll on until its page has come.
  const todo = page.getByText('回访北京远航物流有限公司，确认二期需求');
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(todo).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await todo.click();
  await expect(page).toHaveURL(/\/mobile\/crm\/crmCustomerView\?id=/);
  await expect(shown(page, '北京远航物流有限公司').first()).toBeVisible();
});

test('the Messages badge clears once every message is read and every to-do completed', async ({ page }) => {
  // 周杰: one unread message, his written to-do and the contacts he planned for the week (nothing
  // waits for his approval: the sales director approves his department's).
  await signIn(page, 'zhoujie', '/dashboard/message');
  await expect(badge(page)).toHaveText(/^\d+$/);
  const before = Number(await badge(page).textContent());
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(badge(page)).toHaveText(String(before - 1));

  await page.getByRole('tab', { name: /待办/ }).click();
  const complete = page.getByRole('button', { name: /^完成 / });
  await expect(complete).toHaveCount(before - 1);
  await page.screenshot({ path: 'test-results/e2e/messages-todos-zh-CN.png' });
  for (let left = before - 1; left > 0; left -= 1) {
    await complete.first().click();
    await expect(complete).toHaveCount(left - 1);
  }
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByText('暂无待办')).toBeVisible();
});

test('a to-do written on the phone is listed, counted and completed', async ({ page }) => {
  await signIn(page, 'sales', '/dashboard/message');
  await expect(badge(page)).toHaveText(/^\d+$/);
  const before = Number(await badge(page).textContent());
  await page.goto('/mobile/crm/crmRemind');
  await page.getByRole('button', { name: /新建待办/ }).click();
  const form = page.getByTestId('remind-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入标题')).toBeVisible();
  await form.getByPlaceholder('要做什么').fill('给客户寄回维修好的设备');
  await form.getByPlaceholder('补充说明（可不填）').fill('顺丰到付');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('待办已创建')).toBeVisible();
  await expect(page.getByTestId('remind-item').filter({ hasText: '给客户寄回维修好的设备' })).toBeVisible();

  await page.goto('/mobile/dashboard/message?tab=todos');
  await expect(badge(page)).toHaveText(String(before + 1));
  await page.getByText('给客户寄回维修好的设备').click();
  const sheet = page.getByTestId('remind-sheet');
  await expect(sheet.getByText('顺丰到付')).toBeVisible();
  await sheet.getByRole('button', { name: '完成' }).click();
  await expect(badge(page)).toHaveText(String(before));
});

test('each home counter opens the list it counts', async ({ page }) => {
  await signIn(page, 'sales');
  const counter = (key: string) => page.getByTestId(`home-count-${key}`);
  // The demo's three written to-dos, and a reminder of each of the salesperson's open receipt plans.
  const todoCount = counter('todo').locator('div').first();
  await expect(todoCount).toHaveText(/^([4-9]|[1-9]\d+)$/);
  const todos = Number(await todoCount.textContent());
  await page.screenshot({ path: 'test-results/e2e/messages-home-zh-CN.png', fullPage: true });

  await counter('unreadMessages').click();
  await expect(page).toHaveURL(/\/mobile\/dashboard\/message$/);
  await expect(page.getByText('客户跟进提醒')).toBeVisible();

  await page.goto('/mobile/index');
  await counter('todo').click();
  await expect(page).toHaveURL(/\/mobile\/crm\/crmRemind$/);
  // The list's first page holds 20.
  await expect(page.getByTestId('remind-item')).toHaveCount(Math.min(todos, 20));

  // Nothing waits for the salesperson's approval: the counter says so, and leads to the audits waiting for them.
  await page.goto('/mobile/index');
  await expect(counter('pendingAudit').locator('div').first()).toHaveText('0');
  await counter('pendingAudit').click();
  await expect(page).toHaveURL(/\/mobile\/crm\/crmAuditList$/);
  await expect(page.getByText('没有等待您审批的记录')).toBeVisible();

  await page.goto('/mobile/index');
  // The demo salesperson has customers, leads and contacts to follow up: the to-dos of that kind.
  const dueCount = counter('followUp').locator('div').first();
  await expect(dueCount).toHaveText(/^[1-9]\d*$/);
  const due = Number(await dueCount.textContent());
  await counter('followUp').click();
  await expect(page).toHaveURL(/\/mobile\/crm\/crmRemind\?type=followUp$/);
  await expect(page.getByTestId('remind-item')).toHaveCount(Math.min(due, 20));
});
