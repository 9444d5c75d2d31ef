import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { HttpError } from '../http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Calls one address may make to this route per minute. For public routes that do work for
     * anyone who asks (device-login codes, automatic login, ticket and code exchanges): the
     * password and code routes keep their own, stricter limits per account and per number.
     */
    perMinute?: number;
  }
}

/** The counting window: calls are counted per address, route and minute. */
export const REQUEST_COUNT_WINDOW_MS = 60_000;

/**
 * Counts a call in the database and refuses it with 429 once the address has used its calls of
 * the minute: every instance behind the load balancer counts into the same row, so adding
 * instances does not multiply the limit. The scheduled housekeeping deletes past minutes.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const limit = request.routeOptions.config.perMinute;
      if (!limit || request.is404) return;
      const now = Date.now();
      const windowStart = new Date(now - (now % REQUEST_COUNT_WINDOW_MS)).toISOString();
      const row = await app.db
        .insertInto('request_counts')
        .values({ bucket: `${request.routeOptions.url}|${request.ip}`, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`request_counts.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      if (Number(row.hits) > limit) {
        const seconds = Math.ceil((REQUEST_COUNT_WINDOW_MS - (now % REQUEST_COUNT_WINDOW_MS)) / 1000);
        throw new HttpError(429, 'tooManyRequests', { seconds });
      }
    });
  },
  { name: 'request-limits', dependencies: ['database'] },
);
