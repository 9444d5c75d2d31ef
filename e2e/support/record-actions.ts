import { expect, type Page } from '@playwright/test';

/** Runs an action of the detail screen as a person would: from its bar, or under "More" when the bar has no room for it. */
export async function runAction(page: Page, key: string): Promise<void> {
  const onBar = page.getByTestId('record-actions').getByTestId(`action-${key}`);
  const more = page.getByTestId('action-more');
  // The bar, once the record's actions have come.
  await expect(onBar.or(more).first()).toBeVisible();
  if (await onBar.isVisible()) await onBar.click();
  else {
    await more.click();
    await page.getByTestId(`action-${key}`).click();
  }
}
