import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { chooseCompany, loginAs } from './support/session.ts';

/** A name no seeded record has, so searches find exactly what the spec made. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;

/** A money value as the detail screen shows it ("¥3000", "¥1.2万", "—" when empty) as a number. */
async function amountIn(field: Locator): Promise<number> {
  const text = (await field.innerText()).replace(/\s+/g, ' ');
  const match = /([-\d.,]+)\s*(万亿|亿|万)?\s*$/.exec(text);
  if (!match) return 0;
  const unit = { 万: 1e4, 亿: 1e8, 万亿: 1e12 }[match[2] ?? ''] ?? 1;
  return Math.round(Number(match[1]!.replace(/,/g, '')) * unit * 100) / 100;
}

/** A relation picker of the form: open it, search, tap the record with that title. */
async function pick(page: Page, field: string, title: string): Promise<void> {
  await page.getByTestId(`form-field-${field}`).getByRole('button').first().click();
  await page.getByTestId('relation-picker-search').locator('input').fill(title);
  await page.locator('[data-testid^="relation-option-"]', { hasText: title }).first().click();
  await expect(page.getByTestId(`form-field-${field}`)).toContainText(title);
  // the picker closes (and leaves the page) before the next one opens
  await expect(page.getByTestId('relation-picker-search')).toHaveCount(0);
}

/**
 * The sales director (the salesperson's department head, the demo flow's approver of amounts
 * below 100,000) agrees to what waits for them under `title`, in a browser of their own.
 */
async function directorAgrees(browser: Browser, title: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/mobile/user/login');
  await loginAs(page, 'manager');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await chooseCompany(page, '华信云创北京总部');
  await page.goto('/mobile/crm/crmAuditList');
  await page.getByTestId('audit-item').filter({ hasText: title }).click();
  await page.getByTestId('audit-agree').click();
  await page.getByTestId('audit-confirm').click();
  await expect(page.getByTestId('audit-opinion-page')).toHaveCount(0);
  await context.close();
}

/** The answer to an action's question (antd-mobile's confirm dialog). */
const confirmDialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

