import { expect, test } from '@playwright/test';
import { AUDIT_API, PEOPLE_API, type AuditFlowView } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { loginAtDoor, phoneSignedIn } from './support/session.ts';

/**
 * Issue 19 at 375x812: the demo partner account browses its shop, fills its cart, places an order
 * with a remark and lands on it; the vendor's approver (the account manager's department head)
 * finds that order waiting among their approvals in the CRM.
 */
test('a partner orders from its shop on the phone, and the vendor’s approver finds the order waiting', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await loginAtDoor(page, 'agent', 'agent');
  await expect(page.getByTestId('agent-credit')).toBeVisible();

  await page.getByTestId('agent-entry-shop').click();
  await expect(page).toHaveURL(/\/mobile\/agent\/shop$/);
  const product = page.getByTestId('shop-product').first();
  await expect(product).toBeVisible();
  await product.getByTestId('shop-add').click();
  await expect(page.getByTestId('shop-cart-count')).toHaveText('1');
  await page.screenshot({ path: 'test-results/e2e/agent-shop.png' });

  await page.getByTestId('shop-cart-link').click();
  await expect(page).toHaveURL(/\/mobile\/agent\/shoppingCart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.locator('textarea#cart-remark').fill('请月底前发货');
  await page.screenshot({ path: 'test-results/e2e/agent-cart.png' });
  await page.getByTestId('cart-place-order').click();
  await expect(page).toHaveURL(/\/mobile\/agent\/orderView\?id=/);
  const orderNo = (await page.getByTestId('order-no').textContent())!.trim();
  expect(orderNo).toMatch(/^DD\d{6}$/);
  await expect(page.getByTestId('order-remark')).toContainText('请月底前发货');
  const orderId = new URL(page.url()).searchParams.get('id')!;

  // Who approves it: the first step's approver, by the order's approval (an administrator's look).
  const admin = await apiAs('admin');
  const flow = await admin.get<AuditFlowView>(AUDIT_API.flow, { apiName: 'crmOrder', id: orderId });
  expect(flow.auditStatus).toBe('1');
  const approverId = flow.steps[0]!.approvers[0]!.userId;
  const approver = await admin.get<{ username: string }>(PEOPLE_API.userById, { id: approverId });
  await admin.dispose();

  const vendor = await phoneSignedIn(browser, approver.username);
  await vendor.goto('/mobile/crm/crmAuditList');
  const waiting = vendor.getByTestId('audit-item').filter({ hasText: orderNo });
  await expect(waiting).toBeVisible();
  await vendor.screenshot({ path: 'test-results/e2e/agent-order-waiting.png' });
});
