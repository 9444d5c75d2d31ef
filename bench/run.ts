// `npm run bench`: every figure of issue 5, printed as one table with its budget and a mark where
// the budget is missed. Never asserted in tests: this machine's speed varies, so figures are read
// by people, not by CI.
//   - client (bench/client-size.ts, bench/lighthouse.ts): gzipped JS and CSS of the login, home and
//     customer list routes from the Vite manifest (the client is built first when its build is
//     missing or older than its sources); Lighthouse mobile on /user/login and, signed in, /index
//     and /crm/crmCustomerList of the seeded SQLite server, over HTTPS and HTTP/2 as behind the
//     README's reverse proxy (bench/tls-front.ts), and the list again over plain HTTP/1.1;
//   - start-up (bench/server.ts): `npm start`'s path (scripts/start.mjs, SKIP_BUILD=1) to its first
//     answer on a fresh database (migrations and demo seed included) and again on that database;
//     the server's resident memory idle;
//   - the API (bench/seed-volume.ts, bench/api-load.ts): 100,000 customers, 200,000 contacts,
//     50,000 leads, 100,000 opportunities and 10,000 records waiting for one approver in the demo
//     tenant and as many in a second tenant, then login one at a time and autocannon at 50
//     connections on login, customer list (salesperson, administrator), opportunity list,
//     queryById, add, edit, keyword search and the approver's pending-audit list, then, after those
//     reads, 5 s at 10 connections on two writes of the money path as the salesperson (an order
//     with 10 lines; a receipt added and submitted for approval, its flow emptied so it is approved
//     at once and its roll-ups move, measured per pair), a stock-out of 10 lines added and approved
//     at 50 connections as the administrator, its stock checked to the unit afterwards (issue 18),
//     and one batch agree of 100 records, timed
//     (no budget, informational), with the server's peak memory; then (issue 25, bench/yardstick.ts)
//     the customer lists' rate as a share of a hand-written endpoint's answering the same page
//     (bench/raw-endpoint.ts), the salesperson's list with three fields hidden as a share of the
//     same list without field permissions (issue 22, bench/field-permissions.ts), and the session
//     look-up at 50,000 sessions with statistics from before them (bench/session-lookup.ts); on
//     SQLite, and on PostgreSQL too
//     when BENCH_DATABASE_URL is set.
// A request refused or unanswered under load makes the run exit with 1 (after the table): its
// figures measured refusals; the first refusal of each scenario is printed. So does a scenario whose
// check afterwards fails (the receipts' roll-ups did not move, the batch left records waiting).
// Options, by environment (the defaults are the figures issue 5 asks for):
//   BENCH_DATABASE_URL  a PostgreSQL server (postgres://postgres@127.0.0.1:55432/postgres): the API
//                       figures again there, in a new database dropped afterwards
//   BENCH_SCALE=1       share of the data volume (0.05: 5,000 customers and 500 pending approvals per
//                       tenant, for development)
//   BENCH_SECONDS=10    duration of each autocannon run
//   BENCH_CONNECTIONS=50
//   BENCH_SKIP=         parts left out, comma-separated: client, lighthouse, startup, load, sqlite
//                       (sqlite: the API figures on PostgreSQL only; Lighthouse runs on SQLite)
//   BENCH_SCENARIOS=    only the load scenarios whose label contains one of these, comma-separated,
//                       case-insensitive (every one when empty): 'order add,receipt add' measures the
//                       two writes alone; 'login one at a time' is the one-by-one login figure;
//                       'pending-audit,batch' the approvals; 'yardstick' the ratio to the hand-written
//                       endpoint; 'field permissions' the list with hidden fields; 'session look-up'
//                       the look-up at 50,000 sessions; 'pool recycling' the nightly recycling;
//                       'nearby customers' the customers within 5 km of a phone (issue 14);
//                       'smart customer search' the search with a mistyped name (issue 21);
//                       'sales briefing' this month's figures against the last's (issue 15)
//                       'sales board' the default board's figures of this month (issue 15)
//                       'stock-out' a stock-out of 10 lines added and approved (issue 18)
//   BENCH_PORT=18181    the bench's servers listen on this port and the next three
//   CHROMIUM_PATH=/usr/bin/chromium
//   BENCH_LIGHTHOUSE_REPORTS=   a folder that keeps each Lighthouse report (JSON)
//   BENCH_LIGHTHOUSE_RUNS=      runs per route, the median reported (default 5)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { buildClientIfStale } from '../scripts/client-build.mjs';
import { apiLoadFigures } from './api-load.ts';
import { clientSizeFigures } from './client-size.ts';
import { freshDatabase } from './database.ts';
import { printTable, type Figure } from './figures.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { seedVolume, volumeAt } from './seed-volume.ts';
import { sessionLookupFigure } from './session-lookup.ts';
import { yardstickFigures } from './yardstick.ts';
import { fieldPermissionFigures } from './field-permissions.ts';
import { poolRecyclingFigures } from './pool-recycling.ts';
import { rssMiB, startServer, stopServer } from './server.ts';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 18181);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((part) => part.trim()));
const scenarioFilter = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const wanted = (label: string) => scenarioFilter.length === 0 || scenarioFilter.some((part) => label.toLowerCase().includes(part));
const volume = volumeAt(scale);
const work = mkdtempSync(join(tmpdir(), 'crm-bench-'));
const figures: Figure[] = [];
const progress = (step: string) => console.log(`bench: ${step}…`);

