// The API under load (issues 3 and 5), on a server seeded with bench/seed-volume.ts: login
// latency one at a time, then autocannon at 50 connections on the customer list (page of 20) as
// the salesperson (scope '4' plus records shared to them) and as the administrator (the whole
// company), queryById, add, edit, keyword search, then two writes on the money path (an order of
// 10 lines, a receipt with its roll-ups; shorter and lighter, after every read) and login (argon2id
// makes it slow: that is the figure), with the server's peak memory. Figures are read by people
// (bench/run.ts prints them), never asserted: this machine's speed varies. Refused or unanswered
// requests are another matter: a figure of refusals measures nothing, so each scenario's first
// refusal is printed and the run ends with exit code 1 (bench/run.ts).
import autocannon from 'autocannon';
import { API, canonicalRequest, cardFields, entityOf, RECORD_API, signRequest, type Envelope, type LoginResult, type Page, type RecordRow } from '@crm/domain';
import { budgeted, type Figure } from './figures.ts';
import { peakRss, untilAnswering, type BenchServer } from './server.ts';

const WARM_UP_SECONDS = 2;
const SERVER_WARM_UP_SECONDS = 5;

export interface ApiLoadOptions {
  /** 'SQLite' or 'PostgreSQL': the figures' prefix. */
  kind: string;
  /** The server's SIGN_SECRET: every request is signed as the client signs it. */
  signSecret: string;
  connections: number;
  durationSeconds: number;
  /** Whether the scenario of this label ('order add with 10 lines') is measured (BENCH_SCENARIOS); every one when absent. */
  wanted?: (label: string) => boolean;
}

/**
 * The writes on the money path run shorter and at fewer connections than the rest: they leave rows
 * behind (orders with their lines, receipts, and the roll-ups they move), and the figures are of
 * one salesperson entering them, not of a bulk import.
 */
const WRITE_SECONDS = 5;
const WRITE_CONNECTIONS = 10;
/** Lines of each order the order scenario adds, each of another product. */
const ORDER_LINES = 10;

/** Every demo user's password (packages/server/src/seed/demo.ts). */
const PASSWORD = 'Demo@2026';

/** The hdr-histogram figures of an autocannon result that the bench reads. */
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Requests that got no answer, timeouts (10 s) included. */
  errors: number;
  timeouts: number;
}

interface Scenario {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Absent for login, which is made without one. */
  token?: string;
  /** Its own load, instead of the run's (BENCH_SECONDS, BENCH_CONNECTIONS): the writes on the money path. */
  durationSeconds?: number;
  connections?: number;
  /** The path and query (GET), or the body (POST, PUT), of each request: called once per request. */
  next(): { path: string; query?: Record<string, string>; body?: Record<string, unknown> };
  /** Reads an answer (the edits learn each record's new version from it). */
  answered?(status: number, body: string): void;
  /** Before the measured run, after the warm-up: the edits re-read the versions of edits whose answers the warm-up's end cut off. */
  prepare?(): Promise<void>;
  /** The customer list's budget: ≥ 1,000 requests/s and p99 < 100 ms. */
  listBudget?: boolean;
  /**
   * Each request from another client address (X-Forwarded-For, as a load balancer in front sends
   * it; the bench's server trusts it): logins come from many phones, and the server limits each
   * address to 120 a minute.
   */
  manyClients?: boolean;
}

/** The next of 65,536 client addresses, 10.77.0.0/16. */
let client = 0;
const nextClientAddress = () => `10.77.${(client >> 8) & 255}.${client++ & 255}`;

const withQuery = (path: string, query: Record<string, string>) => `/api${path}?${new URLSearchParams(query)}`;

