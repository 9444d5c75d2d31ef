import { expect, test, type Browser, type Page } from '@playwright/test';
import { RECORD_API, SERVICE_API, type Page as RecordPage, type RecordRow, type ServiceBoard } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { loginAs, loginAtDoor } from './support/session.ts';
import { runAction } from './support/record-actions.ts';

/** A member of staff in a browser of their own, on the work order's detail screen. */
async function staffOn(browser: Browser, username: string, workOrderId: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/mobile/user/login');
  await loginAs(page, username);
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.goto(`/mobile/crm/crmWorkOrderView?id=${workOrderId}`);
  await expect(page.getByTestId('record-view')).toBeVisible();
  return page;
}

/** The service board's figures as the administrator sees them. */
async function boardFigures(): Promise<ServiceBoard> {
  const admin = await apiAs('admin');
  try {
    return await admin.get<ServiceBoard>(SERVICE_API.board, {});
  } finally {
    await admin.dispose();
  }
}

/**
 * Issue 16, the customer's side of a work order: the customer logs in at /terminal/login, reports
 * a fault on one of their devices on /terminal/workOrderForm and finds it in /terminal/workOrderList.
 */
test('a customer reports a fault on one of their devices and sees it in their work orders', async ({ page }) => {
  await loginAtDoor(page, 'customer', 'customer');
  const company = (await page.getByTestId('your-company').locator('.adm-list-item-content-extra').first().textContent())!.trim();
  const device = `E2E 报修打印机 ${Date.now()}`;
  const admin = await apiAs('admin');
  try {
    const customers = await admin.get<RecordPage<RecordRow>>(RECORD_API.list('crm', 'crmCustomer'), { keyword: company, pageNo: '1', pageSize: '10' });
    const customerId = customers.records.find((row) => row.name === company)!.id;
    await admin.post(RECORD_API.add('crm', 'crmEquipment'), { name: device, customerId, serialNo: 'E2E-SN-1', warrantyEnd: '2099-12-31' });
  } finally {
    await admin.dispose();
  }

  await page.getByTestId('service-entries').getByText('故障报修').click();
  await expect(page).toHaveURL(/\/mobile\/terminal\/workOrderForm$/);
  const subject = `打印机卡纸 ${Date.now()}`;
  await page.getByTestId('fault-subject').locator('input').fill(subject);
  await page.getByTestId('fault-type').getByText('故障维修').click();
  await page.getByTestId('fault-device').getByText(`${device} (E2E-SN-1)`).click();
  await page.getByTestId('fault-problem').locator('textarea').fill('每一页都卡纸，有异响');
  await page.getByTestId('fault-submit').click();

  await expect(page).toHaveURL(/\/mobile\/terminal\/workOrderView\?id=/);
  await expect(page.getByTestId('work-order')).toContainText(subject);
  await expect(page.getByTestId('work-order')).toContainText('待受理');
  await expect(page.getByTestId('work-order')).toContainText(device);

  await page.getByTestId('portal-back').click();
  await expect(page).toHaveURL(/\/mobile\/terminal\/workOrderList$/);
  await expect(page.getByTestId('work-orders')).toContainText(subject);
});

/**
 * Issue 16, a work order's whole day: the customer reports a fault on /terminal/workOrderForm, the
 * dispatcher (the administrator) assigns it to an engineer on /crm/appointWorkUser, the engineer
 * accepts it, works it (busy meanwhile) and completes it with the cause and the solution, the
 * customer rates it on /terminal/crmAppraiseForm, and the service board counts it.
 */
