import { expect, test, type Page } from '@playwright/test';
import {
  AGENT_PATHS,
  ALL_OBJECTS,
  entityRoutes,
  PAYMENT_LINK_API,
  translate,
  type Lang,
  type Page as RecordPage,
  type PaymentLink,
  type RecordRow,
} from '@crm/domain';
import { apiAs } from './support/api.ts';
import { loginAs, loginAtDoor, visit } from './support/session.ts';
import { smallTargetsOfPage } from './support/touch-targets.ts';

/**
 * Every screen of every registered object (a new object is walked by itself), and the shell's own,
 * at 375x812 in Chinese and English, whose labels differ in length: each has a title of its own
 * (not the app's name, not a key shown as it is, not another screen's), and on the list, detail,
 * form and pool screens nothing a finger taps is under 44 px. One walk per language checks both,
 * so that each screen is opened once.
 */
const LANGS: readonly Lang[] = ['zh-CN', 'en'];
test.describe.configure({ mode: 'parallel' });

/** The shell's screens off the objects. */
const SHELL_PATHS = [
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
  // The administrator's company profile: its logo and payment account (issue 20).
  '/account/companySetting',
  '/crm/crmRemind',
  '/common/checkList',
];

/** A walk's findings: each title with the screen that has it, and the targets too small. */
interface Walk {
  lang: Lang;
  titles: Map<string, string>;
  small: string[];
  previous: string;
}

/**
 * Opens a screen as the app's own links do (no page load) and takes its title: the page's own,
 * neither the app's name nor a key shown as it is, nor the title of the screen before (every
 * screen's is its own). A title that never comes is read as it stands, for the checks to name.
 */
