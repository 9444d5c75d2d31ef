import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './server.ts';

/** Agrees to the user agreement and the privacy policy on the login or registration page (a form refuses without it). */
export async function agreeToTerms(page: Page, testId = 'login-consent'): Promise<void> {
  await page.getByTestId(testId).check();
}

/**
 * Logs in through the login page (already open) as a person would: account, password, the
 * consent to the user agreement and the privacy policy, then the button.
 */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await agreeToTerms(page);
  await page.getByTestId('login-submit').click();
}

export async function expectTabBar(page: Page): Promise<void> {
  for (const tab of ['tab-home', 'tab-message', 'tab-workplace', 'tab-mine']) {
    await expect(page.getByTestId(tab)).toBeVisible();
  }
}

/** Logs a partner in at /user/agentLogin, or a customer at /terminal/login, as a person would. */
export async function loginAtDoor(page: Page, door: 'agent' | 'customer', username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(door === 'agent' ? '/mobile/user/agentLogin' : '/mobile/terminal/login');
  await page.getByTestId('door-username').fill(username);
  await page.getByTestId('door-password').fill(password);
  await agreeToTerms(page, 'door-consent');
  await page.getByTestId('door-submit').click();
  await expect(page).toHaveURL(door === 'agent' ? /\/mobile\/agent\/my$/ : /\/mobile\/terminal\/my$/);
}

/**
 * A user of several companies chooses the one they act under after login: the sheet stays until
 * they do, and the choice reloads the app. Waits for that reload, or a navigation the caller
 * starts next would be cut short by it.
 */
export async function chooseCompany(page: Page, name: string): Promise<void> {
  const question = page.getByText('您属于多个组织，请选择当前组织');
  await expect(question).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('option', { name }).click();
  await reloaded;
  await expect(question).toBeHidden();
}

/**
 * A phone of its own (375x812, zh-CN) signed in as a demo user, on the home page; the director,
 * who works for two companies (the demo's multi-organisation user), acting for the head office.
 */
export async function phoneSignedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/mobile/user/login');
  await loginAs(page, username);
  await expect(page).toHaveURL(/\/mobile\/index$/);
  if (username === 'manager') await chooseCompany(page, '华信云创北京总部');
  return page;
}

/**
 * Opens a screen as the app's own links do, without loading the page again (history and the
 * router's popstate): sixty screens measured in a row would otherwise pay sixty starts of the app.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/mobile${path}`);
  await expect(page).toHaveURL(new RegExp(`/mobile${path.replace(/[?]/g, '\\?')}$`));
}