test('a salesperson takes an opportunity from its first stage to a quote, an order and a receipt', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customerName = unique('成交流程客户');
  const chanceName = unique('成交流程商机');
  const receiptAmount = 3000;

  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  const view = page.getByTestId('record-view');

  // A new customer of their own: nothing received from it yet.
  await page.goto('/mobile/crm/crmCustomerList');
  await page.getByTestId('record-add').click();
  await page.getByRole('option', { name: '普通客户' }).click();
  await page.getByTestId('form-field-name').locator('input').fill(customerName);
  await page.getByTestId('form-submit').click();
  await expect(view.getByTestId('record-title')).toHaveText(customerName);
  const customerUrl = page.url();
  await expect(view.getByTestId('view-field-dealAmount')).toContainText('成交总金额');
  const dealBefore = await amountIn(view.getByTestId('view-field-dealAmount'));

  // The opportunity: name, customer, amount and two products of the catalogue.
  await page.goto('/mobile/crm/crmChanceList');
  await page.getByTestId('record-add').click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await page.getByTestId('form-field-chanceName').locator('input').fill(chanceName);
  await pick(page, 'customerId', customerName);
  await page.getByTestId('form-field-amount').locator('input').fill('50000');
  const products = page.getByTestId('lines-input-products');
  await products.getByTestId('line-add').click();
  const picker = page.getByTestId('line-picker');
  const options = picker.locator('[data-testid^="relation-option-"]');
  await expect(options.nth(1)).toBeVisible();
  await options.nth(0).click();
  await options.nth(1).click();
  await picker.getByTestId('line-pick-confirm').click();
  await expect(products.getByTestId('line-row')).toHaveCount(2);
  const productNames = (await products.getByTestId('line-title').allInnerTexts()).map((name) => name.trim());
  await page.getByTestId('form-submit').click();
  await expect(view.getByTestId('record-title')).toHaveText(chanceName);
  await expect(view.getByTestId('view-field-stageName')).toContainText('初步意向');
  await expect(view.getByTestId('lines-products').getByTestId('line-title')).toHaveText(productNames);

  // Advancing past a stage whose tasks are not done asks first, with the server's words.
  await page.getByTestId('action-advance').click();
  const unfinished = confirmDialog(page, '当前阶段还有未完成的任务');
  await expect(unfinished).toBeVisible();
  await unfinished.getByRole('button', { name: '确认' }).click();
  await expect(view.getByTestId('view-field-stageName')).toContainText('需求确定');

  // The opportunity's products become a quote.
  await page.getByTestId('action-more').click();
  await page.getByTestId('action-toQuote').click();
  // the quote tab is opened once the quote exists (its list is fetched when the tab first shows)
  const quoted = page.waitForResponse((response) => response.url().includes('/crm/crmChance/toQuote') && response.ok());
  await confirmDialog(page, '生成报价单').getByRole('button', { name: '确认' }).click();
  await quoted;
  await page.getByTestId('view-tab-related-crmQuote').click();
  const quotes = page.getByTestId('related-crmQuote').locator('.adm-list-item');
  await expect(quotes).toHaveCount(1);
  await quotes.first().click();
  await expect(page).toHaveURL(/crmQuoteView/);
  await expect(view.getByTestId('view-field-chanceId')).toContainText(chanceName);
  await expect(view.getByTestId('view-field-customerId')).toContainText(customerName);
  await expect(view.getByTestId('lines-details').getByTestId('line-title')).toHaveText(productNames);

  // The quote becomes an order, linked from the quote.
  await page.getByTestId('action-toOrder').click();
  await confirmDialog(page, '订单').getByRole('button', { name: '确认' }).click();
  const orderLink = view.getByTestId('view-field-orderId').getByRole('link');
  await expect(orderLink).toBeVisible();
  await orderLink.click();
  await expect(page).toHaveURL(/crmOrderView/);
  const orderNo = (await view.getByTestId('record-title').innerText()).trim();
  expect(orderNo).toMatch(/^DD\d+/);
  const orderUrl = page.url();
  await expect(view.getByTestId('view-field-customerId')).toContainText(customerName);
  await expect(view.getByTestId('lines-details').getByTestId('line-title')).toHaveText(productNames);
  expect(await amountIn(view.getByTestId('view-field-receivedAmount'))).toBe(0);

  // A receipt against that order.
  await page.goto('/mobile/crm/crmReceiveList');
  await page.getByTestId('record-add').click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await pick(page, 'customerId', customerName);
  await pick(page, 'orderId', orderNo);
  await page.getByTestId('form-field-amount').locator('input').fill(String(receiptAmount));
  await page.getByTestId('form-save-and-submit').click();
  await expect(page).toHaveURL(/crmReceiveView/);
  await expect(view.getByTestId('view-field-orderId')).toContainText(orderNo);
  const receiptNo = (await view.getByTestId('record-title').innerText()).trim();
  // Waiting for approval, it does not count yet.
  await expect(page.getByTestId('audit-section')).toContainText('待审核');
  await page.goto(orderUrl);
  await expect(view.getByTestId('record-title')).toHaveText(orderNo);
  expect(await amountIn(view.getByTestId('view-field-receivedAmount'))).toBe(0);
  await directorAgrees(browser, receiptNo);

  // Approved: the order has received it, and the customer's total deal amount grew by it.
  await page.goto(orderUrl);
  await expect(view.getByTestId('record-title')).toHaveText(orderNo);
  await expect.poll(() => amountIn(view.getByTestId('view-field-receivedAmount'))).toBe(receiptAmount);
  await page.goto(customerUrl);
  await expect(view.getByTestId('record-title')).toHaveText(customerName);
  await expect.poll(() => amountIn(view.getByTestId('view-field-dealAmount'))).toBe(dealBefore + receiptAmount);
});

