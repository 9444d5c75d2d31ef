import { WORK_ORDER_STATUS, type TerminalHome } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notLoggedIn } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { passwordLoginSchema, passwordLoginAt } from '../session/doors.ts';
import { loadUserInfo } from '../users/repository.ts';
import { customerOfAccount } from './repository.ts';
import { serviceFormRoutes } from './service-form.ts';
import { openWorkOrderCount } from './service-repository.ts';
import { terminalServiceRoutes } from './service-routes.ts';

/**
 * The self-service customer's API under /terminal: every call but the login needs a customer
 * token (plugins/auth.ts refuses staff and partner tokens) and reads only that customer's data.
 */
export default async function terminalRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post('/terminal/login', { schema: passwordLoginSchema, config: { access: 'public', perMinute: 120 } }, (request) =>
    passwordLoginAt(app, request, 'customer', request.body),
  );

  app.get('/terminal/my', { config: { userTypes: ['customer'] } }, async (request) => {
    const auth = caller(request);
    const profile = await loadUserInfo(app.db, request.lang, auth.tenantId, auth.userId, auth.companyCode);
    if (!profile) throw notLoggedIn();
    const customer = await customerOfAccount(app.db, auth.tenantId, auth.userId);
    const openWorkOrders = customer ? await openWorkOrderCount(app.db, auth.tenantId, customer.id, WORK_ORDER_STATUS.completed) : 0;
    const home: TerminalHome = { profile, customer, openWorkOrders };
    return ok(request.lang, home);
  });

  await terminalServiceRoutes(server);
  // The public service request lives here too: like the portal, it serves people outside the staff.
  await serviceFormRoutes(server);
}
