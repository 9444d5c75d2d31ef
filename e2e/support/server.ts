import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The end-to-end servers: one per Playwright worker slot, each on its own port with its own
 * database, so two workers run specs side by side without seeing each other's changes (a spec may
 * move the demo tenant's end time or a demo user's language and put it back). The config starts
 * every slot's server; a worker talks to its own (Playwright sets TEST_PARALLEL_INDEX before it
 * loads the config and the specs).
 */
export const E2E_SLOTS = 2;
const FIRST_PORT = Number(process.env.E2E_PORT ?? 18080);

export interface E2EServer {
  port: number;
  baseUrl: string;
  databaseFile: string;
  /** The development code provider's outbox (DEV_OUTBOX), beside the database so a start clears both. */
  outboxFile: string;
  /** The enterprise messengers' local stand-in, a fixed port the server's environment names before a spec starts it. */
  messengerPort: number;
}

export function e2eServer(slot: number): E2EServer {
  const port = FIRST_PORT + slot;
  const databaseFile = join(tmpdir(), `crm-e2e-${port}.sqlite`);
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseFile,
    outboxFile: `${databaseFile}.outbox.jsonl`,
    messengerPort: port + 11,
  };
}

/** This worker's server (slot 0 where no worker is running, as in the config's own process). */
export const E2E = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const DEMO_PASSWORD = 'Demo@2026';
