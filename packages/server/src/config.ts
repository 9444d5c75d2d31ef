import { MAP_TILE_PROVIDERS, MAX_FILE_BYTES, type MapTilesConfig } from '@crm/domain';
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
  /**
   * The address users reach this deployment at (PUBLIC_URL, e.g. https://crm.example.com): only
   * its origin is accepted for messenger redirect pages. Without it, the origin each request was
   * made to (its Host header, or X-Forwarded-Host behind a trusted proxy).
   */
  publicUrl?: string;
  /** CAS server of GET /cas/client/validateLogin (CAS_SERVER_URL); CAS login is off without it. */
  casServerUrl?: string;
  /** Run the scheduled jobs (modules/jobs) while the server listens: `npm start` does unless SCHEDULED_JOBS=off, tests only when they ask. */
  scheduledJobs?: boolean;
  /** The maps' tile source handed to the client (MAP_TILES, MAP_TILES_KEY, MAP_TILES_DATUM, MAP_TILES_ATTRIBUTION); OpenStreetMap when absent. */
  mapTiles?: MapTilesConfig;
  /** The business-information provider of the smart search (BUSINESS_INFO_URL, BUSINESS_INFO_TOKEN; api/business-info.ts); none when absent. */
  businessInfo?: BusinessInfoProvider;
  /** Sites besides this server whose videos the client plays (VIDEO_HOSTS, comma-separated https origins). */
  videoHosts?: string[];
  /** The online viewer of office files (OFFICE_VIEWER, an https address with `{url}`); files download without one. */
  officeViewer?: string;
  /** How long a client may keep a connection without making progress (CLIENT_TIMEOUTS when absent); tests set small ones. */
  clientTimeouts?: ClientTimeouts;
}

/**
 * The time-outs that keep idle and slow clients from holding connections (README, "Slow clients").
 * None of them may end a legitimate upload of MAX_FILE_BYTES from a phone: such an upload takes
 * tens of minutes, so what ends a slow body is its rate, not its duration.
 */
export interface ClientTimeouts {
  /** A connection on which nothing is read or written for this long is closed (Fastify's connectionTimeout). */
  idleMs: number;
  /** The request line and headers must have arrived this long after the connection or the previous request (Node's headersTimeout). */
  headersMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveMs: number;
  /** The whole request, body included, must have arrived within this: the backstop behind the body rate (requestTimeout). */
  requestMs: number;
  /** A body must arrive at least this fast on average over the last `bodyRateWindowMs` (Apache mod_reqtimeout's MinRate). */
  minBodyBytesPerSecond: number;
  bodyRateWindowMs: number;
}

/**
 * 200 MB at 1 Mbit/s takes about 28 minutes and moves about 125 KB every second, 250 times the
 * minimum rate; the two hours of the backstop let it finish down to about 233 kbit/s. A phone that
 * loses its signal may stall for most of a minute (the idle time-out and the rate window) and go on.
 */
export const CLIENT_TIMEOUTS: ClientTimeouts = {
  idleMs: 60_000,
  headersMs: 30_000,
  keepAliveMs: 10_000,
  requestMs: 2 * 3_600_000,
  minBodyBytesPerSecond: 500,
  bodyRateWindowMs: 60_000,
};

export interface BusinessInfoProvider {
  url: string;
  token?: string;
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

function publicUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  return url.origin;
}

/** MAP_TILES: a provider's name or an http(s) URL template; Tianditu needs its key. Refused at start when wrong. */
function mapTilesOf(env: NodeJS.ProcessEnv): MapTilesConfig | undefined {
  const source = env.MAP_TILES?.trim();
  if (!source) return undefined;
  const named = (MAP_TILE_PROVIDERS as readonly string[]).includes(source);
  if (!named && !/^https?:\/\/.*\{z\}.*$/.test(source)) {
    throw new Error(`MAP_TILES must be one of ${MAP_TILE_PROVIDERS.join(', ')} or an http(s) URL template with {z}, {x} and {y}, got "${source}"`);
  }
  const key = env.MAP_TILES_KEY?.trim() || undefined;
  if (source === 'tianditu' && !key) throw new Error('MAP_TILES=tianditu needs MAP_TILES_KEY (the Tianditu key)');
  const datum = env.MAP_TILES_DATUM?.trim() || undefined;
  if (datum !== undefined && datum !== 'wgs84' && datum !== 'gcj02') throw new Error(`MAP_TILES_DATUM must be wgs84 or gcj02, got "${datum}"`);
  const attribution = env.MAP_TILES_ATTRIBUTION?.trim() || undefined;
  return { source, ...(key ? { key } : {}), ...(datum ? { datum } : {}), ...(attribution ? { attribution } : {}) };
}

/** BUSINESS_INFO_URL: an http(s) address; refused at start when it is not one. */
function businessInfoOf(env: NodeJS.ProcessEnv): BusinessInfoProvider | undefined {
  const url = env.BUSINESS_INFO_URL?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new Error(`BUSINESS_INFO_URL must be an http(s) address, got "${url}"`);
  const token = env.BUSINESS_INFO_TOKEN?.trim() || undefined;
  return { url, ...(token ? { token } : {}) };
}

/** VIDEO_HOSTS: https origins (`https://video.example.com`), comma-separated; refused at start when one is not. */
function videoHostsOf(env: NodeJS.ProcessEnv): string[] | undefined {
  const hosts = (env.VIDEO_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  for (const host of hosts) {
    if (!URL.canParse(host) || new URL(host).protocol !== 'https:' || new URL(host).origin !== host.replace(/\/+$/, '')) {
      throw new Error(`VIDEO_HOSTS must list https origins such as https://video.example.com, got "${host}"`);
    }
  }
  return hosts.length > 0 ? hosts.map((host) => new URL(host).origin) : undefined;
}

/** OFFICE_VIEWER: an https address with `{url}`; refused at start when it is not one. */
function officeViewerOf(env: NodeJS.ProcessEnv): string | undefined {
  const viewer = env.OFFICE_VIEWER?.trim();
  if (!viewer) return undefined;
  if (!viewer.startsWith('https://') || !viewer.includes('{url}') || !URL.canParse(viewer.replace('{url}', 'x'))) {
    throw new Error(`OFFICE_VIEWER must be an https address with {url} where the file's address goes, got "${viewer}"`);
  }
  return viewer;
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
      publicUrl: publicUrlOf(env.PUBLIC_URL),
      scheduledJobs: env.SCHEDULED_JOBS !== 'off',
      mapTiles: mapTilesOf(env),
      businessInfo: businessInfoOf(env),
      videoHosts: videoHostsOf(env),
      officeViewer: officeViewerOf(env),
      clientTimeouts: {
        ...CLIENT_TIMEOUTS,
        keepAliveMs: positiveNumber('KEEP_ALIVE_SECONDS', env.KEEP_ALIVE_SECONDS, CLIENT_TIMEOUTS.keepAliveMs / 1000) * 1000,
      },
    },
    listen: {
      port: positiveNumber('PORT', env.PORT, 8080),
      host: env.HOST || '0.0.0.0',
    },
  };
}
