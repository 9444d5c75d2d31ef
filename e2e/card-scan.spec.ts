import { expect, test, type Browser } from '@playwright/test';
import { RECORD_API, translate, type Attachment, type Page as ListPage, type RecordRow } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { E2E } from './support/server.ts';
import { loginAs } from './support/session.ts';

/**
 * Business-card scanning (issue 21): a salesperson photographs a card, the phone reads it (OCR in
 * the browser, from our own origin: nothing is asked of any other host), the recognised name,
 * title, company, numbers, e-mail and address fill a new contact, the company becomes a new
 * customer, and the photo is kept with the contact.
 */

const CARD = {
  company: '深圳星河精工机械有限公司',
  name: '张伟',
  job: '销售总监',
  mobile: '13912345678',
  email: 'zhangwei@xinghe-jx.cn',
};

/** A business card rendered to a picture, as a phone's camera would give it (a fresh page, then its screenshot). */
async function cardPicture(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 520 }, deviceScaleFactor: 1 });
  await page.setContent(`
    <div id="card" style="width:860px;height:480px;padding:40px;box-sizing:border-box;background:#fff;color:#000;
      font-family:'Noto Sans CJK SC','Noto Sans',sans-serif;font-size:34px;line-height:1.6">
      <div style="font-size:40px;font-weight:bold">${CARD.company}</div>
      <div style="margin-top:24px"><b style="font-size:48px">${CARD.name}</b>&nbsp;&nbsp;&nbsp;&nbsp;${CARD.job}</div>
      <div>手机：${CARD.mobile}</div>
      <div>邮箱：${CARD.email}</div>
      <div>地址：广东省深圳市南山区科技园南路 88 号</div>
    </div>`);
  const picture = await page.locator('#card').screenshot({ type: 'png' });
  await page.close();
  return picture;
}

test('a salesperson photographs a business card: it is read on the phone into a new contact of a new customer, with the photo', async ({ page, browser }) => {
  // Loading the engine and its data, then reading: seconds on a phone, more on a busy test machine.
  test.setTimeout(120_000);
  const picture = await cardPicture(browser);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(E2E.baseUrl) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) elsewhere.push(request.url());
  });

  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  await page.goto('/mobile/dashboard/workplace');
  await page.getByText(translate('zh-CN', 'common.menu.toolCardCustomer'), { exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/tool\/toolCardCustomer$/);
  await expect(page.getByTestId('nav-title')).toHaveText(translate('zh-CN', 'common.menu.toolCardCustomer'));

  await page.getByTestId('card-choose').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('card-picture')).toBeVisible();
  const field = (name: string) => page.getByTestId(`form-field-${name}`).locator('input').first();
  await expect(field('mobile')).toHaveValue(CARD.mobile, { timeout: 90_000 });
  await expect(field('email')).toHaveValue(CARD.email);
  await expect(field('name')).toHaveValue(CARD.name);
  await expect(field('job')).toHaveValue(CARD.job);
  await expect(page.getByTestId('card-company').locator('input')).toHaveValue(CARD.company);
  // No customer of that name yet: a new one is offered, and chosen.
  await expect(page.getByTestId('card-new-customer')).toContainText(CARD.company);
  await expect(page.getByTestId('card-new-customer').locator('input')).toBeChecked();

  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/mobile\/crm\/crmContacterView\?id=/);
  await expect(page.getByTestId('record-view').getByTestId('record-title')).toHaveText(CARD.name);
  const contactId = new URL(page.url()).searchParams.get('id')!;
  expect(elsewhere).toEqual([]);

  // The contact, its new customer and the kept photo, as the server holds them.
  const sales = await apiAs('sales');
  try {
    const contact = await sales.get<RecordRow>(RECORD_API.queryById('crm', 'crmContacter'), { id: contactId });
    expect(contact).toMatchObject({ name: CARD.name, job: CARD.job, mobile: CARD.mobile, email: CARD.email, customerId_dictText: CARD.company });
    const customers = await sales.get<ListPage<RecordRow>>(RECORD_API.list('crm', 'crmCustomer'), { keyword: CARD.company });
    expect(customers.records.map((row) => row.id)).toEqual([contact.customerId]);
    const photos = await sales.get<Attachment[]>(RECORD_API.attachmentList, { tableName: 'crm_contacter', dataId: contactId });
    expect(photos).toHaveLength(1);
  } finally {
    await sales.dispose();
  }
});
