import { expect, test, type Browser, type Page } from '@playwright/test';
import { runAction } from './support/record-actions.ts';
import { loginAs } from './support/session.ts';

/** Names no seeded record has, so what the spec made is found exactly. */
const PROJECT = `办公自动化验收项目 ${Date.now() % 100_000}`;
const REPORT = `今天完成了办公模块的端到端验收 ${Date.now() % 100_000}`;

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/mobile/user/login');
  await loginAs(page, username);
  await expect(page).toHaveURL(/\/mobile\/index$/);
  return page;
}

async function fillText(page: Page, field: string, text: string): Promise<void> {
  await page.getByTestId(`form-field-${field}`).locator('input, textarea').first().fill(text);
}

/**
 * Issue 17, a sales manager's project: they create a project and start it, add a task to it and a
 * subtask under that, log hours on the subtask; the task cannot be finished while its subtask is
 * open, and can once it is done. Then a salesperson writes the day's report to the manager, who
 * finds it among the reports sent to them.
 */
test('a project with a task and a subtask, hours logged, the parent finishable once its subtask is done; a daily report reaches the manager', async ({
  browser,
}) => {
  const manager = await signedIn(browser, 'zhoujie');

  await manager.goto('/mobile/oa/oaProjectList');
  await manager.getByTestId('record-add').click();
  await expect(manager.getByTestId('nav-title')).toHaveText('新建项目');
  await fillText(manager, 'name', PROJECT);
  await manager.getByTestId('form-submit').click();
  const view = manager.getByTestId('record-view');
  await expect(view.getByTestId('record-title')).toHaveText(PROJECT);
  await expect(view.getByTestId('record-status')).toHaveText('未开始');
  await runAction(manager, 'start');
  await expect(view.getByTestId('record-status')).toHaveText('进行中');

  // A task of the project, from the project's detail.
  await runAction(manager, 'addTask');
  await expect(manager.getByTestId('nav-title')).toHaveText('新建任务');
  await expect(manager.getByTestId('form-field-projectId')).toContainText(PROJECT);
  await fillText(manager, 'title', '客户需求调研');
  await manager.getByTestId('form-submit').click();
  await expect(view.getByTestId('record-title')).toHaveText('客户需求调研');
  const taskUrl = manager.url();

  // Its subtask, from the task's detail: in the same project.
  await runAction(manager, 'addSubtask');
  await expect(manager.getByTestId('form-field-parentId')).toContainText('客户需求调研');
  await fillText(manager, 'title', '访谈销售部');
  await manager.getByTestId('form-submit').click();
  await expect(view.getByTestId('record-title')).toHaveText('访谈销售部');
  await expect(view.getByTestId('view-field-projectId')).toContainText(PROJECT);
  const subtaskUrl = manager.url();

  // Hours against the subtask, on its time form.
  await runAction(manager, 'logHours');
  await expect(manager).toHaveURL(/\/mobile\/oa\/oaTaskTimeForm\?/);
  await expect(manager.getByTestId('form-field-taskId')).toContainText('访谈销售部');
  await fillText(manager, 'hours', '3.5');
  await fillText(manager, 'note', '访谈销售部三位同事');
  await manager.getByTestId('form-submit').click();
  await expect(view.getByTestId('view-field-hours')).toContainText('3.5');

  // The parent counts its open subtask, and is not finished while it is open.
  await manager.goto(taskUrl);
  await expect(view.getByTestId('view-field-openSubtaskCount')).toContainText('1');
  await manager.goto(subtaskUrl);
  await expect(view.getByTestId('view-field-actualHours')).toContainText('3.5');
  await runAction(manager, 'finish');
  await expect(view.getByTestId('record-status')).toHaveText('已完成');
  await manager.goto(taskUrl);
  await expect(view.getByTestId('view-field-openSubtaskCount')).toContainText('0');
  await runAction(manager, 'finish');
  await expect(view.getByTestId('record-status')).toHaveText('已完成');

  // The project's progress follows its tasks: both done.
  await manager.getByTestId('view-field-projectId').getByRole('link').click();
  await expect(view.getByTestId('view-field-progress')).toContainText('100');

  // The salesperson's daily report, to the manager.
  const sales = await signedIn(browser, 'sales');
  await sales.goto('/mobile/oa/oaWorkLogList');
  await sales.getByTestId('record-add').click();
  await expect(sales.getByTestId('nav-title')).toHaveText('新建工作汇报');
  await fillText(sales, 'content', REPORT);
  await fillText(sales, 'plan', '明天跟进两家意向客户');
  await sales.getByTestId('form-field-recipientIds').getByRole('button').first().click();
  await sales.getByTestId('user-picker-search').locator('input').fill('周杰');
  await sales.locator('[data-testid^="user-option-"]', { hasText: '周杰' }).first().click();
  await expect(sales.getByTestId('form-field-recipientIds').locator('[data-testid^="relation-chip-"]')).toHaveText(['周杰']);
  await sales.getByTestId('form-submit').click();
  await expect(sales.getByTestId('record-view').getByTestId('view-field-recipientIds')).toContainText('周杰');

  // The manager finds it among the reports sent to them.
  await manager.goto('/mobile/oa/oaWorkLogList');
  await manager.getByTestId('record-search').locator('input').fill(REPORT);
  await expect(manager.getByText(REPORT)).toBeVisible();
});
