// Issue 25's yardstick: the customer list's rate as a share of a hand-written endpoint's
// (bench/raw-endpoint.ts) answering the same page from one prepared statement, on the same
// database, machine and data. First the two answers are compared (byte for byte, timestamps
// aside): a ratio to an endpoint answering something else would mean nothing. Then three pairs of
// runs, the product then the endpoint, each at the bench's load and with a phone's
// Accept-Encoding, so that a slow moment of the machine falls on both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loginAs } from './api-client.ts';
import { CUSTOMER_LIST_URL as url, customerListRate, customerListSigned } from './customer-list.ts';
import { budgeted, type Figure } from './figures.ts';
import type { BenchServer } from './server.ts';

const PAIRS = 3;
const WARM_UP_SECONDS = 2;
/** The share of the endpoint's rate the product must reach (issue 25). */
const RATIO_BUDGET = 0.6;

export interface YardstickOptions {
  kind: string;
  databaseUrl: string;
  signSecret: string;
  connections: number;
  durationSeconds: number;
  /** Where the endpoint listens. */
  port: number;
}

/** The lists compared: the salesperson's scope and the administrator's whole company. */
const CALLERS = [
  { username: 'sales', label: 'salesperson scope' },
  { username: 'admin', label: 'administrator' },
];

/** Starts the endpoint for one caller's list; resolves when it listens. */
async function startEndpoint(options: YardstickOptions, username: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'raw-endpoint.ts')], {
    env: { ...process.env, RAW_DATABASE_URL: options.databaseUrl, RAW_PORT: String(options.port), RAW_USERNAME: username },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the hand-written endpoint exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${options.port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where two answers part, for the report. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return `at character ${at}: product …${a.slice(Math.max(0, at - 40), at + 40)}… endpoint …${b.slice(Math.max(0, at - 40), at + 40)}…`;
}

export async function yardstickFigures(server: BenchServer, options: YardstickOptions): Promise<Figure[]> {
  const signed = () => customerListSigned(options.signSecret);
  const login = (username: string) => loginAs(server.base, options.signSecret, username);
  const rate = (base: string, token: string, seconds: number) => customerListRate(options, base, token, seconds);
  // The answer as sent, uncompressed, with its timestamp blanked.
  const answer = async (base: string, token: string) =>
    (await (await fetch(`${base}${url}`, { headers: { 'X-Client-Type': '1', 'X-Access-Token': token, ...signed() } })).text()).replace(
      /"timestamp":\d+/,
      '"timestamp":0',
    );

  const figures: Figure[] = [];
  for (const { username, label } of CALLERS) {
    const figure = `${options.kind}: customer list (page of 20), ${label}: requests/s as a share of a hand-written endpoint's (${PAIRS} pairs)`;
    const token = await login(username);
    const endpoint = await startEndpoint(options, username);
    try {
      const [product, raw] = [await answer(server.base, token), await answer(endpoint.base, token)];
      if (product !== raw) {
        figures.push({ ...budgeted(`${figure}: the same answer`, firstDifference(product, raw), 'byte for byte', false), failsRun: true });
        continue;
      }
      await rate(server.base, token, WARM_UP_SECONDS);
      await rate(endpoint.base, token, WARM_UP_SECONDS);
      const pairs: [number, number][] = [];
      for (let pair = 0; pair < PAIRS; pair += 1)
        pairs.push([await rate(server.base, token, options.durationSeconds), await rate(endpoint.base, token, options.durationSeconds)]);
      const sum = (side: 0 | 1) => pairs.reduce((total, p) => total + p[side], 0);
      const ratio = sum(0) / sum(1);
      const runs = pairs.map(([p, r]) => `${p.toFixed(0)}/${r.toFixed(0)}`).join(', ');
      figures.push(budgeted(figure, `${ratio.toFixed(2)} (${runs})`, `≥ ${RATIO_BUDGET}`, ratio >= RATIO_BUDGET));
    } finally {
      await endpoint.stop();
    }
  }
  return figures;
}