async function open(page: Page, walk: Walk, path: string): Promise<void> {
  await visit(page, path);
  const generic = new RegExp(`^(${translate(walk.lang, 'common.appName')}|CRM|[a-z]+(\\.[A-Za-z]+)+)$`);
  const title = await page
    .waitForFunction(
      ([before, pattern]) => document.title !== before && !new RegExp(pattern).test(document.title) && document.title,
      [walk.previous, generic.source] as const,
      { polling: 'raf', timeout: 5_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => page.title());
  walk.previous = title;
  expect(title, path).not.toMatch(generic);
  expect(title, path).not.toContain('{{');
  // A record's detail and form have their object's title whichever record they show.
  const screen = path.replace(/\?id=.*$/, '?id=');
  const before = walk.titles.get(title);
  expect(before === undefined || before === screen, `${path} has the title of ${before}: ${title}`).toBe(true);
  walk.titles.set(title, screen);
}

async function measure(page: Page, walk: Walk, screen: string): Promise<void> {
  walk.small.push(...(await smallTargetsOfPage(page, screen)));
}

for (const lang of LANGS) {
  test(`${lang}: every screen has a title of its own and nothing under 44 px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/mobile/user/login');
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/mobile\/index$/);
    // The interface language is the device's choice (stored), read as the app starts.
    await page.evaluate((l) => localStorage.setItem('language', JSON.stringify(l)), lang);
    await page.reload();
    const walk: Walk = { lang, titles: new Map(), small: [], previous: '' };
    /** Records the print-out is walked with (issue 20): the first of each printed object's list. */
    const printed = new Map<string, string>();

    for (const path of SHELL_PATHS) await open(page, walk, path);

    for (const entity of ALL_OBJECTS) {
      const routes = entityRoutes(entity);
      await open(page, walk, routes.list);
      // the administrator may open every object
      await expect(page.getByTestId('record-list')).toBeVisible();
      await expect(page.getByTestId('record-card').first().or(page.getByTestId('record-empty'))).toBeVisible();
      await measure(page, walk, `${entity.apiName} list`);

      // A record of the list when it has one, else one that does not exist: the screens still have their titles.
      const id =
        (await page
          .getByTestId('record-card')
          .first()
          .getAttribute('data-id', { timeout: 1000 })
          .catch(() => null)) ?? 'none';
      await open(page, walk, `${routes.view}?id=${id}`);
      if (id !== 'none') {
        await expect(page.getByTestId('record-view')).toBeVisible();
        await measure(page, walk, `${entity.apiName} detail`);
        if (['crmQuote', 'crmOrder', 'crmContract'].includes(entity.apiName)) printed.set(entity.apiName, id);
      }
      await open(page, walk, `${routes.add}?id=${id}`);

      await open(page, walk, routes.add);
      const form = page.getByTestId('record-form');
      const chooser = page.getByRole('option').first();
      // The form, or the business-type chooser before it (a form may hold options of its own too).
      await expect(form.or(chooser).first()).toBeVisible();
      // objects with business types ask for one first
      if (!(await form.isVisible())) await chooser.click();
      await expect(form).toBeVisible();
      await measure(page, walk, `${entity.apiName} form`);
    }
    // The pool lists of the objects with a pool (issue 14): the administrator claims from every pool.
    for (const entity of ALL_OBJECTS.filter((e) => e.pool)) {
      await open(page, walk, `/${entity.module}/${entity.apiName}PoolList`);
      await expect(page.getByTestId('pool-list').or(page.getByTestId('pool-empty'))).toBeVisible();
      await measure(page, walk, `${entity.apiName} pool list`);
    }
    // A quote, an order and a contract printed (issue 20): one title for the three, so the first only counts for it.
    for (const [apiName, id] of printed) {
      await visit(page, `/print?apiName=${apiName}&id=${id}`);
      await expect(page.getByTestId('print-document')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(translate(lang, 'web.print.route')));
      await measure(page, walk, `${apiName} print`);
    }

    expect(walk.small).toEqual([]);
    const customer = entityRoutes(ALL_OBJECTS.find((def) => def.apiName === 'crmCustomer')!);
    const titleOf = (screen: string) => [...walk.titles].find(([, s]) => s === screen)?.[0];
    const label = translate(lang, 'entity.crmCustomer.label');
    expect([titleOf(`${customer.view}?id=`), titleOf(customer.add), titleOf(`${customer.add}?id=`)]).toEqual([
      translate(lang, 'web.route.recordView', { object: label }),
      translate(lang, 'web.route.recordAdd', { object: label }),
      translate(lang, 'web.route.recordEdit', { object: label }),
    ]);
    expect(titleOf('/crm/crmRemind')).toBe(translate(lang, 'common.menu.crmRemind'));
  });
}

/**
 * An order's payment page (issue 20), public: the link an administrator makes for a demo order,
 * opened logged out, with a title of its own and nothing under 44 px; a key that opens nothing too.
 */
for (const lang of LANGS) {
  test(`${lang}: the payment page, logged out, has a title of its own and nothing under 44 px`, async ({ page }) => {
    const admin = await apiAs('admin');
    const orders = await admin.get<RecordPage<RecordRow>>('/crm/crmOrder/list', { pageNo: '1', pageSize: '1' });
    const link = await admin.post<PaymentLink>(PAYMENT_LINK_API.create, { orderId: orders.records[0]!.id });
    await admin.dispose();
    await page.goto('/mobile/user/login');
    await page.evaluate((l) => localStorage.setItem('language', JSON.stringify(l)), lang);
    await page.reload();
    // The login page's own title first: read before it comes, the app's name would let the payment
    // page's title check take the login page's for it.
    await expect(page).toHaveTitle(translate(lang, 'web.route.login'));
    const walk: Walk = { lang, titles: new Map(), small: [], previous: await page.title() };
    await open(page, walk, link.path);
    await expect(page.getByTestId('payment-page')).toBeVisible();
    await measure(page, walk, 'payment page');
    await page.goto(`/mobile/paymentComponent?key=${'x'.repeat(22)}`);
    await expect(page.getByTestId('payment-gone')).toBeVisible();
    expect(await page.title()).toBe(walk.previous);
    await measure(page, walk, 'payment page gone');
    expect(walk.small).toEqual([]);
  });
}

/**
 * The channel partner's pages (issue 19), walked by the demo partner account, who administers its
 * partner: each with a title of its own and nothing under 44 px, a record's view with a record.
 */
for (const lang of LANGS) {
  test(`${lang}: every page of the partner's portal has a title of its own and nothing under 44 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAtDoor(page, 'agent', 'agent');
    await page.evaluate((l) => localStorage.setItem('language', JSON.stringify(l)), lang);
    await page.reload();
    const walk: Walk = { lang, titles: new Map(), small: [], previous: '' };
    const ready: Partial<Record<keyof typeof AGENT_PATHS, string>> = {
      my: 'agent-home',
      shop: 'shop-products',
      cart: 'cart-lines',
      orders: 'orders',
      reports: 'reports',
      reportForm: 'report-form',
      staff: 'staff-list',
      staffForm: 'account-form',
    };
    const firstOf = async (testId: string, attribute: string) => {
      await visit(page, testId === 'order-item' ? AGENT_PATHS.orders : AGENT_PATHS.reports);
      return page.getByTestId(testId).first().getAttribute(attribute);
    };
    const views: Partial<Record<keyof typeof AGENT_PATHS, string>> = {
      orderView: `${AGENT_PATHS.orderView}?id=${await firstOf('order-item', 'data-order-id')}`,
      reportView: `${AGENT_PATHS.reportView}?id=${await firstOf('report-item', 'data-report-id')}`,
    };
    for (const [name, path] of Object.entries(AGENT_PATHS) as [keyof typeof AGENT_PATHS, string][]) {
      await open(page, walk, views[name] ?? path);
      const shown = ready[name] ?? (name === 'orderView' ? 'order-view' : 'report-view');
      // An empty cart shows its way to the shop instead of lines.
      await expect(page.getByTestId(shown).or(page.getByTestId('cart-empty')).first()).toBeVisible();
      await measure(page, walk, `partner ${name}`);
    }
    expect(walk.small).toEqual([]);
  });
}

/**
 * The help books (issue 20), public: walked logged out, from the login page's link, each with a
 * title of its own and nothing under 44 px: the list, its search, a chapter and a book that does not exist.
 */
for (const lang of LANGS) {
  test(`${lang}: the help pages, logged out, have titles of their own and nothing under 44 px`, async ({ page }) => {
    await page.goto('/mobile/user/login');
    await page.evaluate((l) => localStorage.setItem('language', JSON.stringify(l)), lang);
    await page.reload();
    const walk: Walk = { lang, titles: new Map(), small: [], previous: await page.title() };
    await page.getByTestId('login-help').click();
    await expect(page).toHaveURL(/\/mobile\/help\/helpBookList$/);
    await expect(page.getByTestId('help-book')).toHaveCount(9);
    await open(page, walk, '/help/helpBookView?book=getting-started&chapter=ways-in');
    await expect(page.getByTestId('help-chapter-title')).toBeVisible();
    await measure(page, walk, 'help chapter');
    await open(page, walk, '/help/helpBookList');
    await measure(page, walk, 'help books');
    await page
      .getByTestId('help-search')
      .locator('input')
      .fill(lang === 'en' ? 'pool' : '公海');
    await expect(page.getByTestId('help-result').first()).toBeVisible();
    await measure(page, walk, 'help search');
    await open(page, walk, '/help/helpBookView?book=no-such-book');
    await expect(page.getByTestId('help-not-found')).toBeVisible();
    await measure(page, walk, 'help book not found');
    expect(walk.small).toEqual([]);
  });
}
