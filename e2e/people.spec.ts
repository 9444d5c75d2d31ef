import { expect, test } from '@playwright/test';
import { PEOPLE_API, type RoleView } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { codeSentTo } from './support/outbox.ts';
import { agreeToTerms, loginAs } from './support/session.ts';

/** The new colleague's mobile: no demo user's (those are 1391000xxxx). */
const NEW_MOBILE = '13720260001';

/**
 * Issue 22, as an administrator runs the company from the phone: a colleague added with a role
 * that hides the customer's phone signs in by SMS code and is never shown that field; frozen,
 * they are signed out at their next step.
 */
test('an employee added with a role hiding a field never sees it, and is signed out when frozen', async ({ page, browser }) => {
  // The role, as an administrator's earlier work left it: the salesperson's, the customer's phone hidden.
  const admin = await apiAs('admin');
  let roleName = '';
  try {
    const roles = await admin.get<{ records: RoleView[] }>(PEOPLE_API.roleList, { pageSize: '100' });
    const salesperson = roles.records.find((role) => role.roleCode === 'salesperson')!;
    roleName = `外勤销售${Date.now() % 10_000}`;
    const role = await admin.post<RoleView>(PEOPLE_API.roleCopy, { id: salesperson.id, roleName, roleCode: `fieldSales${Date.now()}` });
    await admin.post(PEOPLE_API.fieldPermissionSave, { roleId: role.id, apiName: 'crmCustomer', fields: [{ name: 'phone', access: 'hidden' }] });
  } finally {
    await admin.dispose();
  }

  // The administrator adds the colleague: no password, so they sign in by code.
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.goto('/mobile/sys/sysUserList');
  await page.getByTestId('employee-add').click();
  await expect(page.getByTestId('employee-form')).toBeVisible();
  await page.getByTestId('employee-input-username').locator('input').fill('liufield');
  await page.getByTestId('employee-input-realname').locator('input').fill('刘外勤');
  await page.getByTestId('employee-input-mobile').locator('input').fill(NEW_MOBILE);
  await page.getByTestId('employee-field-departId').click();
  await page.getByTestId('depart-picker').getByText('销售部', { exact: true }).click();
  await page.getByTestId('employee-roles').getByText(roleName).click();
  await page.getByTestId('employee-save').click();
  await expect(page.getByTestId('employee-view')).toContainText('刘外勤');
  const viewUrl = page.url();

  // The colleague signs in on their own phone with the SMS code.
  const colleague = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const phone = await colleague.newPage();
  await phone.goto('/mobile/user/login');
  await phone.getByTestId('login-tab-phone').click();
  await agreeToTerms(phone);
  await phone.getByTestId('phone-target').fill(NEW_MOBILE);
  await phone.getByTestId('phone-send-code').click();
  await phone.getByTestId('phone-code').fill(await codeSentTo(NEW_MOBILE, 'login'));
  await phone.getByTestId('phone-submit').click();
  await expect(phone).toHaveURL(/\/mobile\/index$/);

  // A new customer's form has no phone; the customer, once saved, shows none either.
  await phone.goto('/mobile/crm/crmCustomerAdd');
  await phone.getByRole('option', { name: '普通客户' }).click();
  await expect(phone.getByTestId('form-field-name')).toBeVisible();
  await expect(phone.getByTestId('form-field-phone')).toHaveCount(0);
  await expect(phone.getByTestId('form-field-email')).toBeVisible();
  await phone.getByTestId('form-field-name').getByRole('textbox').fill('外勤新客户');
  await phone.getByTestId('form-submit').click();
  await expect(phone).toHaveURL(/\/mobile\/crm\/crmCustomerView\?id=/);
  await expect(phone.getByTestId('view-field-name')).toContainText('外勤新客户');
  await expect(phone.getByTestId('view-field-phone')).toHaveCount(0);

  // The administrator freezes them; their next step signs them out.
  await page.goto(viewUrl);
  await page.getByTestId('employee-freeze').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page.getByTestId('employee-freeze')).toContainText('解除冻结');
  await phone.goto('/mobile/crm/crmCustomerList');
  await expect(phone).toHaveURL(/\/mobile\/user\/login/);
  await colleague.close();
});