test('an order in US dollars is changed from its tab: the change starts from its lines, and once approved the order becomes its next version', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customerName = unique('美元订单客户');
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  const view = page.getByTestId('record-view');

  await page.goto('/mobile/crm/crmCustomerList');
  await page.getByTestId('record-add').click();
  await page.getByRole('option', { name: '普通客户' }).click();
  await page.getByTestId('form-field-name').locator('input').fill(customerName);
  await page.getByTestId('form-submit').click();
  await expect(view.getByTestId('record-title')).toHaveText(customerName);

  // An order in dollars, of one product.
  await page.goto('/mobile/crm/crmOrderList');
  await page.getByTestId('record-add').click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await pick(page, 'customerId', customerName);
  // In the tenant's default currency unless another is chosen.
  await expect(page.getByTestId('form-field-currency')).toContainText('人民币');
  await page.getByTestId('form-field-currency').getByRole('button').first().click();
  await page.locator('.adm-popup').getByText('美元', { exact: true }).click();
  await expect(page.getByTestId('form-field-currency')).toContainText('美元');
  const details = page.getByTestId('lines-input-details');
  await details.getByTestId('line-add').click();
  const picker = page.getByTestId('line-picker');
  await picker.locator('[data-testid^="relation-option-"]').first().click();
  await picker.getByTestId('line-pick-confirm').click();
  await expect(details.getByTestId('line-row')).toHaveCount(1);
  await expect(details.getByTestId('line-amount')).toContainText('$');
  await page.screenshot({ path: 'test-results/e2e/order-in-dollars-form.png' });
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/crmOrderView/);
  const orderUrl = page.url();
  await expect(view.getByTestId('view-field-currency')).toContainText('美元');
  await expect(view.getByTestId('view-field-amount')).toContainText('$');
  const before = await amountIn(view.getByTestId('view-field-amount'));

  // A change from the order's tab: its lines to start from, one more product, a reason.
  await page.getByTestId('view-tab-related-crmOrderChange').click();
  await page.getByTestId('related-crmOrderChange').getByRole('button', { name: '新增订单变更' }).click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  const changed = page.getByTestId('lines-input-details');
  await expect(changed.getByTestId('line-row')).toHaveCount(1);
  // In the order's currency, which it follows.
  await expect(page.getByTestId('form-field-currency')).toContainText('美元');
  await expect(changed.getByTestId('line-amount')).toContainText('$');
  await changed.getByTestId('line-add').click();
  await picker.locator('[data-testid^="relation-option-"]').nth(1).click();
  await picker.getByTestId('line-pick-confirm').click();
  await expect(changed.getByTestId('line-row')).toHaveCount(2);
  await page.getByTestId('form-field-reason').locator('textarea').first().fill('客户追加一项产品');
  await page.screenshot({ path: 'test-results/e2e/order-change-form.png' });
  await page.getByTestId('form-save-and-submit').click();
  await expect(page).toHaveURL(/crmOrderChangeView/);
  const changeNo = (await view.getByTestId('record-title').innerText()).trim();
  await expect(view.getByTestId('view-field-orderVersion')).toContainText('2');
  expect(await amountIn(view.getByTestId('view-field-amountBefore'))).toBe(before);
  const after = await amountIn(view.getByTestId('view-field-amount'));
  expect(after).toBeGreaterThan(before);
  // Made once: neither edit nor delete is offered.
  await expect(page.getByTestId('action-edit')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/order-change-view.png' });
  // Until approved the order stays as it was.
  await page.goto(orderUrl);
  await expect(view.getByTestId('lines-details').getByTestId('line-row')).toHaveCount(1);
  await directorAgrees(browser, changeNo);

  await page.goto(orderUrl);
  await expect(view.getByTestId('lines-details').getByTestId('line-row')).toHaveCount(2);
  await expect.poll(() => amountIn(view.getByTestId('view-field-amount'))).toBe(after);
  await expect(view.getByTestId('view-field-amount')).toContainText('$');
});

test('an opportunity’s competitors and its sales process each change on a page of their own', async ({ page }) => {
  test.setTimeout(90_000);
  const chanceName = unique('流程页商机');
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  const view = page.getByTestId('record-view');

  await page.goto('/mobile/crm/crmChanceList');
  await page.getByTestId('record-add').click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await page.getByTestId('form-field-chanceName').locator('input').fill(chanceName);
  await page.getByTestId('form-field-customerId').getByRole('button').first().click();
  await page.locator('[data-testid^="relation-option-"]').first().click();
  await page.getByTestId('form-field-amount').locator('input').fill('80000');
  await page.getByTestId('form-submit').click();
  await expect(view.getByTestId('record-title')).toHaveText(chanceName);
  const chanceUrl = page.url();

  // Its competitors: a page of their own, opened from the detail screen.
  await page.getByTestId('action-more').click();
  await page.getByTestId('action-competitors').click();
  await expect(page).toHaveURL(/crmChanceCompetitorAdd\?id=/);
  await expect(page.getByTestId('nav-title')).toHaveText('竞争对手');
  await expect(page.getByTestId('lines-page-title')).toHaveText(chanceName);
  await page.getByTestId('line-add').click();
  const sheet = page.getByTestId('line-sheet');
  await sheet.getByTestId('line-field-name').locator('input').fill('友商甲');
  await sheet.getByTestId('line-sheet-done').click();
  await page.screenshot({ path: 'test-results/e2e/chance-competitors-page.png' });
  await page.getByTestId('lines-page-save').click();
  await expect(page).toHaveURL(chanceUrl);
  await expect(view.getByTestId('lines-competitors').getByTestId('line-title')).toHaveText(['友商甲']);

  // Onto another sales process, from its first stage.
  await page.getByTestId('action-more').click();
  await page.getByTestId('action-changeProcess').click();
  await expect(page).toHaveURL(/crmChanceProcessForm\?id=/);
  await expect(page.getByTestId('nav-title')).toHaveText('变更销售流程');
  await page.getByTestId('action-field-processId').getByRole('button').first().click();
  const options = page.locator('[data-testid^="relation-option-"]');
  await expect(options.first()).toBeVisible();
  await options.filter({ hasNotText: '标准销售流程' }).first().click();
  await page.getByTestId('action-submit').click();
  await expect(page).toHaveURL(chanceUrl);
  await expect(view.getByTestId('view-field-processId')).not.toContainText('标准销售流程');
});
