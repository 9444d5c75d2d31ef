// The record engine under load (issue 3): 100,000 customers in the demo tenant, then the real
// server at 50 concurrent connections on the customer list (page of 20) as the salesperson
// (scope '4' plus records shared to them) and as the administrator (the whole company), keyword
// search, queryById, add and edit. Figures are read by people (bench/run.ts prints them), never
// asserted: this machine's speed varies.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { API, canonicalRequest, entityOf, RECORD_API, signRequest, type Envelope, type LoginResult, type Page, type RecordRow } from '@crm/domain';
import { createDatabase } from '../packages/server/src/db/dialect.ts';
import { insertRecords, type BulkRecord } from '../packages/server/src/modules/records/bulk-insert.ts';

export interface ApiLoadOptions {
  /** `sqlite:<path>` (the file is made anew) or `postgres://...` (a fresh database beside the named one, dropped afterwards). */
  databaseUrl: string;
  port: number;
  connections?: number;
  durationSeconds?: number;
}

export interface Figure {
  figure: string;
  value: string;
  budget?: string;
}

const ROOT = join(import.meta.dirname, '..');
const CUSTOMERS = 100_000;
const SIGN_SECRET = `bench-${randomBytes(8).toString('hex')}`;
const LEVELS = ['A', 'B', 'C'];
const INDUSTRIES = ['1', '2', '3', '4', '5'];
const SOURCES = ['1', '2', '3', '4'];
const DAY_MS = 86_400_000;

/** The hdr-histogram figures of an autocannon result that the bench reads. */
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

interface Target {
  url: string;
  cleanUp(): Promise<void>;
}

/** A database nobody else uses: a new SQLite file, or a new PostgreSQL database on the named server. */
async function freshDatabase(databaseUrl: string, work: string): Promise<Target> {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    const remove = () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(`${file}${suffix}`, { force: true }));
    remove();
    return { url: databaseUrl, cleanUp: async () => remove() };
  }
  const name = `crm_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async cleanUp() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

function startServer(databaseUrl: string, port: number, work: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SIGN_SECRET, FILES_DIR: join(work, 'files'), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Migrations and the demo seed run before the server listens, so its first answer means it is ready. */
async function untilAnswering(base: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      await fetch(`${base}/api${API.login}`, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

function signed(path: string, query: Record<string, string>, body?: unknown): Record<string, string> {
  const timestamp = String(Date.now());
  return { 'X-TIMESTAMP': timestamp, 'X-Sign': signRequest(canonicalRequest(path, query, body), timestamp, SIGN_SECRET) };
}

const withQuery = (path: string, query: Record<string, string>) => `/api${path}?${new URLSearchParams(query)}`;

/**
 * 100,000 customers in the demo tenant, spread over its staff (each owner's department and
 * company, so every data scope has its share), through the engine's bulk repository in this
 * process: the server's own request path would take minutes for what the repository does in
 * seconds.
 */
async function seedCustomers(databaseUrl: string): Promise<number> {
  const db = createDatabase(databaseUrl);
  try {
    const t0 = performance.now();
    const tenant = await db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const staff = await db
      .selectFrom('users')
      .select(['id', 'depart_id', 'company_code'])
      .where('tenant_id', '=', tenant.tenant_id)
      .where('user_type', '=', 'staff')
      .orderBy('username')
      .execute();
    const now = Date.now();
    const records: BulkRecord[] = Array.from({ length: CUSTOMERS }, (_, i) => {
      const owner = staff[i % staff.length]!;
      const updated = now - ((i * 7919) % 365) * DAY_MS - (i % 86_400) * 1000;
      return {
        id: randomUUID(),
        ownerId: owner.id,
        departId: owner.depart_id,
        companyCode: owner.company_code,
        createBy: owner.id,
        createTime: new Date(updated - 30 * DAY_MS).toISOString(),
        updateTime: new Date(updated).toISOString(),
        tags: [],
        values: {
          name: `压测客户 ${String(i).padStart(6, '0')}`,
          level: LEVELS[i % LEVELS.length],
          industry: INDUSTRIES[i % INDUSTRIES.length],
          source: SOURCES[i % SOURCES.length],
          phone: `021-${String(60_000_000 + i)}`,
          dealStatus: i % 5 === 0 ? '1' : '0',
          poolStatus: '2',
        },
      };
    });
    await db.transaction().execute((trx) => insertRecords(trx, tenant.tenant_id, entityOf('crmCustomer'), records));
    // Statistics after a bulk load, as autovacuum would gather them a little later: without them
    // PostgreSQL plans the scoped list for a nearly empty table.
    if (databaseUrl.startsWith('postgres')) await sql`analyze crm_customer`.execute(db);
    return performance.now() - t0;
  } finally {
    await db.destroy();
  }
}

async function login(base: string, username: string): Promise<string> {
  const body = { username, password: 'Demo@2026' };
  const response = await fetch(`${base}/api${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-Type': '1', ...signed(API.login, {}, body) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<LoginResult>;
  if (!answer.success) throw new Error(`login of ${username} failed: ${answer.message}`);
  return answer.result.token;
}

async function signedGet<T>(base: string, token: string, path: string, query: Record<string, string>): Promise<T> {
  const response = await fetch(`${base}${withQuery(path, query)}`, { headers: { 'X-Access-Token': token, 'X-Client-Type': '1', ...signed(path, query) } });
  return ((await response.json()) as Envelope<T>).result;
}

interface Scenario {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  token: string;
  /** The path and query (GET), or the body (POST, PUT), of each request: called once per request. */
  next(): { path: string; query?: Record<string, string>; body?: Record<string, unknown> };
  /** Reads an answer (the edits learn each record's new version from it). */
  answered?(status: number, body: string): void;
}

