import { canonicalRequest, type Envelope, type LoginResult } from '@crm/domain';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.ts';
import { createDatabase } from '../db/dialect.ts';
import { requestSignature } from '../plugins/signing.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { databaseFromTemplate } from './templates.ts';
import { forgetDatabase } from '../db/database-memory.ts';

export const TEST_SIGN_SECRET = 'test-sign-secret';

export type Query = Record<string, string | number | boolean>;
export type Headers = Record<string, string>;

export interface TestApp {
  app: FastifyInstance;
  filesDir: string;
  signedGet(path: string, query?: Query, token?: string, headers?: Headers): Promise<Response>;
  /** A signed POST; `query` (extension-table calls carry ?tableId=) is signed with the body. */
  signedPost(path: string, body?: unknown, token?: string, headers?: Headers, query?: Query): Promise<Response>;
  put(path: string, body: unknown, token?: string, headers?: Headers, query?: Query): Promise<Response>;
  del(path: string, query?: Query, token?: string, headers?: Headers): Promise<Response>;
  /** Logs a demo user in (password Demo@2026 unless given) and answers the login result. */
  login(username: string, password?: string): Promise<LoginResult>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** Seed the demo customers, contacts, leads and follow-ups: only files that read them need them. */
  crmData?: boolean;
  webDist?: string;
  tokenTtlHours?: number;
  /** Settings of the ways in (code delivery, CAS server) that a test points at its own stand-ins. */
  signIn?: Pick<AppOptions, 'codeDelivery' | 'casServerUrl'>;
  /** Small time-outs for tests of slow and idle clients on a listening server. */
  clientTimeouts?: AppOptions['clientTimeouts'];
}

/** The envelope of an answer, typed by what the test expects in `result`. */
export function envelope<T = unknown>(response: Response): Envelope<T> {
  return response.json<Envelope<T>>();
}

function toStrings(query: Query = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

function url(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Signed as the client signs (ARCHITECTURE section 3), hashed natively as the server does (signRequest has its own test). */
export function signedHeaders(path: string, query: Record<string, string>, body?: unknown, at = Date.now()): Headers {
  const timestamp = String(at);
  return { 'X-TIMESTAMP': timestamp, 'X-Sign': requestSignature(canonicalRequest(path, query, body), timestamp, TEST_SIGN_SECRET) };
}

function authHeaders(token?: string): Headers {
  return token ? { 'X-Access-Token': token, 'X-Client-Type': '1' } : { 'X-Client-Type': '1' };
}

/**
 * A schema of its own on the PostgreSQL server at `pgUrl`: the URL that works in it (its
 * search_path passed as a connection option) and how to drop it.
 */
export async function createTestSchema(pgUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    url: `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * A database of its own for one test: SQLite in `workDir`, or, when TEST_DATABASE_URL is set, a
 * schema of its own on that PostgreSQL server; drop() removes the schema (the caller, the folder).
 */
export async function createTestDatabaseUrl(workDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) return createTestSchema(pgUrl);
  return { url: `sqlite:${join(workDir, 'crm.sqlite')}`, drop: async () => {} };
}

/** A bare database (no migrations, no seed) for tests of the database layer itself; close() removes it. */
export async function createTestDatabase(): Promise<{ db: Kysely<any>; close(): Promise<void> }> {
  const workDir = mkdtempSync(join(tmpdir(), 'crm-database-test-'));
  const { url, drop } = await createTestDatabaseUrl(workDir);
  const db = createDatabase(url);
  return {
    db,
    async close() {
      await db.destroy();
      await drop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database a test app starts on: a copy of the run's template (test/templates.ts), migrated
 * and seeded already. On PostgreSQL a fresh schema that buildApp migrated and seeded was once the
 * quicker start without the CRM records (0.66 s against 1.0 s for a copy, 2026-11-25); with sixty
 * objects' tables the migrations and seed grew past the copy: on 2026-11-30, beside other work,
 * 6.2 to 9.6 s a fresh schema against 1.8 to 2.9 s a copy.
 */
async function startingDatabase(options: TestAppOptions, workDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = options.seed === false ? 'migrated' : options.crmData === false ? 'demo' : 'demo_crm';
  return databaseFromTemplate(template, workDir);
}

/**
 * A fresh server for one test file: SQLite in a temporary file, or, when TEST_DATABASE_URL is
 * set, a database or a schema of its own on that PostgreSQL server, dropped by close(). Seeds the
 * demo tenant (with its CRM records unless `crmData: false`) unless `seed: false`, mostly by
 * starting from a copy of a seeded database (startingDatabase); buildApp still does all it does
 * at start, its migrations and seed finding nothing left to do there.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Test files share the worker's modules (vitest.config.ts: isolate false); this one's database
  // is a fresh copy of the template, whose versions another file's copy had too.
  forgetDatabase();
  const workDir = mkdtempSync(join(tmpdir(), 'crm-server-test-'));
  const filesDir = join(workDir, 'files');
  const { url: databaseUrl, drop: dropDatabase } = await startingDatabase(options, workDir);

  const app = await buildApp({
    databaseUrl,
    signSecret: TEST_SIGN_SECRET,
    seed: options.seed ?? true,
    seedCrmData: options.crmData ?? true,
    filesDir,
    tokenTtlHours: options.tokenTtlHours ?? 168,
    webDist: options.webDist,
    logger: false,
    clientTimeouts: options.clientTimeouts,
    ...options.signIn,
  });

  const signedGet: TestApp['signedGet'] = (path, query, token, headers) => {
    const q = toStrings(query);
    return app.inject({ method: 'GET', url: url(path, q), headers: { ...authHeaders(token), ...signedHeaders(path, q), ...headers } });
  };
  const signedPost: TestApp['signedPost'] = (path, body, token, headers, query) => {
    const q = toStrings(query);
    return app.inject({
      method: 'POST',
      url: url(path, q),
      headers: { ...authHeaders(token), ...signedHeaders(path, q, body), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };

  return {
    app,
    filesDir,
    signedGet,
    signedPost,
    put: (path, body, token, headers, query) =>
      app.inject({ method: 'PUT', url: url(path, toStrings(query)), headers: { ...authHeaders(token), ...headers }, payload: body as object }),
    del: (path, query, token, headers) => app.inject({ method: 'DELETE', url: url(path, toStrings(query)), headers: { ...authHeaders(token), ...headers } }),
    async login(username, password = DEMO_PASSWORD) {
      const response = await signedPost('/sys/login', { username, password });
      if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
      return envelope<LoginResult>(response).result;
    },
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