try {
  // The server hosts the built client, and `npm start` with SKIP_BUILD=1 expects it built.
  if (buildClientIfStale() !== 0) throw new Error('the client build (npm run build -w @crm/web) failed');
  if (!skip.has('client')) {
    progress('route sizes from the Vite manifest');
    figures.push(...(await clientSizeFigures()));
  }

  if (!skip.has('startup')) {
    progress('start-up');
    const env = { port, databaseUrl: `sqlite:${join(work, 'start-up.sqlite')}`, filesDir: join(work, 'start-up-files') };
    const fresh = await startServer(env);
    figures.push({ figure: 'start-up to first answer (npm start), fresh database: migrations + demo seed', value: `${Math.round(fresh.startMs)} ms` });
    await stopServer(fresh);
    const again = await startServer(env);
    figures.push({ figure: 'start-up to first answer (npm start), demo database', value: `${Math.round(again.startMs)} ms` });
    await new Promise((r) => setTimeout(r, 2000));
    figures.push({ figure: 'server memory idle (RSS)', value: `${rssMiB(again.serverPid).toFixed(0)} MiB` });
    await stopServer(again);
  }

  // undefined: a new SQLite file.
  const servers = [...(skip.has('sqlite') ? [] : [undefined]), ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])];
  const lighthouseWanted = !skip.has('lighthouse');
  for (const serverUrl of servers) {
    const onSqlite = serverUrl === undefined;
    if (skip.has('load') && !(onSqlite && lighthouseWanted)) continue;
    const database = await freshDatabase(serverUrl, work);
    const signSecret = `bench-${randomBytes(8).toString('hex')}`;
    const server = await startServer({ port: port + 1, databaseUrl: database.url, filesDir: join(work, 'files'), signSecret });
    try {
      progress(`${database.kind}: seeding`);
      const seedMs = await seedVolume(database.url, volume);
      const per =
        `${volume.customers.toLocaleString('en')} customers, ${volume.contacts.toLocaleString('en')} contacts, ${volume.leads.toLocaleString('en')} leads, ` +
        `${volume.opportunities.toLocaleString('en')} opportunities, ${volume.pendingAudits.toLocaleString('en')} pending approvals`;
      figures.push({ figure: `${database.kind}: seeding 2 tenants × (${per})`, value: `${(seedMs / 1000).toFixed(1)} s` });
      // On a quiet server, before the load runs: the pages as one person sees them.
      if (onSqlite && lighthouseWanted) {
        progress('Lighthouse');
        figures.push(...(await lighthouseFigures(server.base, port + 3)));
      }
      if (!skip.has('load')) {
        progress(`${database.kind}: load, ${seconds} s per scenario (after 2 s of warm-up) at ${connections} connections`);
        figures.push(
          ...(await apiLoadFigures(server, {
            kind: database.kind,
            signSecret,
            connections,
            durationSeconds: seconds,
            wanted,
            pendingAudits: volume.pendingAudits,
          })),
        );
        if (wanted('yardstick')) {
          progress(`${database.kind}: the customer list beside a hand-written endpoint`);
          figures.push(
            ...(await yardstickFigures(server, {
              kind: database.kind,
              databaseUrl: database.url,
              signSecret,
              connections,
              durationSeconds: seconds,
              port: port + 2,
            })),
          );
        }
        if (wanted('field permissions')) {
          progress(`${database.kind}: the customer list with and without hidden fields`);
          figures.push(...(await fieldPermissionFigures(server, { kind: database.kind, signSecret, connections, durationSeconds: seconds })));
        }
        if (wanted('session look-up')) {
          progress(`${database.kind}: the session look-up at 50,000 sessions`);
          figures.push(await sessionLookupFigure(database.url, database.kind));
        }
        // Last: it hands most of the customers back to the pool.
        if (wanted('pool recycling')) {
          progress(`${database.kind}: the nightly pool recycling`);
          figures.push(...(await poolRecyclingFigures(database.url, database.kind)));
        }
      }
    } finally {
      await stopServer(server);
      await database.dropAfterwards();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  // Also after a failure: what was measured before it is still worth reading.
  printTable(
    `figures on ${process.platform} ${process.arch} (${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB), node ${process.version}, ` +
      `scale ${scale}, ${seconds} s per load run, ${connections} connections, ${new Date().toISOString()}`,
    figures,
  );
  const worthless = figures.filter((f) => f.failsRun && f.met === false);
  if (worthless.length > 0) {
    console.error(
      `\nbench: ${worthless.length} load figure${worthless.length === 1 ? '' : 's'} marked ✗ above: refused or unanswered requests (those figures measure refusals), ` +
        `or a check after a scenario that failed (its figures are left out: they measured nothing)`,
    );
    process.exitCode = 1;
  }
}
