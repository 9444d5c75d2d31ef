import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document of every API route, generated from the routes' own schemas as they are
 * registered (never written by hand): registered before the routes, so it sees them all.
 * OpenAPI 3.1, whose schemas are JSON Schema, so `type: ['string', 'null']` stays what it is.
 */
export const openApiDocument = fp(
  async (app, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Mobile CRM API',
          version: options.version,
          description:
            'Every answer is the envelope { success, message, code, result, timestamp }. GET and POST requests are signed ' +
            '(X-Sign, X-TIMESTAMP: README, ARCHITECTURE section 3); a session travels in X-Access-Token.',
        },
        components: {
          securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
        },
      },
    });
  },
  { name: 'openapi-document' },
);

/**
 * GET /api/openapi.json: public and unsigned, so that any tool can read it. A document, not an
 * answer in the envelope: served as OpenAPI's own media type.
 */
export default async function apiDocsRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/openapi.json', { config: { access: 'public', unsigned: true, perMinute: 60 }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/vnd.oai.openapi+json;version=3.1').send(JSON.stringify(app.swagger())),
  );
}
