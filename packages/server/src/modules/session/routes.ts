import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { revokeSession } from './repository.ts';
import { passwordLoginAt, passwordLoginSchema } from './doors.ts';

export default async function sessionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post('/sys/login', { schema: passwordLoginSchema, config: { access: 'public', perMinute: 120 } }, (request) =>
    // A disabled or expired tenant still logs in: the client must learn the status to show renewal.
    passwordLoginAt(app, request, 'staff', request.body),
  );

  // The client counts a logout as done whatever happens, so an unknown token is not an error here.
  app.post('/sys/logout', { config: { access: 'optional', allowBlockedTenant: true, perMinute: 120 } }, async (request) => {
    if (request.auth) await revokeSession(app.db, request.auth.sessionId);
    return ok(request.lang, null, 'logoutOk');
  });
}
