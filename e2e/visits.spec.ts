import { expect, test } from '@playwright/test';
import { loginAs } from './support/session.ts';
import { runAction } from './support/record-actions.ts';

/**
 * Issue 14, a salesperson's afternoon: they claim a customer from the pool, plan a visit to it
 * and whom they meet there (its contacts), sign in on arrival with the phone's position (the
 * screen says how far from the customer they are before sending), end the visit with a summary,
 * and find that summary among the customer's follow-ups.
 */
test('a salesperson claims a customer, plans a visit, signs in where the phone is, ends it, and sees the follow-up on the customer', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await page.goto('/mobile/user/login');
  await loginAs(page, 'sales');
  await expect(page).toHaveURL(/\/mobile\/index$/);

  // A customer from the pool (not the first: the pool spec returns that one and is locked out of it).
  await page.goto('/mobile/crm/crmCustomerPoolList');
  await page.getByTestId('pool-list').getByTestId('record-title').nth(4).click();
  const customerView = page.getByTestId('record-view');
  await runAction(page, 'receive');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确定|确认/ })
    .click();
  await expect(customerView.getByTestId('record-owner')).toContainText('李销售');
  const name = (await customerView.getByTestId('record-title').textContent())!.trim();
  const customerUrl = page.url();
  // Where it is: its address opens the map at its coordinates; the phone will be 0.001° north (111 m).
  const mapLink = new URL((await customerView.getByTestId('view-field-address').locator('a').getAttribute('href'))!, page.url());
  const [lat, lng] = [Number(mapLink.searchParams.get('lat')), Number(mapLink.searchParams.get('lng'))];
  await context.setGeolocation({ latitude: lat + 0.001, longitude: lng, accuracy: 10 });

  // Plan the visit from the visit list.
  await page.goto('/mobile/crm/crmVisitList');
  await page.getByTestId('record-add').click();
  await expect(page.getByTestId('nav-title')).toHaveText('新建拜访');
  await page.getByTestId('form-field-customerId').getByRole('button').first().click();
  await page.getByTestId('relation-picker-search').locator('input').fill(name);
  await page.locator('[data-testid^="relation-option-"]', { hasText: name }).first().click();
  // Whom it meets: contacts of that customer, the picker offering only theirs (every demo customer has one).
  await page.getByTestId('form-field-contacterIds').getByRole('button').first().click();
  const contactPicker = page.getByTestId('relation-picker');
  await contactPicker.locator('[data-testid^="relation-option-"]').first().click();
  await contactPicker.getByTestId('relation-pick-confirm').click();
  const chip = page.getByTestId('form-field-contacterIds').locator('[data-testid^="relation-chip-"]');
  await expect(chip).toHaveCount(1);
  const contactName = (await chip.textContent())!.trim();
  await page.getByTestId('form-submit').click();
  const visitView = page.getByTestId('record-view');
  await expect(visitView.getByTestId('record-title')).toHaveText(name);
  await expect(visitView.getByTestId('view-field-contacterIds').getByRole('link', { name: contactName })).toHaveAttribute('href', /crmContacterView\?id=/);
  await expect(page.getByTestId('visit-sign-panel')).toContainText('尚未签到');

  // Sign in: the distance before sending, then recorded on the visit.
  await runAction(page, 'sign');
  await expect(page.getByTestId('nav-title')).toHaveText('拜访签到');
  const distance = page.getByTestId('sign-distance');
  await expect(distance).toContainText(/距客户 11\d 米/);
  await expect(distance).toContainText('在客户处');
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('visit-sign-panel')).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('visit-sign-state')).toHaveText('在客户处');
  await expect(page.getByTestId('visit-sign-distance')).toContainText(/距客户 11\d 米/);

  // End it with a summary.
  await runAction(page, 'end');
  await page.getByTestId('action-field-summary').locator('textarea').first().fill('客户确认二期需求，下周提交方案');
  await page.getByTestId('action-submit').click();
  await expect(visitView.getByTestId('record-status')).toHaveText('已结束');

  // The customer's follow-ups have it.
  await page.goto(customerUrl);
  await page.getByTestId('view-tab-followUps').click();
  await expect(page.getByTestId('followup-timeline').getByTestId('followup-entry').first()).toContainText('上门拜访');
  await expect(page.getByTestId('followup-timeline')).toContainText('客户确认二期需求，下周提交方案');
});
