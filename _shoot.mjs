import { chromium } from '@playwright/test';
const [,, lang = 'zh-CN', user = 'zhoujie', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, locale: lang, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.goto('http://127.0.0.1:18300/mobile/user/login');
await page.getByTestId('login-username').fill(user);
await page.getByTestId('login-password').fill('Demo@2026');
await page.getByTestId('login-consent').check();
await page.getByTestId('login-submit').click();
await page.waitForURL(/\/mobile\/index$/);
for (const [i, path] of paths.entries()) {
  if (path.startsWith('click:')) { await page.locator(path.slice(6)).first().click(); await page.waitForTimeout(1200); }
  else { await page.goto(`http://127.0.0.1:18300/mobile${path}`); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/shots/${lang}-${user}-${i}.png`, fullPage: false });
  console.log(i, page.url());
}
await browser.close();
