import { expect, test } from '@playwright/test';
import { RECORD_API, type Page as RecordPage, type RecordRow } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { loginAtDoor } from './support/session.ts';

/**
 * Issue 16, the customer's side of a work order: the customer logs in at /terminal/login, reports
 * a fault on one of their devices on /terminal/workOrderForm and finds it in /terminal/workOrderList.
 * (The dispatcher's and the engineer's steps follow in the lead's part of this spec.)
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
