import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { caller } from '../../plugins/auth.ts';
import { tagsOf } from './repository.ts';

const schema = {
  querystring: { type: 'object', properties: { tableName: { type: 'string', maxLength: 64 } } },
} as const;

export default async function tagRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/crm/crmTag/allList', { schema }, async (request) => {
    return ok(request.lang, await tagsOf(app.db, caller(request).tenantId, request.query.tableName || undefined));
  });
}