/** Runs one scenario; every request is signed at the moment it is sent (X-TIMESTAMP stays fresh). */
async function load(base: string, scenario: Scenario, connections: number, duration: number): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest(request: Record<string, unknown>) {
          const { path, query = {}, body } = scenario.next();
          const headers: Record<string, string> = { 'X-Access-Token': scenario.token, 'X-Client-Type': '1' };
          if (body) headers['content-type'] = 'application/json';
          // PUT is not signed (ARCHITECTURE section 3).
          if (scenario.method !== 'PUT') Object.assign(headers, signed(path, query, body));
          return { ...request, method: scenario.method, path: withQuery(path, query), headers, body: body ? JSON.stringify(body) : undefined };
        },
        onResponse: (status: number, body: string) => scenario.answered?.(status, body),
      },
    ],
  });
  return result as unknown as LoadResult;
}

export async function apiLoadFigures(options: ApiLoadOptions): Promise<Figure[]> {
  const connections = options.connections ?? 50;
  const duration = options.durationSeconds ?? 10;
  const work = mkdtempSync(join(tmpdir(), 'crm-api-load-'));
  const target = await freshDatabase(options.databaseUrl, work);
  const base = `http://127.0.0.1:${options.port}`;
  const figures: Figure[] = [];
  const kind = options.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL';
  let server: ChildProcess | undefined;
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (!server?.pid || server.exitCode !== null) return;
    try {
      const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
      peakRss = Math.max(peakRss, kib);
    } catch {
      // The process is between exit and reaping.
    }
  }, 100);

  try {
    server = startServer(target.url, options.port, work);
    await untilAnswering(base, server);
    const seedMs = await seedCustomers(target.url);
    figures.push({ figure: `${kind}: bulk insert of ${CUSTOMERS.toLocaleString('en')} customers`, value: `${(seedMs / 1000).toFixed(1)} s`, budget: '< 60 s' });

    const [sales, admin] = [await login(base, 'sales'), await login(base, 'admin')];
    const customers = RECORD_API.list('crm', 'crmCustomer');
    const page = { pageNo: '1', pageSize: '20' };
    // Records the salesperson owns (the edit pool) and one to read by id.
    const owned = (await signedGet<Page<RecordRow>>(base, sales, customers, { pageNo: '1', pageSize: '1000', sceneId: 'mine' })).records;
    const byId = owned[0]!.id;

    let added = 0;
    let edited = 0;
    const versions = new Map(owned.map((r) => [r.id, r.version]));
    const scenarios: (Scenario & { budget?: boolean })[] = [
      { label: 'customer list (page of 20), salesperson scope', method: 'GET', token: sales, next: () => ({ path: customers, query: page }), budget: true },
      { label: 'customer list (page of 20), administrator', method: 'GET', token: admin, next: () => ({ path: customers, query: page }), budget: true },
      { label: 'customer queryById', method: 'GET', token: sales, next: () => ({ path: RECORD_API.queryById('crm', 'crmCustomer'), query: { id: byId } }) },
      { label: 'customer add', method: 'POST', token: sales, next: () => ({ path: RECORD_API.add('crm', 'crmCustomer'), body: { name: `并发新增客户 ${++added}`, level: 'B' } }) },
      // Each edit takes the next of the salesperson's own records, at the version its last answer
      // gave: editing one record from 50 connections at once would measure 409 conflicts, not edits.
      {
        label: 'customer edit (distinct records)',
        method: 'PUT',
        token: sales,
        next: () => {
          const record = owned[edited++ % owned.length]!;
          return { path: RECORD_API.edit('crm', 'crmCustomer'), body: { id: record.id, version: versions.get(record.id)!, remark: `压测修改 ${edited}` } };
        },
        answered: (status, body) => {
          if (status !== 200) return;
          const { result } = JSON.parse(body) as Envelope<RecordRow>;
          versions.set(result.id, result.version);
        },
      },
      // Last: a search walks the whole scope, and its backlog must not slow the others down.
      { label: 'customer keyword search, salesperson scope', method: 'GET', token: sales, next: () => ({ path: customers, query: { ...page, keyword: '客户 0123' } }) },
    ];

    const throughput = new Map<string, number>();
    for (const scenario of scenarios) {
      const result = await load(base, scenario, connections, duration);
      // Requests still in flight when the run stopped are answered before the next scenario starts.
      await untilAnswering(base, server);
      throughput.set(scenario.label, result.requests.average);
      const label = `${kind}: ${scenario.label}`;
      figures.push(
        { figure: `${label}: requests/s`, value: result.requests.average.toFixed(0), budget: scenario.budget ? '≥ 1,000' : undefined },
        { figure: `${label}: p50 latency`, value: `${result.latency.p50} ms` },
        { figure: `${label}: p99 latency`, value: `${result.latency.p99} ms`, budget: scenario.budget ? '< 100 ms' : undefined },
        { figure: `${label}: non-2xx answers`, value: String(result.non2xx + result.errors), budget: '0' },
      );
    }
    const scoped = throughput.get(scenarios[0]!.label)!;
    const whole = throughput.get(scenarios[1]!.label)!;
    figures.push({
      figure: `${kind}: salesperson list vs administrator list (requests/s)`,
      value: `${(((scoped - whole) / whole) * 100).toFixed(0)}%`,
      budget: 'within 25%',
    });
    figures.push({ figure: `${kind}: server peak memory (RSS) under load`, value: `${(peakRss / 1024).toFixed(0)} MiB` });
    return figures;
  } finally {
    clearInterval(sampler);
    if (server) await stop(server);
    await target.cleanUp();
    rmSync(work, { recursive: true, force: true });
  }
}
