import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart body with a file (upload, import); every other route refuses one unread. */
    multipart?: boolean;
  }
}

/** Deeper than any form, filter or field definition the client sends. */
export const MAX_JSON_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body, if anything: nesting deeper than `maxDepth`, or a NUL
 * character in a key or a string. Iterative, so any depth is safe to look at.
 */
export function bodyFault(value: unknown, maxDepth: number): 'bodyTooDeep' | 'nulCharacter' | null {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return 'nulCharacter';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return 'bodyTooDeep';
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\u0000')) return 'nulCharacter';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * Refuses, before any route runs, request shapes that no client sends and that broke the server:
 * - JSON bodies nested deeper than MAX_JSON_DEPTH. JSON.parse follows any depth, but the
 *   signature check, the validators and JSON.stringify recurse: a body of 10,000 levels (60 KB)
 *   overflowed the stack and answered 500.
 * - NUL characters in the address or the body. PostgreSQL cannot store them in text (a search
 *   for one answered 500) while SQLite silently would, so both refuse them alike.
 * - Plain-text bodies. The API speaks JSON (and multipart for files); Fastify would read text
 *   for any route, and a route that takes no body then acted on a request in a foreign format.
 * - Multipart bodies sent to a route that reads no file: refused before a byte of them is read.
 * The JSON parser is otherwise Fastify's own, prototype-poisoning keys refused.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw new HttpError(400, 'nulCharacter');
      const type = request.headers['content-type'];
      if (!request.is404 && type && /^\s*multipart\//i.test(type) && !request.routeOptions.config.multipart) throw new HttpError(415, 'mediaTypeUnsupported');
    });

    app.removeContentTypeParser('text/plain');
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error, value) => {
        if (error) return done(error, undefined);
        const fault = bodyFault(value, MAX_JSON_DEPTH);
        if (fault) return done(new HttpError(400, fault, { max: MAX_JSON_DEPTH }), undefined);
        done(null, value);
      });
    });
  },
  { name: 'request-shape' },
);
