// The server as `npm start` runs it (scripts/start.mjs, the client already built), started and
// stopped by the bench, and its memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@crm/domain';

const ROOT = join(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  /** scripts/start.mjs: it runs the server in a child and passes signals on. */
  launcher: ChildProcess;
  /** Pid of the server itself (the launcher's child), known once it answers. */
  serverPid: number;
}

export interface ServerEnv {
  port: number;
  databaseUrl: string;
  filesDir: string;
  signSecret?: string;
}

/** The launcher's child: the server process (/proc lists a process's children per thread). */
function childOf(pid: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? Number(children.split(/\s+/)[0]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts `npm start`'s path with SKIP_BUILD=1 and resolves at its first answer (migrations and
 * the demo seed run before it listens, so that answer means ready); `startMs` is the time taken.
 */
export async function startServer(env: ServerEnv): Promise<BenchServer & { startMs: number }> {
  const t0 = performance.now();
  const launcher = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(env.port),
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      FILES_DIR: env.filesDir,
      LOG_LEVEL: 'silent',
      // As behind a load balancer: the login scenario comes from many client addresses (X-Forwarded-For).
      TRUST_PROXY: '1',
      // No scheduled jobs: between 2:00 and 6:00 in the demo tenant's time zone the pools' nightly
      // recycling would take the bench's customers (never followed up) back from their owners in
      // the middle of the salesperson's scenarios (it has a figure of its own, 'pool recycling').
      SCHEDULED_JOBS: 'off',
      ...(env.signSecret ? { SIGN_SECRET: env.signSecret } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${env.port}`;
  await untilAnswering(base, launcher);
  const startMs = performance.now() - t0;
  const serverPid = childOf(launcher.pid!);
  if (!serverPid) throw new Error('the server process behind scripts/start.mjs was not found');
  return { base, launcher, serverPid, startMs };
}

/** Resolves at the server's first answer; also used after a load run, until the backlog is answered. */
export async function untilAnswering(base: string, launcher: ChildProcess): Promise<void> {
  for (;;) {
    // scripts/start.mjs exits with 1 also when the server was killed by a signal.
    if (launcher.exitCode !== null) throw new Error(`the server exited with ${launcher.exitCode} before answering`);
    try {
      await fetch(`${base}/api${API.login}`, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

export async function stopServer(server: BenchServer): Promise<void> {
  if (server.launcher.exitCode !== null) return;
  const exited = new Promise((r) => server.launcher.once('exit', r));
  server.launcher.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process in MiB; 0 once it is gone. */
export function rssMiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's resident memory every 100 ms; `peak()` is the highest seen so far. */
export function peakRss(pid: number): { peak(): number; stop(): void } {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}
