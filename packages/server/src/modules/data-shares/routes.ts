import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { caller } from '../../plugins/auth.ts';
import { sharesTo } from './repository.ts';

export default async function dataShareRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/system/sysDataShare/queryRwList', async (request) => {
    const { tenantId, userId } = caller(request);
    return ok(request.lang, await sharesTo(app.db, tenantId, userId));
  });
}
