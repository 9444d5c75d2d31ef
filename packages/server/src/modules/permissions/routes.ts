import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { caller } from '../../plugins/auth.ts';
import { permissionPayload } from './repository.ts';

const schema = {
  querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } },
} as const;

export default async function permissionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  // The client passes its token as a parameter too; X-Access-Token wins when both are present.
  app.get('/sys/permission/getUserPermissionByToken', { schema, config: { allowBlockedTenant: true, tokenInQuery: true } }, async (request) => {
    return ok(request.lang, await permissionPayload(app.db, request.lang, caller(request)));
  });
}
