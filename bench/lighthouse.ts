// Lighthouse 12, mobile (its default: a mid-range phone, simulated slow 4G), performance only, on
// the login route and, signed in as the salesperson, the home route and the customer list of the
// seeded server. The signed-in runs need the token in the page's storage: Chromium runs with a
// remote-debugging port and a profile of its own, Playwright signs in once in that profile's
// default context, and Lighthouse keeps the profile's storage (disableStorageReset). The HTTP
// cache is emptied before each run instead, so every run loads the route as a first visit would.
// The pages are loaded through bench/tls-front.ts, HTTPS and HTTP/2 as a phone gets them from a
// deployment behind its reverse proxy; the customer list is loaded once more straight from the
// server over plain HTTP/1.1, for comparison, without a budget.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { budgeted, type Figure } from './figures.ts';
import { startTlsFront } from './tls-front.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** TOOLCHAIN-NOTES: Chromium in a container, with nothing of its own on the network. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The TLS front's throw-away certificate.
  '--ignore-certificate-errors',
];
const SCORE_BUDGET = 0.95;
/** Runs per route; the median is reported. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** A folder to keep each route's whole Lighthouse report in (JSON, the median run), to see what a score is made of. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** Chromium writes the port it chose into the profile once its DevTools endpoint listens. */
async function devToolsPort(profile: string): Promise<number> {
  const file = join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium (${CHROMIUM}) opened no DevTools port`);
}

async function emptyHttpCache(browser: Browser): Promise<void> {
  const page = await browser.contexts()[0]!.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

/** `base`: the seeded server, e.g. http://127.0.0.1:18182; `frontPort`: a free port for the TLS front. */
export async function lighthouseFigures(base: string, frontPort: number): Promise<Figure[]> {
  const front = await startTlsFront(base, frontPort);
  const profile = mkdtempSync(join(tmpdir(), 'crm-bench-chromium-'));
  const browserProcess = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  let browser: Browser | undefined;
  try {
    const port = await devToolsPort(profile);
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const figures: Figure[] = [];

    const run = async (origin: string, route: string, signedIn: boolean) => {
      // Lighthouse 12 with a newer Chromium now and then records a trace without the navigation's
      // start (NO_NAVSTART) and asks to be run again; anything else fails the run.
      for (let attempt = 1; ; attempt++) {
        await emptyHttpCache(browser!);
        const result = await lighthouse(`${origin}/mobile${route}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        const { lhr } = result;
        if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) continue;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
        // A signed-in route that ends on the login page measured the wrong page.
        if (signedIn && lhr.finalDisplayedUrl.includes('/user/login'))
          throw new Error(`Lighthouse on ${route} was sent to the login page: the token was not in storage`);
        return lhr;
      }
    };

    // Lighthouse's own advice: one run varies (here the blocking time of one build swung between
    // 190 and 640 ms), the median of several does much less. The run of median score is reported.
    const measure = async (route: string, signedIn: boolean, plain = false) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(plain ? base : front.base, route, signedIn));
      const scoreOf = (lhr: (typeof runs)[number]) => lhr.categories.performance!.score ?? 0;
      const lhr = runs.sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)]!;
      const name = `${route.replace(/\W+/g, '-').replace(/^-/, '')}${plain ? '-http1' : ''}`;
      if (REPORTS) writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(lhr));
      const score = scoreOf(lhr);
      const ms = (audit: string) => `${Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN)} ms`;
      const label = `Lighthouse mobile ${route}${plain ? ' over plain HTTP/1.1' : ''}`;
      const scoreLabel = `${label}: performance score (median of ${RUNS}; all: ${runs.map((r) => scoreOf(r).toFixed(2)).join(', ')})`;
      figures.push(
        plain ? { figure: scoreLabel, value: score.toFixed(2) } : budgeted(scoreLabel, score.toFixed(2), `≥ ${SCORE_BUDGET}`, score >= SCORE_BUDGET),
        { figure: `${label}: FCP`, value: ms('first-contentful-paint') },
        { figure: `${label}: LCP`, value: ms('largest-contentful-paint') },
        { figure: `${label}: TBT`, value: ms('total-blocking-time') },
      );
    };

    // The token lives in the storage of the origin it was got at.
    const signIn = async (origin: string) => {
      const page = await browser!.contexts()[0]!.newPage();
      await page.goto(`${origin}/mobile/user/login`);
      await page.getByTestId('login-username').fill('sales');
      await page.getByTestId('login-password').fill('Demo@2026');
      await page.getByTestId('login-consent').check();
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/mobile/index');
      await page.close();
    };

    await measure('/user/login', false);
    await signIn(front.base);
    await measure('/index', true);
    await measure('/crm/crmCustomerList', true);
    await signIn(base);
    await measure('/crm/crmCustomerList', true, true);
    return figures;
  } finally {
    await browser?.close();
    if (browserProcess.exitCode === null && browserProcess.signalCode === null) {
      const exited = new Promise((r) => browserProcess.once('exit', r));
      browserProcess.kill('SIGTERM');
      await exited;
    }
    await front.close();
    // Chromium's helper processes may still write into the profile for a while after it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 25, retryDelay: 200 });
  }
}
