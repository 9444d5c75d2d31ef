import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { dictionaryItems } from './repository.ts';

const schema = {
  params: {
    type: 'object',
    required: ['dictCode'],
    properties: { dictCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } },
  },
} as const;

export default async function dictionaryRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  // Channel partners read the tenant's options too (the industry of a customer they report).
  app.get('/sys/dict/getDictItems/:dictCode', { schema, config: { userTypes: ['staff', 'agent'] } }, async (request) => {
    const items = await dictionaryItems(app.db, caller(request).tenantId, request.params.dictCode, request.lang);
    if (!items) throw notFound();
    return ok(request.lang, items);
  });
}
