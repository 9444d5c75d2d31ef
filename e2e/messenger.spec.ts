import { expect, test, type Page } from '@playwright/test';
import { DEMO_MESSENGER_APPS, DEMO_SALES_MESSENGER_IDS } from '../packages/server/src/modules/messenger-auth/demo-apps.ts';
import { startStandInMessengers, type StandInMessengers, type StandInProvider } from '../packages/server/src/test/stand-in-messengers.ts';
import { E2E } from './support/server.ts';

const PROVIDERS: StandInProvider[] = ['qywx', 'ding', 'feishu', 'yunzhijia'];
const SALES = Object.fromEntries(PROVIDERS.map((p) => [p, { id: DEMO_SALES_MESSENGER_IDS[p] }])) as Record<StandInProvider, { id: string }>;

let standIn: StandInMessengers;

test.beforeAll(async () => {
  standIn = await startStandInMessengers({
    port: E2E.messengerPort,
    apps: PROVIDERS.map((provider) => ({ provider, appId: DEMO_MESSENGER_APPS[provider].appId, secret: DEMO_MESSENGER_APPS[provider].secret })),
    users: SALES,
  });
});
test.afterAll(() => standIn.close());
test.afterEach(() => {
  for (const provider of PROVIDERS) standIn.signInAs(provider, SALES[provider]);
});

/** Who is signed in; null while the page is between documents (the flow navigates several times). */
async function signedInUsername(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(() => {
      const value = localStorage.getItem('Login_Username');
      return value === null ? null : (JSON.parse(value) as string);
    });
  } catch {
    return null;
  }
}

test('a Feishu deep link with appid ends on the saved page, signed in as the bound user', async ({ page }) => {
  const deepLink = `/mobile/account/setting?appid=${DEMO_MESSENGER_APPS.feishu.appId}&authType=3`;
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  await page.goto(deepLink);
  await expect(page).toHaveURL(new RegExp(`/mobile/account/setting\\?appid=${DEMO_MESSENGER_APPS.feishu.appId}&authType=3$`));
  await expect(page.getByTestId('lang-zh-CN')).toBeVisible();
  // The login-success sequence may reload once to apply the user's language: poll across it.
  await expect.poll(() => signedInUsername(page)).toBe('sales');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('goNextHref'))).toBeNull();
  // It really went through the provider's page and our redirect page.
  expect(visited.some((url) => url.includes('/open-apis/authen/v1/authorize'))).toBe(true);
  expect(visited.some((url) => url.includes('/mobile/feishuRedirect'))).toBe(true);
});

test('a DingTalk deep link comes back with authCode and continues to the saved page', async ({ page }) => {
  await page.goto(`/mobile/account/aboutUs?appid=${DEMO_MESSENGER_APPS.ding.appId}&authType=2`);
  await expect(page).toHaveURL(/\/mobile\/account\/aboutUs\?appid=.*&authType=2$/);
  await expect.poll(() => signedInUsername(page)).toBe('sales');
});

test('a messenger user bound to nobody is told to ask the administrator', async ({ page }) => {
  standIn.signInAs('feishu', { id: 'on_e2e_stranger' });
  await page.goto(`/mobile/index?appid=${DEMO_MESSENGER_APPS.feishu.appId}&authType=3`);
  await expect(page.getByTestId('messenger-not-bound')).toBeVisible();
  await expect(page.getByText('账号尚未绑定')).toBeVisible();
  await expect(page.getByText(/请联系企业管理员为您绑定账号/)).toBeVisible();
  expect(await signedInUsername(page)).toBeNull();
  await page.getByText('查看帮助').click();
  await expect(page).toHaveURL(/\/mobile\/authorizeHelp$/);
  await expect(page.getByText('提示账号尚未绑定怎么办？')).toBeVisible();
});
