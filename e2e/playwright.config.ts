import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATABASE_FILE, E2E_PORT } from './support/server.ts';
import { E2E_OUTBOX_FILE } from './support/outbox.ts';
import { MESSENGER_ENV } from './support/messengers.ts';

/**
 * End-to-end specs: the built client and the real server on a fresh SQLite database with the
 * demo seed, driven in Debian's Chromium (Playwright cannot download browsers here) at 375x812.
 * One worker: some specs change the demo tenant (e.g. its end time) and put it back.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E_BASE_URL,
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
  webServer: {
    command: `rm -f ${E2E_DATABASE_FILE}* && node scripts/start.mjs`,
    cwd: '..',
    url: `${E2E_BASE_URL}/mobile/config.js`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATABASE_URL: `sqlite:${E2E_DATABASE_FILE}`,
      FILES_DIR: `${E2E_DATABASE_FILE}.files`,
      SKIP_BUILD: '1',
      // The development code provider writes every SMS and e-mail code here for the specs to read.
      DEV_OUTBOX: E2E_OUTBOX_FILE,
      ...MESSENGER_ENV,
    },
  },
});
