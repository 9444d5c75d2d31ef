import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the end-to-end server listens and keeps its database (fixed: the config is loaded by every worker). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATABASE_FILE = join(tmpdir(), `crm-e2e-${E2E_PORT}.sqlite`);
export const DEMO_PASSWORD = 'Demo@2026';
