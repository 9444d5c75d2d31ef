import { API, type Envelope, type LoginResult } from '@crm/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { signedHeaders, TEST_SIGN_SECRET, type Query } from './app.ts';

/**
 * The real server as a process of its own (`node --import tsx src/main.ts`, as `npm start` runs
 * it), for tests that must do to it what happens to a deployed server: kill it, restart it.
 */

const SERVER_PACKAGE = join(import.meta.dirname, '../..');

export interface ServerProcess {
  base: string;
  /** What the server wrote to stderr: shown when it fails to start. */
  errors(): string;
  /** SIGKILL, as the OOM killer or a lost container does: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown; SIGKILL if it does not end within the grace time. */
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server on `databaseUrl` and waits until it answers: migrations and the demo seed
 * run before it listens, so a first answer means it is ready. Signed with TEST_SIGN_SECRET.
 */
export async function startServerProcess(databaseUrl: string, filesDir: string, readyWithinMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_PACKAGE,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SIGN_SECRET: TEST_SIGN_SECRET,
      FILES_DIR: filesDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A test run that ends without its clean-up (a time-out, an interrupt) leaves no server behind.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    errors: () => stderr,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const grace = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited(child);
      clearTimeout(grace);
    },
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(`${base}/api${API.login}`, { method: 'HEAD' });
      return server;
    } catch {
      if (Date.now() > deadline) {
        await server.kill();
        throw new Error(`the server did not answer within ${readyWithinMs} ms: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** A client of a server process over HTTP, signing GET and POST as the mobile client does (PUT and DELETE are not signed). */
export interface ServerClient {
  send<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { query?: Query; body?: unknown; token?: string }): Promise<Answer<T>>;
  login(username: string): Promise<string>;
}

export function serverClient(base: string): ServerClient {
  const client: ServerClient = {
    async send<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { query?: Query; body?: unknown; token?: string } = {}) {
      const query = Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]));
      const search = new URLSearchParams(query).toString();
      const headers: Record<string, string> = { 'X-Client-Type': '1' };
      if (options.token) headers['X-Access-Token'] = options.token;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (method === 'GET' || method === 'POST') Object.assign(headers, signedHeaders(path, query, options.body));
      const response = await fetch(`${base}/api${path}${search ? `?${search}` : ''}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    },
    async login(username) {
      const answer = await client.send<LoginResult>('POST', API.login, { body: { username, password: DEMO_PASSWORD } });
      if (answer.status !== 200) throw new Error(`login of ${username} failed: ${answer.body.message}`);
      return answer.body.result.token;
    },
  };
  return client;
}
