import { expect, test, type Page } from '@playwright/test';
import { AUDIT_API, RECORD_API, type Page as ListPage, type RecordRow } from '@crm/domain';
import { apiAs, type ApiClient } from './support/api.ts';
import { runAction } from './support/record-actions.ts';
import { phoneSignedIn } from './support/session.ts';

/**
 * Issue 18 at 375x812: the warehouse keeper's purchase order is approved by the administrator on
 * the phone, its goods are received into stock (a stock-in, approved likewise), a salesperson's
 * order is delivered from that stock on crmOrderDeliverForm (its stock-out approved too), and the
 * product's detail shows what the warehouse holds now, with every move.
 */

const WAREHOUSE = '北京总仓';
const PRODUCT = '桌面扫码枪';

const list = (api: ApiClient, module: string, apiName: string, query: Record<string, string>) =>
  api.get<ListPage<RecordRow>>(RECORD_API.list(module, apiName), { pageSize: '100', ...query }).then((page) => page.records);
const byField = (field: string, value: string) => ({ filters: JSON.stringify([{ field, op: 'eq', value }]) });

/** The administrator opens a record from the audits waiting for them and agrees to it. */
async function agree(page: Page, title: string): Promise<void> {
  await page.goto('/mobile/crm/crmAuditList');
  const item = page.getByTestId('audit-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTestId('audit-section')).toContainText('待审核');
  await page.getByTestId('audit-agree').click();
  await expect(page.getByTestId('audit-opinion-page')).toBeVisible();
  await page.getByTestId('audit-confirm').click();
  await expect(page.getByTestId('audit-opinion-page')).toHaveCount(0);
  await expect(page.getByTestId('audit-section')).toContainText('已审核');
}

test('a purchase order is approved and received into stock, an order is delivered from it, and the product shows what is left', async ({ browser }) => {
  test.setTimeout(120_000);
  const keeper = await apiAs('cangguan');
  const seller = await apiAs('sales');
  const [warehouse] = await list(keeper, 'wms', 'wmsWarehouse', { keyword: WAREHOUSE });
  const [product] = await list(keeper, 'crm', 'crmProduct', { keyword: PRODUCT });
  const [supplier] = await list(keeper, 'wms', 'wmsSupplier', {});
  const stockOf = async () =>
    (await list(keeper, 'wms', 'wmsStock', byField('productId', product!.id)))
      .filter((row) => row.warehouseId === warehouse!.id)
      .reduce((n, row) => n + Number(row.quantity), 0);
  const before = await stockOf();

  // The keeper orders 7 from a supplier and submits it; the administrator agrees on the phone.
  const purchase = await keeper.post<RecordRow>(RECORD_API.add('wms', 'wmsPurchase'), {
    supplierId: supplier!.id,
    warehouseId: warehouse!.id,
    details: [{ productId: product!.id, quantity: 7, price: 250 }],
  });
  await keeper.post(AUDIT_API.submit, { apiName: 'wmsPurchase', id: purchase.id });
  const admin = await phoneSignedIn(browser, 'admin');
  await agree(admin, String(purchase.purchaseNo));
  await expect(admin.getByTestId('view-field-status')).toContainText('执行中');

  // The goods arrive: a stock-in from the order, approved likewise; the order counts them received.
  const entered = await keeper.post<RecordRow>(RECORD_API.add('wms', 'wmsEnter'), {
    type: '1',
    purchaseId: purchase.id,
    supplierId: supplier!.id,
    warehouseId: warehouse!.id,
    details: [{ productId: product!.id, quantity: 7 }],
  });
  await keeper.post(AUDIT_API.submit, { apiName: 'wmsEnter', id: entered.id });
  await agree(admin, String(entered.enterNo));
  expect(await stockOf()).toBe(before + 7);
  await admin.goto(`/mobile/wms/wmsPurchaseView?id=${purchase.id}`);
  await expect(admin.getByTestId('view-field-receiptStatus')).toContainText('已入库');

  // A salesperson sells 3 to one of their customers; the keeper delivers it from the warehouse on the phone.
  const [customer] = await list(seller, 'crm', 'crmCustomer', { sceneId: 'mine' });
  const order = await seller.post<RecordRow>(RECORD_API.add('crm', 'crmOrder'), {
    customerId: customer!.id,
    details: [{ productId: product!.id, quantity: 3, price: 420 }],
  });
  const phone = await phoneSignedIn(browser, 'cangguan');
  await phone.goto(`/mobile/crm/crmOrderView?id=${order.id}`);
  await runAction(phone, 'deliver');
  await expect(phone).toHaveURL(/crmOrderDeliverForm\?id=/);
  await phone.getByTestId('action-field-warehouseId').getByRole('button').first().click();
  await phone.locator('[data-testid^="relation-option-"]', { hasText: WAREHOUSE }).first().click();
  await expect(phone.getByTestId('action-field-warehouseId')).toContainText(WAREHOUSE);
  await phone.getByTestId('action-submit').click();
  await expect(phone).toHaveURL(/crmOrderView\?id=/);
  await expect(phone.getByTestId('view-field-deliveryStatus')).toContainText('已发货');

  // Its stock-out waits for the administrator (the demo's flow); once agreed, the stock goes down.
  const [out] = await list(keeper, 'wms', 'wmsOuter', byField('orderId', order.id));
  expect(await stockOf()).toBe(before + 7);
  await agree(admin, String(out!.outerNo));
  expect(await stockOf()).toBe(before + 4);

  // The product's detail: what the warehouse holds, in all, and the moves that made it.
  await phone.goto(`/mobile/crm/crmProductView?id=${product!.id}`);
  const stock = phone.getByTestId('product-stock');
  await expect(stock.getByTestId('product-stock-row').filter({ hasText: WAREHOUSE })).toContainText(String(before + 4));
  await expect(stock.getByTestId('stock-flow').first()).toContainText(`出库 ${String(out!.outerNo)}`);
  await expect(stock.getByTestId('stock-flow').first()).toContainText('-3');
  await phone.screenshot({ path: 'test-results/e2e/warehouse-product-stock.png', fullPage: true });
  await Promise.all([keeper.dispose(), seller.dispose()]);
});
