// `npm run bench`: prints figures with their budgets. Never asserted in tests: this machine's
// speed varies, so figures are read by people, not by CI.
//   - the record engine under load (bench/api-load.ts): 100,000 customers, 50 connections, on
//     SQLite and, when BENCH_DATABASE_URL is set, on PostgreSQL;
//   - start-up: time from launching the (already built) server to its first answer, on a fresh
//     database (migrations and demo seed included) and again on the seeded one; idle memory;
//   - login latency over sequential signed logins;
//   - gzipped JS and CSS that Chromium loads for the login route and, logged in, the home route.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { API, canonicalRequest, signRequest } from '@crm/domain';
import { apiLoadFigures } from './api-load.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 18181);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'crm-bench-'));
const databaseUrl = `sqlite:${join(work, 'bench.sqlite')}`;
const rows: Array<[string, string, string]> = [];
const record = (figure: string, value: string, budget = '') => rows.push([figure, value, budget]);

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, FILES_DIR: join(work, 'files') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilAnswering(): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${base}/mobile/config.js`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function timedStart(label: string): Promise<ChildProcess> {
  const t0 = performance.now();
  const server = startServer();
  await untilAnswering();
  record(`start-up to first answer, ${label}`, `${Math.round(performance.now() - t0)} ms`);
  return server;
}

let server = await timedStart('fresh database (migrate + seed)');
await stop(server);
server = await timedStart('seeded database');
await new Promise((r) => setTimeout(r, 2000));
record('server memory idle (RSS)', `${rssMiB(server.pid!).toFixed(0)} MiB`);

// The signing secret comes from the run-time config, as the client gets it.
const config = await (await fetch(`${base}/mobile/config.js`)).text();
const secret: string = JSON.parse(config.slice(config.indexOf('{'), config.lastIndexOf('}') + 1)).signSecret;

async function login(username: string): Promise<number> {
  const body = { username, password: 'Demo@2026' };
  const timestamp = String(Date.now());
  const t0 = performance.now();
  const res = await fetch(`${base}/api${API.login}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Client-Type': '1',
      'X-Tenant-Id': '0',
      'X-TIMESTAMP': timestamp,
      'X-Sign': signRequest(canonicalRequest(API.login, {}, body), timestamp, secret),
    },
    body: JSON.stringify(body),
  });
  await res.json();
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return performance.now() - t0;
}

const latencies: number[] = [];
for (let i = 0; i < 60; i++) latencies.push(await login(i % 2 ? 'sales' : 'manager'));
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
record('login latency p50 (60 sequential logins)', `${pct(50).toFixed(1)} ms`);
record('login latency p99', `${pct(99).toFixed(1)} ms`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
let loaded = { js: 0, css: 0 };
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  const size = gzipSync(await response.body()).length;
  if (type === 'script') loaded.js += size;
  else loaded.css += size;
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await page.goto(`${base}/mobile/user/login`, { waitUntil: 'networkidle' });
record('login route: gzipped JS', kb(loaded.js), '≤ 150 KB');
record('login route: gzipped CSS', kb(loaded.css));

loaded = { js: 0, css: 0 };
await page.getByTestId('login-username').fill('sales');
await page.getByTestId('login-password').fill('Demo@2026');
await page.getByTestId('login-submit').click();
await page.waitForURL('**/mobile/index');
await page.waitForLoadState('networkidle');
record('home route after login: further gzipped JS', kb(loaded.js), 'route ≤ 250 KB');
await browser.close();

await stop(server);

const loadTargets = [`sqlite:${join(work, 'load.sqlite')}`, ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])];
for (const target of loadTargets) {
  const dialect = target.split(':')[0];
  for (const { figure, value, budget } of await apiLoadFigures({ databaseUrl: target, port: port + 1 })) {
    record(`${dialect}: ${figure}`, value, budget);
  }
}
rmSync(work, { recursive: true, force: true });

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nfigures on ${process.platform} ${process.arch}, node ${process.version}\n`);
for (const [figure, value, budget] of rows) console.log(`${figure.padEnd(width)}  ${value.padStart(10)}  ${budget}`);
