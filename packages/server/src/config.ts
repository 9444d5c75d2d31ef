import { MAX_FILE_BYTES } from '@crm/domain';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeDeliveryFromEnv, type CodeDeliveryOptions } from './modules/verification/delivery.ts';

/** The demo signing secret; every real deployment sets its own SIGN_SECRET. */
export const DEMO_SIGN_SECRET = 'mobile-crm-demo-sign-secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** The options the app was built with. */
    config: AppOptions;
  }
}

export interface AppOptions {
  /** `sqlite:<path>`, `sqlite::memory:` or `postgres://...`. */
  databaseUrl: string;
  /** Secret of the request signature (ARCHITECTURE section 3), also handed to the client. */
  signSecret: string;
  /** Seed the demo tenant when the database has none. */
  seed: boolean;
  /** With the demo tenant, its customers, contacts, leads and follow-ups (default true; tests that need none skip them). */
  seedCrmData?: boolean;
  /** Folder of uploaded files. */
  filesDir: string;
  /** The largest file an upload takes (spec section 5: 200 MB, MAX_FILE_BYTES); tests set a small one. */
  maxUploadBytes?: number;
  tokenTtlHours: number;
  /** The built web client; when absent or missing on disk, /mobile is not served. */
  webDist?: string;
  logger: boolean;
  /** pino level when logging ('warn' by default in main; 'info' also logs every request). */
  logLevel?: string;
  /** Trust X-Forwarded-* from a load balancer for the client address (login limits). */
  trustProxy?: boolean;
  /** Where verification codes go (SMS_PROVIDER, SMS_HTTP_URL, SMTP_URL, MAIL_FROM, DEV_OUTBOX); the development provider when absent. */
  codeDelivery?: CodeDeliveryOptions;
  /** CAS server of GET /cas/client/validateLogin (CAS_SERVER_URL); CAS login is off without it. */
  casServerUrl?: string;
  /** Run the scheduled jobs (modules/jobs) while the server listens: `npm start` does unless SCHEDULED_JOBS=off, tests only when they ask. */
  scheduledJobs?: boolean;
}

export interface ListenOptions {
  port: number;
  host: string;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

/** Reads the process environment; relative paths are relative to the process's cwd. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): { app: AppOptions; listen: ListenOptions } {
  return {
    app: {
      databaseUrl: env.DATABASE_URL || 'sqlite:./data/crm.sqlite',
      signSecret: env.SIGN_SECRET || DEMO_SIGN_SECRET,
      seed: env.SEED !== 'none',
      filesDir: resolve(env.FILES_DIR || './data/files'),
      maxUploadBytes: MAX_FILE_BYTES,
      tokenTtlHours: positiveNumber('TOKEN_TTL_HOURS', env.TOKEN_TTL_HOURS, 168),
      webDist: resolve(env.WEB_DIST || resolve(REPO_ROOT, 'packages/web/dist')),
      logger: env.LOG_LEVEL !== 'silent',
      logLevel: env.LOG_LEVEL || 'warn',
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      codeDelivery: codeDeliveryFromEnv(env),
      casServerUrl: env.CAS_SERVER_URL || undefined,
      scheduledJobs: env.SCHEDULED_JOBS !== 'off',
    },
    listen: {
      port: positiveNumber('PORT', env.PORT, 8080),
      host: env.HOST || '0.0.0.0',
    },
  };
}