test('a reported fault is assigned, accepted, worked and completed by an engineer, rated by the customer and counted on the service board', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const before = await boardFigures();
  await loginAtDoor(page, 'customer', 'customer');
  await page.getByTestId('service-entries').getByText('故障报修').click();
  const subject = `门禁读卡失灵 ${Date.now()}`;
  await page.getByTestId('fault-subject').locator('input').fill(subject);
  await page.getByTestId('fault-type').getByText('故障维修').click();
  // One of the company's own devices (the demo's portal customer has several).
  await page.getByTestId('fault-device').locator('.adm-selector-item').first().click();
  await page.getByTestId('fault-problem').locator('textarea').fill('前台门禁刷卡没有反应，指示灯常亮红色');
  await page.getByTestId('fault-submit').click();
  await expect(page).toHaveURL(/\/mobile\/terminal\/workOrderView\?id=/);
  const workOrderId = new URL(page.url()).searchParams.get('id')!;

  // The dispatcher sees it waiting and assigns it to a free engineer.
  const dispatcher = await staffOn(browser, 'admin', workOrderId);
  const view = dispatcher.getByTestId('record-view');
  await expect(view.getByTestId('record-title')).toHaveText(subject);
  await expect(view.getByTestId('record-status')).toHaveText('待受理');
  await runAction(dispatcher, 'assign');
  await expect(dispatcher).toHaveURL(/\/mobile\/crm\/appointWorkUser\?id=/);
  await expect(dispatcher.getByTestId('nav-title')).toHaveText('派单');
  await dispatcher
    .getByTestId('appoint-work-user')
    .getByRole('button', { name: /陈工程师/ })
    .click();
  await dispatcher.getByTestId('appoint-confirm').click();
  await expect(view.getByTestId('view-field-engineerId')).toContainText('陈工程师');
  await dispatcher.context().close();

  // The engineer accepts it, starts (busy), and completes it with what they found.
  const engineer = await staffOn(browser, 'engineer', workOrderId);
  const work = engineer.getByTestId('record-view');
  await runAction(engineer, 'accept');
  await engineer
    .getByRole('dialog')
    .getByRole('button', { name: /确定|确认/ })
    .click();
  await expect(work.getByTestId('record-status')).toHaveText('已受理');
  await runAction(engineer, 'start');
  await expect(work.getByTestId('record-status')).toHaveText('处理中');
  await engineer.goto('/mobile/crm/updateWorkUser');
  await expect(engineer.getByTestId('work-user-status-2')).toHaveAttribute('aria-pressed', 'true');
  await engineer.goto(`/mobile/crm/crmWorkOrderView?id=${workOrderId}`);
  await runAction(engineer, 'complete');
  await engineer.getByTestId('action-field-cause').locator('textarea').first().fill('读卡模块受潮短路');
  await engineer.getByTestId('action-field-solution').locator('textarea').first().fill('更换读卡模块并加装防水罩');
  await engineer.getByTestId('action-submit').click();
  await expect(work.getByTestId('record-status')).toHaveText('已完成');
  await engineer.context().close();

  // The customer sees it done, with the cause and the solution, and rates it.
  await page.reload();
  const order = page.getByTestId('work-order');
  await expect(order).toContainText('已完成');
  await expect(page.locator('body')).toContainText('更换读卡模块并加装防水罩');
  await page.getByTestId('rate').click();
  await expect(page).toHaveURL(/\/mobile\/terminal\/crmAppraiseForm\?id=/);
  await page.getByTestId('star-5').click();
  await page.getByTestId('appraise-satisfaction').getByText('非常满意').click();
  await page.getByTestId('appraise-feedback').locator('textarea').fill('响应及时，工程师很专业');
  await page.getByTestId('appraise-submit').click();
  await expect(page.getByTestId('appraisal')).toContainText('★★★★★');

  // The service board counts the completion and the rating.
  const after = await boardFigures();
  expect(after.completed!.count).toBe(before.completed!.count + 1);
  expect(after.appraisals!.count).toBe(before.appraisals!.count + 1);
  const board = await staffOn(browser, 'admin', workOrderId);
  await board.goto('/mobile/crm/serviceBoard');
  const completed = board.getByTestId('service-card').and(board.locator('[data-card="completed"]'));
  await expect(completed).toContainText(String(after.completed!.count));
  await board.context().close();
});
