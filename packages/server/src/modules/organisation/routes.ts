import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { caller } from '../../plugins/auth.ts';
import { companies, organisationTree } from './repository.ts';

export default async function organisationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/sys/sysDepart/queryTreeList', async (request) => {
    return ok(request.lang, await organisationTree(app.db, caller(request).tenantId));
  });

  app.get('/sys/sysDepart/queryCompanyList', async (request) => {
    return ok(request.lang, await companies(app.db, caller(request).tenantId));
  });
}
