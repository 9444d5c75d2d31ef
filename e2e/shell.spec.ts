import { expect, test, type Page } from '@playwright/test';
import { ALL_OBJECTS, entityRoutes, translate, type Lang } from '@crm/domain';
import { loginAs, visit } from './support/session.ts';

/**
 * The shell's conventions at 375x812 in Chinese and English: a way back from every page off the
 * tabs without history, a title of its own on every route, floating buttons that never overlap,
 * and a script chunk that fails to load.
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

    test("every route's title is its own", async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, lang);
      await page.reload(); // the language chosen is read as the app starts
      const paths = [
        '/index',
        '/dashboard/message',
        '/dashboard/workplace',
        '/account/center',
        '/account/setting',
        '/account/baseSetting',
        '/account/aboutUs',
        '/account/share',
        '/account/msgSetting',
        '/account/tvApp',
        '/account/contactService',
        '/crm/crmRemind',
        '/common/checkList',
        // Every object's list, detail, add and edit: a new object is picked up by itself.
        ...ALL_OBJECTS.flatMap((def) => {
          const routes = entityRoutes(def);
          return [routes.list, `${routes.view}?id=none`, routes.add, `${routes.add}?id=none`];
        }),
      ];
      const appName = translate(lang, 'common.appName');
      const seen = new Map<string, string>();
      const generic = new RegExp(`^(${appName}|CRM|[a-z]+(\\.[A-Za-z]+)+)$`);
      let previous = '';
      for (const path of paths) {
        // As the app's own links open a screen (no page load each time: two hundred of them).
        await visit(page, path);
        // Wait for the page's own title: neither the app's name nor a key shown as it is, and not
        // the title of the screen before (every route's is its own). A title that never comes is
        // read as it stands, for the checks below to name.
        const title = await page
          .waitForFunction(
            ([before, pattern]) => document.title !== before && !new RegExp(pattern).test(document.title) && document.title,
            [previous, generic.source] as const,
            {
              polling: 'raf',
              timeout: 5_000,
            },
          )
          .then((handle) => handle.jsonValue() as Promise<string>)
          .catch(() => page.title());
        previous = title;
        expect(title, path).not.toMatch(generic);
        expect(title, path).not.toContain('{{');
        expect(seen.get(title), `${path} has the title of ${seen.get(title)}: ${title}`).toBeUndefined();
        seen.set(title, path);
      }
      const customer = ALL_OBJECTS.find((def) => def.apiName === 'crmCustomer')!;
      const routes = entityRoutes(customer);
      const titleOf = (path: string) => [...seen].find(([, p]) => p === path)?.[0];
      expect([titleOf(`${routes.view}?id=none`), titleOf(routes.add), titleOf(`${routes.add}?id=none`)]).toEqual([
        t(lang, 'web.route.recordView', customer.label),
        t(lang, 'web.route.recordAdd', customer.label),
        t(lang, 'web.route.recordEdit', customer.label),
      ]);
      expect(titleOf('/crm/crmRemind')).toBe(translate(lang, 'common.menu.crmRemind'));
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
