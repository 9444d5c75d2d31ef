import { expect, test } from '@playwright/test';
import { translate, type Lang } from '@crm/domain';
import { loginAs } from './support/session.ts';

/**
 * Smart customer search (issue 21): before a call, a salesperson opens 智能找客 from Apps and types
 * part of a company's name, or the name with a character wrong; each match says what it is, which
 * field matched and whose it is, and a tap opens it. A colleague's customer outside their scope
 * is not found.
 */

for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: a salesperson finds a customer by part of its name and by a mistyped one, and opens it`, async ({ page }) => {
    await page.goto('/mobile/user/login');
    await loginAs(page, 'sales');
    await expect(page).toHaveURL(/\/mobile\/index$/);
    await page.evaluate((l) => localStorage.setItem('language', JSON.stringify(l)), lang);
    await page.goto('/mobile/dashboard/workplace');
    await page.getByText(translate(lang, 'common.menu.searchCustomerIndex'), { exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/hk\/searchCustomerIndex$/);
    await expect(page.getByTestId('nav-title')).toHaveText(translate(lang, 'common.menu.searchCustomerIndex'));
    await expect(page.getByTestId('smart-search-hint')).toHaveText(translate(lang, 'web.smartSearch.hint', { min: 2 }));

    const box = page.getByTestId('smart-search-input').getByRole('searchbox');
    const matches = page.getByTestId('smart-search-match');
    // The demo's 北京远航物流有限公司 is 李销售's own. (Other demo companies hold 远航物流 too, some in a
    // pool: the most recently changed of equal matches comes first, and other specs change them.)
    await box.fill('远航物流');
    const own = matches.filter({ hasText: '北京远航物流有限公司' });
    await expect(own).toHaveCount(1);
    await expect(own.getByTestId('smart-search-owner')).toHaveText(translate(lang, 'web.smartSearch.owner', { name: '李销售' }));

    // 杭州云帆电子商务有限公司 with 务 typed as 物: found all the same, marked a close match.
    await box.fill('云帆电子商物');
    const near = matches.filter({ hasText: '杭州云帆电子商务有限公司' });
    await expect(near).toHaveCount(1);
    await expect(near).toContainText(translate(lang, 'web.smartSearch.near'));

    // 上海联科信息技术有限公司 is the sales manager's: outside a salesperson's scope.
    await box.fill('联科信息');
    await expect(page.getByTestId('smart-search-empty')).toContainText(translate(lang, 'web.smartSearch.none'));

    await box.fill('云帆电子');
    await matches.filter({ hasText: '杭州云帆电子商务有限公司' }).click();
    await expect(page).toHaveURL(/\/crm\/crmCustomerView\?id=/);
    await expect(page.getByTestId('record-view').getByTestId('record-title')).toHaveText('杭州云帆电子商务有限公司');
    await page.getByTestId('nav-back').click();
    await expect(page).toHaveURL(/\/mobile\/hk\/searchCustomerIndex$/);
  });
}
