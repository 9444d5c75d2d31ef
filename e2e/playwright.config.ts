import { defineConfig } from '@playwright/test';
import { E2E, e2eServer, E2E_SLOTS } from './support/server.ts';
import { messengerEnv } from './support/messengers.ts';

/**
 * End-to-end specs: the built client and the real server on a fresh SQLite database with the
 * demo seed, driven in Debian's Chromium (Playwright cannot download browsers here) at 375x812.
 * Two workers, each with a server and database of its own (support/server.ts): some specs change
 * the demo tenant (e.g. its end time) and put it back, which no other spec may see.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: E2E_SLOTS,
  retries: process.env.CI ? 1 : 0,
  // A ceiling, not a timing: the machine ran the same specs 1.8 times slower at some hours (2026-11-29).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E.baseUrl,
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_SLOTS }, (_, slot) => {
    const server = e2eServer(slot);
    return {
      command: `rm -rf ${server.databaseFile}* && node scripts/start.mjs`,
      cwd: '..',
      url: `${server.baseUrl}/mobile/config.js`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(server.port),
        DATABASE_URL: `sqlite:${server.databaseFile}`,
        FILES_DIR: `${server.databaseFile}.files`,
        SKIP_BUILD: '1',
        // No scheduled jobs: the pool recycling runs between 2:00 and 6:00 in the demo tenant's time
        // zone (18:00 to 22:00 UTC) and took the demo salesperson's customers back into the pool in
        // the middle of the specs. The jobs are the API tests' (modules/jobs, pools).
        SCHEDULED_JOBS: 'off',
        // The development code provider writes every SMS and e-mail code here for the specs to read.
        DEV_OUTBOX: server.outboxFile,
        ...messengerEnv(server),
      },
    };
  }),
});
