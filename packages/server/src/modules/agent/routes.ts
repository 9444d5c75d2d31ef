import type { AgentHome } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notLoggedIn } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { passwordLoginSchema, passwordLoginAt } from '../session/doors.ts';
import { loadUserInfo } from '../users/repository.ts';
import { reportedCustomers } from './repository.ts';

/** The channel partner's door and home: open only to partner tokens (plugins/auth.ts). */
export default async function agentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post('/sys/agentLogin', { schema: passwordLoginSchema, config: { access: 'public', perMinute: 120 } }, (request) =>
    passwordLoginAt(app, request, 'agent', request.body),
  );

  app.get('/agent/my', { config: { userTypes: ['agent'] } }, async (request) => {
    const auth = caller(request);
    const profile = await loadUserInfo(app.db, request.lang, auth.tenantId, auth.userId, auth.companyCode);
    if (!profile) throw notLoggedIn();
    const home: AgentHome = { profile, customers: await reportedCustomers(app.db, auth.tenantId, auth.userId) };
    return ok(request.lang, home);
  });
}
