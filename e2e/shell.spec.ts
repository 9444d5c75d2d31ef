import { expect, test, type Page } from '@playwright/test';
import { ALL_OBJECTS, entityRoutes, translate, type Lang } from '@crm/domain';
import { loginAs } from './support/session.ts';

/**
 * The shell's conventions at 375x812 in Chinese and English: a way back from every page off the
 * tabs without history, floating buttons that never overlap, and a script chunk that fails to
 * load. (A title of its own on every route: every-screen.spec.ts.)
 */
const LANGS: readonly Lang[] = ['zh-CN', 'en'];
// Every test signs in afresh on its worker's own server: the long ones may run side by side.
test.describe.configure({ mode: 'parallel' });

async function signIn(page: Page, lang: Lang): Promise<void> {
  await page.goto('/mobile/user/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/mobile\/index$/);
  // The interface language is the device's choice (stored), not the account's.
  await page.evaluate((l) => localStorage.setItem('language', JSON.stringify(l)), lang);
}

/** Opens a path as a shared link or a reload would: a new page load, with no history in the app. */
async function openFresh(page: Page, path: string): Promise<void> {
  await page.goto(`/mobile${path}`);
}

const t = (lang: Lang, key: string, object?: string) => translate(lang, key, object ? { object: translate(lang, object) } : undefined);

for (const lang of LANGS) {
  test.describe(lang, () => {
    test('a reload on a record list or detail, or a shared link, leaves a way back that leads home', async ({ page, context }) => {
      await signIn(page, lang);
      const clue = ALL_OBJECTS.find((def) => def.apiName === 'crmClue')!;
      const routes = entityRoutes(clue);
      const detailTitle = t(lang, 'web.route.recordView', clue.label);

      await openFresh(page, routes.list);
      await expect(page.getByTestId('nav-title')).toHaveText(t(lang, clue.label));
      await page.getByTestId('record-card').first().click();
      await expect(page).toHaveURL(/crmClueView\?id=/);
      const detail = page.url();

      // A reload keeps the app's history: Back steps to the list, and from the list (opened fresh) home.
      await page.reload();
      await expect(page.getByTestId('nav-title')).toHaveText(detailTitle);
      await expect(page).toHaveTitle(detailTitle);
      await page.getByTestId('nav-back').click();
      await expect(page).toHaveURL(new RegExp(`${routes.list}$`));
      await page.reload();
      await expect(page.getByTestId('nav-title')).toHaveText(t(lang, clue.label));
      await page.getByTestId('nav-back').click();
      await expect(page).toHaveURL(/\/mobile\/index$/);
      await expect(page.getByTestId('tab-home')).toBeVisible();

      // A shared link opens in a tab of its own, with no history at all.
      const shared = await context.newPage();
      await shared.goto(detail);
      await expect(shared.getByTestId('nav-title')).toHaveText(detailTitle);
      await shared.getByTestId('nav-back').click();
      await expect(shared).toHaveURL(/\/mobile\/index$/);
      await expect(shared.getByTestId('tab-home')).toBeVisible();
    });

    test('the floating Back and add buttons never overlap on lists opened from Apps', async ({ page }) => {
      await signIn(page, lang);
      for (const app of ['crmClueList', 'crmContacterList', 'crmRecordList']) {
        await openFresh(page, '/dashboard/workplace');
        await page.getByRole('link', { name: translate(lang, `common.menu.${app}`), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${app}$`));
        const back = page.getByTestId('floating-back');
        const add = page.getByTestId('record-add');
        await expect(back).toBeVisible();
        await expect(add).toBeVisible();
        const a = (await back.boundingBox())!;
        const b = (await add.boundingBox())!;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${app}: back ${JSON.stringify(a)} add ${JSON.stringify(b)}`).toBe(true);
      }
    });

    test('a script chunk that fails to load shows the network error in the language, keeps the tab bar, and its retry works', async ({ page }) => {
      await signIn(page, lang);
      await openFresh(page, '/index');
      await expect(page.getByTestId('tab-message')).toBeVisible();
      const chunk = /\/mobile\/assets\/MessagePage-[^/]+\.js$/;
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      await page.getByTestId('tab-message').click();
      const error = page.getByTestId('route-error');
      await expect(error).toContainText(translate(lang, 'web.common.loadFailed'));
      await expect(error).toContainText(translate(lang, 'web.http.networkError'));
      await expect(error).not.toContainText('dynamically imported');
      await expect(page.getByTestId('tab-home')).toBeVisible();
      await expect(page.getByTestId('tab-message')).toHaveAttribute('aria-current', 'page');

      await page.unroute(chunk);
      await page.getByTestId('route-error-retry').click();
      await expect(page.getByTestId('route-error')).toHaveCount(0);
      await expect(page).toHaveURL(/\/mobile\/dashboard\/message$/);
      await expect(page).toHaveTitle(translate(lang, 'web.route.message'));
    });
  });
}
