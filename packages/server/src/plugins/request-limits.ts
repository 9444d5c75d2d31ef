import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import { HttpError } from '../http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Calls per minute this route takes: from one address on public routes (every public route
     * has one: anyone can call them), from one user on routes that need a token (searches that
     * could otherwise be walked). The password and code routes keep their own, stricter limits
     * per account and per number besides.
     */
    perMinute?: number;
  }
}

/** The counting window: calls are counted per address or user, route and minute. */
export const REQUEST_COUNT_WINDOW_MS = 60_000;

/**
 * The address a limit counts against: an IPv4 address as it is, an IPv6 address by its /64
 * network, which one subscriber gets whole (limits per IPv6 address would give them 2^64 tries).
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's address key (addressKey of request.ip, which honours TRUST_PROXY). */
export const clientAddress = (request: FastifyRequest): string => addressKey(request.ip);

/**
 * Counts a call in the database and refuses it with 429 once its address (public routes, before
 * anything else is read) or its user (token routes, once the session is known) has used the
 * minute's calls: every instance behind the load balancer counts into the same row, so adding
 * instances does not multiply the limit. The scheduled housekeeping deletes past minutes.
 */
export default fp(
  async (app) => {
    async function count(request: FastifyRequest, limit: number, who: string): Promise<void> {
      const now = Date.now();
      const windowStart = new Date(now - (now % REQUEST_COUNT_WINDOW_MS)).toISOString();
      const row = await app.db
        .insertInto('request_counts')
        .values({ bucket: `${request.routeOptions.url}|${who}`, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`request_counts.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      if (Number(row.hits) > limit) {
        const seconds = Math.ceil((REQUEST_COUNT_WINDOW_MS - (now % REQUEST_COUNT_WINDOW_MS)) / 1000);
        throw new HttpError(429, 'tooManyRequests', { seconds });
      }
    }
    const perUser = (request: FastifyRequest) => (request.routeOptions.config.access ?? 'token') === 'token';

    app.addHook('onRequest', async (request) => {
      const limit = request.routeOptions.config.perMinute;
      if (!limit || request.is404 || perUser(request)) return;
      await count(request, limit, clientAddress(request));
    });
    // After the session is resolved (auth's preValidation): a user is counted wherever they call from.
    app.addHook('preHandler', async (request) => {
      const limit = request.routeOptions.config.perMinute;
      if (!limit || request.is404 || !perUser(request) || !request.auth) return;
      await count(request, limit, `user:${request.auth.userId}`);
    });
  },
  { name: 'request-limits', dependencies: ['database'] },
);
