import { expect, test, type Page } from '@playwright/test';
import { runAction } from './support/record-actions.ts';
import { phoneSignedIn } from './support/session.ts';

/** Names no seeded record has, so what the spec made is found exactly. */
const PROJECT = `办公自动化验收项目 ${Date.now() % 100_000}`;
const REPORT = `今天完成了办公模块的端到端验收 ${Date.now() % 100_000}`;

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
  const manager = await phoneSignedIn(browser, 'zhoujie');

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
  const sales = await phoneSignedIn(browser, 'sales');
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

/**
 * Issue 17: a salesperson asks for two days of annual leave on the phone (the form asks only what
 * a leave request needs) and sends it for approval; the sales director, the first step of the
 * demo's flow, agrees among the approvals waiting for them; the salesperson sees it approved.
 */
test('a leave request is submitted and approved', async ({ browser }) => {
  const title = `年假申请 ${Date.now() % 100_000}`;
  const sales = await phoneSignedIn(browser, 'sales');
  await sales.goto('/mobile/oa/oaApproveList');
  await sales.getByTestId('record-add').click();
  await expect(sales.getByTestId('nav-title')).toHaveText('新建审批申请');
  // A leave request by default: no destination, no purchase list.
  await expect(sales.getByTestId('form-field-leaveType')).toBeVisible();
  await expect(sales.getByTestId('form-field-destination')).toHaveCount(0);
  await expect(sales.getByTestId('form-field-items')).toHaveCount(0);
  await fillText(sales, 'title', title);
  await sales.getByTestId('form-field-leaveType').getByRole('button').first().click();
  await sales.getByText('年假', { exact: true }).last().click();
  for (const field of ['startTime', 'endTime']) {
    await sales.getByTestId(`form-field-${field}`).getByRole('button').first().click();
    await sales.getByText('确认', { exact: true }).last().click();
  }
  await fillText(sales, 'days', '2');
  await fillText(sales, 'reason', '家中有事，客户跟进已交代同事');
  await sales.getByTestId('form-save-and-submit').click();
  await expect(sales).toHaveURL(/oaApproveView/);
  const requestUrl = sales.url();
  await expect(sales.getByTestId('audit-section')).toContainText('待审核');

  const director = await phoneSignedIn(browser, 'manager');
  await director.goto('/mobile/crm/crmAuditList');
  const item = director.getByTestId('audit-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.click();
  await expect(director).toHaveURL(/oaApproveView/);
  await expect(director.getByTestId('view-field-leaveType')).toContainText('年假');
  await director.getByTestId('audit-agree').click();
  await director.getByTestId('audit-opinion').locator('textarea').fill('同意，注意交接');
  await director.getByTestId('audit-confirm').click();
  await expect(director.getByTestId('audit-opinion-page')).toHaveCount(0);

  await sales.goto(requestUrl);
  await expect(sales.getByTestId('audit-section')).toContainText('已审核');
});

/**
 * Issue 17: a salesperson opens the calendar's month, adds an event on the chosen day from it (the
 * form starts at 9:00 of that day), and finds it in the day's list beside their other dated work.
 */
test('an event added from the month view shows on its day', async ({ browser }) => {
  const title = `客户电话会议 ${Date.now() % 100_000}`;
  const sales = await phoneSignedIn(browser, 'sales');
  await sales.goto('/mobile/oa/oaCalendar');
  await expect(sales.getByTestId('nav-title')).toHaveText('日历');
  await sales.getByTestId('calendar-today').click();
  await sales.getByTestId('calendar-add').click();
  await expect(sales.getByTestId('nav-title')).toHaveText('新建日程');
  await expect(sales.getByTestId('form-field-startTime')).toContainText('09:00');
  await fillText(sales, 'title', title);
  await fillText(sales, 'place', '线上');
  await sales.getByTestId('form-submit').click();
  await expect(sales.getByTestId('record-view').getByTestId('record-title')).toHaveText(title);
  // Back to the month: today is chosen.
  await sales.goto('/mobile/oa/oaCalendar');
  await expect(sales.getByTestId('calendar-month')).toBeVisible();
  await expect(sales.getByTestId('calendar-day-entries')).toContainText(title);
  await expect(sales.getByTestId('calendar-day-entries').getByTestId('calendar-entry').filter({ hasText: title })).toContainText('09:00');
});
