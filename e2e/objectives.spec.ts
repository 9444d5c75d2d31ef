import { expect, test } from '@playwright/test';
import { formatAmount, OBJECTIVE_API, OBJECTIVE_TYPE, RECORD_API, type ObjectiveCompletion, type Page as RecordPage, type RecordRow } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { loginAs } from './support/session.ts';

/** The current year as the demo's Beijing calendar has it. */
const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const JANUARY = 88_000;

/** 赵磊's target of amount received this year, as the server has it. */
async function zhaoleisTarget(): Promise<RecordRow> {
  const api = await apiAs('zhaolei');
  const page = await api.get<RecordPage<RecordRow>>(RECORD_API.list('crm', 'crmObjective'), { pageSize: '50' });
  await api.dispose();
  return page.records.find((r) => r.year === year && r.objectiveType === OBJECTIVE_TYPE.received)!;
}

/**
 * Issue 15: the sales manager sets his group's targets of the year in the ListSet (one card per
 * person, twelve months each), opens the salesperson's target and sees its completion as the
 * server counts it; the salesperson then finds the target in their own list.
 */
test.describe.serial('sales targets', () => {
  test('the manager sets a salesperson’s months in the ListSet and sees the target’s completion', async ({ page }) => {
    await page.goto('/mobile/user/login');
    await loginAs(page, 'zhoujie');
    await expect(page).toHaveURL(/\/mobile\/index$/);

    // From the target list, its own button.
    await page.goto('/mobile/crm/crmObjectiveList');
    await page.getByTestId('list-action-listSet').click();
    await expect(page).toHaveURL(/\/mobile\/crm\/crmObjectiveListSet$/);
    await expect(page.getByTestId('nav-title')).toHaveText('批量设置目标');

    const sheet = page.getByTestId('objective-list-set');
    await sheet.getByTestId('objective-types').getByRole('radio', { name: '回款金额' }).click();
    await sheet.getByTestId('objective-departments').getByRole('radio', { name: '销售一组' }).click();
    const card = sheet.getByRole('region', { name: '赵磊' });
    const january = card.getByLabel('赵磊 1月');
    await expect(january).toBeEnabled();
    await page.screenshot({ path: 'test-results/e2e/objectives-list-set.png' });

    // Every input and choice a finger's size.
    for (const target of [...(await sheet.getByRole('radio').all()), ...(await card.getByRole('textbox').all())]) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    const before = await zhaoleisTarget();
    const others = Array.from({ length: 11 }, (_, i) => Number(before[`month${i + 2}`]));
    await january.fill(String(JANUARY));
    // The year's total follows as typed.
    await expect(card.getByTestId('objective-row-total')).toHaveText(`全年合计 ¥${formatAmount(JANUARY + others.reduce((a, b) => a + b, 0), 'zh-CN')}`);
    // The group's own target, new.
    await sheet.getByRole('region', { name: '销售一组' }).getByLabel('销售一组 1月').fill('200000');
    await page.getByTestId('objective-save').click();
    await expect(page.getByText('目标已保存')).toBeVisible();

    const after = await zhaoleisTarget();
    expect(after).toMatchObject({ id: before.id, month1: JANUARY, ownerId: before.ownerId });
    const api = await apiAs('zhoujie');
    const completion = await api.get<ObjectiveCompletion>(OBJECTIVE_API.completion, { id: after.id });
    await api.dispose();

    await page.goto(`/mobile/crm/crmObjectiveView?id=${after.id}`);
    const panel = page.getByTestId('objective-completion');
    const month = panel.getByTestId('objective-month-1');
    await expect(month).toContainText(`目标 ¥${formatAmount(JANUARY, 'zh-CN')}`);
    await expect(month).toContainText(`实际 ¥${formatAmount(completion.months[0]!.actual, 'zh-CN')}`);
    await expect(panel.getByTestId('objective-year')).toContainText(`实际 ¥${formatAmount(completion.total.actual, 'zh-CN')}`);
  });

  test('the salesperson finds the target set for them', async ({ page }) => {
    await page.goto('/mobile/user/login');
    await loginAs(page, 'zhaolei');
    await expect(page).toHaveURL(/\/mobile\/index$/);
    const target = await zhaoleisTarget();
    await page.goto('/mobile/crm/crmObjectiveList');
    await page
      .getByTestId('record-title')
      .filter({ hasText: String(target.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`crmObjectiveView\\?id=${target.id}`));
    await expect(page.getByTestId('objective-month-1')).toContainText(`目标 ¥${formatAmount(JANUARY, 'zh-CN')}`);
  });
});