export async function apiLoadFigures(server: BenchServer, options: ApiLoadOptions): Promise<Figure[]> {
  const { base } = server;
  const { kind } = options;
  const signed = (path: string, query: Record<string, string>, body?: unknown): Record<string, string> => {
    const timestamp = String(Date.now());
    return { 'X-TIMESTAMP': timestamp, 'X-Sign': signRequest(canonicalRequest(path, query, body), timestamp, options.signSecret) };
  };

  async function login(username: string): Promise<string> {
    const body = { username, password: PASSWORD };
    const response = await fetch(`${base}/api${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client-Type': '1', ...signed(API.login, {}, body) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope<LoginResult>;
    if (!answer.success) throw new Error(`login of ${username} failed: ${answer.message}`);
    return answer.result.token;
  }

  async function signedGet<T>(token: string, path: string, query: Record<string, string>): Promise<T> {
    const response = await fetch(`${base}${withQuery(path, query)}`, { headers: { 'X-Access-Token': token, 'X-Client-Type': '1', ...signed(path, query) } });
    return ((await response.json()) as Envelope<T>).result;
  }

  /** The first refused answer of the run under way (its status and the start of its body), for the report. */
  let firstRefusal: string | undefined;

  /** Runs one scenario; every request is signed at the moment it is sent (X-TIMESTAMP stays fresh). */
  async function load(scenario: Scenario, duration = scenario.durationSeconds ?? options.durationSeconds): Promise<LoadResult> {
    firstRefusal = undefined;
    const result = await autocannon({
      url: base,
      connections: scenario.connections ?? options.connections,
      duration,
      requests: [
        {
          setupRequest(request: Record<string, unknown>) {
            const { path, query = {}, body } = scenario.next();
            const headers: Record<string, string> = { 'X-Client-Type': '1' };
            if (scenario.token) headers['X-Access-Token'] = scenario.token;
            if (scenario.manyClients) headers['X-Forwarded-For'] = nextClientAddress();
            if (body) headers['content-type'] = 'application/json';
            // PUT is not signed (ARCHITECTURE section 3).
            if (scenario.method !== 'PUT') Object.assign(headers, signed(path, query, body));
            return { ...request, method: scenario.method, path: withQuery(path, query), headers, body: body ? JSON.stringify(body) : undefined };
          },
          onResponse: (status: number, body: string) => {
            if ((status < 200 || status > 299) && firstRefusal === undefined) firstRefusal = `${status} ${String(body).slice(0, 300)}`;
            scenario.answered?.(status, body);
          },
        },
      ],
    });
    return result as unknown as LoadResult;
  }

  const wanted = options.wanted ?? (() => true);
  const figures: Figure[] = [];
  const memory = peakRss(server.serverPid);
  try {
    // One login at a time: the latency a person signing in sees (argon2id verify included).
    if (wanted('login one at a time')) {
      const latencies: number[] = [];
      for (let i = 0; i < 60; i++) {
        const t0 = performance.now();
        await login(i % 2 ? 'sales' : 'manager');
        latencies.push(performance.now() - t0);
      }
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
      figures.push(
        { figure: `${kind}: login one at a time (60 logins): p50 latency`, value: `${pct(50).toFixed(1)} ms` },
        { figure: `${kind}: login one at a time: p99 latency`, value: `${pct(99).toFixed(1)} ms` },
      );
    }

    const [sales, admin] = [await login('sales'), await login('admin')];
    const customers = RECORD_API.list('crm', 'crmCustomer');
    // As the list screen asks: a page of 20 cards (the card's fields only, cardFields).
    const page = { pageNo: '1', pageSize: '20', fields: cardFields(entityOf('crmCustomer')).join(',') };
    // Records the salesperson owns (the edit pool) and one to read by id.
    const owned = (await signedGet<Page<RecordRow>>(sales, customers, { pageNo: '1', pageSize: '1000', sceneId: 'mine' })).records;
    const byId = owned[0]!.id;
    // The money path's material: products on the shelf (the catalogue every salesperson sells
    // from), and the salesperson's own orders of the demo seed, read before the order scenario
    // adds more. Receipts go round their orders: all on one would measure the wait for that
    // order's (and its customer's) row lock, not the writing of a receipt.
    const products = (
      await signedGet<Page<RecordRow>>(sales, RECORD_API.list('crm', 'crmProduct'), {
        pageNo: '1',
        pageSize: String(ORDER_LINES),
        sceneId: 'onShelf',
        fields: 'standardPrice',
      })
    ).records;
    const orders = (
      await signedGet<Page<RecordRow>>(sales, RECORD_API.list('crm', 'crmOrder'), { pageNo: '1', pageSize: '200', sceneId: 'mine', fields: 'customerId' })
    ).records;
    if (products.length < ORDER_LINES)
      throw new Error(`the order scenario needs ${ORDER_LINES} products on the shelf; the salesperson sees ${products.length}`);
    if (orders.length === 0) throw new Error('the receipt scenario needs an order of the salesperson; the demo seed gave them none');
    let ordered = 0;
    let received = 0;

    let added = 0;
    let edited = 0;
    const versions = new Map(owned.map((r) => [r.id, r.version]));
    /** When each record's edit in flight was sent. */
    const editing = new Map<string, number>();
    const scenarios: Scenario[] = [
      { label: 'customer list (page of 20), salesperson scope', method: 'GET', token: sales, next: () => ({ path: customers, query: page }), listBudget: true },
      { label: 'customer list (page of 20), administrator', method: 'GET', token: admin, next: () => ({ path: customers, query: page }), listBudget: true },
      // Issue 12: the opportunity list at the customer list's budget (100,000 opportunities a tenant).
      {
        label: 'opportunity list (page of 20), salesperson scope',
        method: 'GET',
        token: sales,
        next: () => ({ path: RECORD_API.list('crm', 'crmChance'), query: { ...page, fields: cardFields(entityOf('crmChance')).join(',') } }),
        listBudget: true,
      },
      { label: 'customer queryById', method: 'GET', token: sales, next: () => ({ path: RECORD_API.queryById('crm', 'crmCustomer'), query: { id: byId } }) },
      {
        label: 'customer add',
        method: 'POST',
        token: sales,
        next: () => ({ path: RECORD_API.add('crm', 'crmCustomer'), body: { name: `并发新增客户 ${++added}`, level: 'B' } }),
      },
      // Each edit takes the next of the salesperson's own records, at the version its last answer
      // gave: editing one record from 50 connections at once would measure 409 conflicts, not edits.
      {
        label: 'customer edit (distinct records)',
        method: 'PUT',
        token: sales,
        // A record whose last edit is still unanswered is passed over (for up to 2 s): sent again
        // at the version it had, it would be refused as modified by someone else.
        next: () => {
          const now = Date.now();
          let record = owned[edited++ % owned.length]!;
          for (let tries = 0; tries < owned.length && now - (editing.get(record.id) ?? 0) < 2000; tries += 1) record = owned[edited++ % owned.length]!;
          editing.set(record.id, now);
          return { path: RECORD_API.edit('crm', 'crmCustomer'), body: { id: record.id, version: versions.get(record.id)!, remark: `压测修改 ${edited}` } };
        },
        answered: (status, body) => {
          if (status !== 200) return;
          const { result } = JSON.parse(body) as Envelope<RecordRow>;
          versions.set(result.id, result.version);
          editing.delete(result.id);
        },
        async prepare() {
          // By id, 200 a time (the address stays well under the server's header limit): the warm-up's adds now lead the salesperson's own list.
          for (let at = 0; at < owned.length; at += 200) {
            const filters = JSON.stringify([{ field: 'id', op: 'in', value: owned.slice(at, at + 200).map((r) => r.id) }]);
            const now = (await signedGet<Page<RecordRow>>(sales, customers, { pageNo: '1', pageSize: '200', filters, fields: 'version' })).records;
            for (const record of now) versions.set(record.id, record.version);
          }
        },
      },
      // Late: a search walks the whole scope, and its backlog must not slow the others down.
      {
        label: 'customer keyword search, salesperson scope',
        method: 'GET',
        token: sales,
        next: () => ({ path: customers, query: { ...page, keyword: '客户 0123' } }),
      },
      // The writes on the money path, after every read (the rows they leave behind are not in
      // any read's figure) and at their own lighter load (WRITE_SECONDS, WRITE_CONNECTIONS).
      // An order of 10 lines, each of another product, at one of the salesperson's customers (in
      // turn): the server checks every product, copies its name, computes each line and the total.
      {
        label: `order add with ${ORDER_LINES} lines`,
        method: 'POST',
        token: sales,
        durationSeconds: WRITE_SECONDS,
        connections: WRITE_CONNECTIONS,
        next: () => {
          const n = ++ordered;
          return {
            path: RECORD_API.add('crm', 'crmOrder'),
            body: {
              customerId: owned[n % owned.length]!.id,
              remark: `压测订单 ${n}`,
              details: products.map((product, line) => ({
                productId: product.id,
                quantity: 1 + ((n + line) % 5),
                price: Number(product.standardPrice ?? 100),
                discount: line % 3 ? 100 : 95,
              })),
            },
          };
        },
      },
      // A receipt of one of the salesperson's orders (in turn), at that order's customer: the same
      // transaction sums the order's received amount and the customer's deal amount (and first
      // deal time) again from their confirmed receipts.
      {
        label: 'receipt add with its roll-ups (order received, customer deal amount)',
        method: 'POST',
        token: sales,
        durationSeconds: WRITE_SECONDS,
        connections: WRITE_CONNECTIONS,
        next: () => {
          const order = orders[++received % orders.length]!;
          return {
            path: RECORD_API.add('crm', 'crmReceive'),
            body: { customerId: order.customerId, orderId: order.id, amount: 10, method: '1', remark: `压测回款 ${received}` },
          };
        },
      },
      // Last: password hashing goes on in the thread pool after the run stops, while the server
      // already answers again, and would slow whatever came next.
      { label: 'login (argon2id)', method: 'POST', manyClients: true, next: () => ({ path: API.login, body: { username: 'sales', password: PASSWORD } }) },
    ];

    // A freshly started server compiles its hot paths, and a PostgreSQL connection its cache, over
    // the first several seconds of load; the lists run first and are compared with each other,
    // so both are warmed before anything is measured.
    const measured = scenarios.filter((s) => wanted(s.label));
    for (const scenario of measured.filter((s) => s.listBudget)) await load(scenario, SERVER_WARM_UP_SECONDS);
    await untilAnswering(base, server.launcher);

    const throughput = new Map<string, number>();
    for (const scenario of measured) {
      // Each scenario is measured in its steady state: a first short run, not counted, lets the
      // server compile its hot paths for it (the first scenario otherwise pays the server's
      // warm-up after a fresh start).
      await load(scenario, WARM_UP_SECONDS);
      await untilAnswering(base, server.launcher);
      await scenario.prepare?.();
      const result = await load(scenario);
      // Requests still in flight when the run stopped are answered before the next scenario starts.
      await untilAnswering(base, server.launcher);
      const perSecond = result.requests.average;
      throughput.set(scenario.label, perSecond);
      const label = `${kind}: ${scenario.label}`;
      const failed = result.non2xx + result.errors;
      if (failed > 0) {
        console.error(`bench: ${label}: ${result.non2xx} refused, ${result.errors} unanswered${firstRefusal ? `; the first refusal: ${firstRefusal}` : ''}`);
      }
      figures.push(
        scenario.listBudget
          ? budgeted(`${label}: requests/s`, perSecond.toFixed(0), '≥ 1,000', perSecond >= 1000)
          : { figure: `${label}: requests/s`, value: perSecond.toFixed(0) },
        { figure: `${label}: p50 latency`, value: `${result.latency.p50} ms` },
        scenario.listBudget
          ? budgeted(`${label}: p99 latency`, `${result.latency.p99} ms`, '< 100 ms', result.latency.p99 < 100)
          : { figure: `${label}: p99 latency`, value: `${result.latency.p99} ms` },
        {
          ...budgeted(
            `${label}: errors (non-2xx + unanswered)`,
            `${result.non2xx} + ${result.errors}${result.timeouts ? ` (${result.timeouts} timed out)` : ''}`,
            '0',
            failed === 0,
          ),
          failsRun: true,
        },
      );
    }
    const scoped = throughput.get(scenarios[0]!.label);
    const whole = throughput.get(scenarios[1]!.label);
    // The salesperson's scope (own records plus shares) must cost little beside the whole company.
    if (scoped !== undefined && whole !== undefined) {
      const gap = ((scoped - whole) / whole) * 100;
      figures.push(
        budgeted(`${kind}: salesperson list vs administrator list (requests/s)`, `${gap >= 0 ? '+' : ''}${gap.toFixed(0)}%`, 'within 25% (≥ −25%)', gap >= -25),
      );
    }
    figures.push({ figure: `${kind}: server peak memory (RSS) under load`, value: `${memory.peak().toFixed(0)} MiB` });
    return figures;
  } finally {
    memory.stop();
  }
}
