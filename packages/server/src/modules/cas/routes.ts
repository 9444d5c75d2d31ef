import { API } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { HttpError } from '../../http/http-error.ts';
import { signIn } from '../session/sign-in.ts';
import { findCasAccount, serviceValidate } from './service-validate.ts';

/**
 * GET /cas/client/validateLogin?ticket=&service=: a CAS ticket, checked against CAS_SERVER_URL
 * with the CAS 2.0/3.0 serviceValidate call, becomes a session of the user whose username is the
 * CAS user. Without CAS_SERVER_URL the route answers 404 saying so.
 */
export default async function casRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    API.validateLogin,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['ticket', 'service'],
          properties: { ticket: { type: 'string', minLength: 1, maxLength: 512 }, service: { type: 'string', minLength: 1, maxLength: 2048 } },
        },
      },
      config: { access: 'public', perMinute: 120 },
    },
    async (request) => {
      const casServerUrl = app.config.casServerUrl;
      if (!casServerUrl) throw new HttpError(404, 'cas.notConfigured');
      const outcome = await serviceValidate(casServerUrl, request.query.ticket, request.query.service).catch((error: unknown) => {
        request.log.error({ err: error }, 'CAS server not reachable');
        throw new HttpError(502, 'cas.unavailable');
      });
      if (!outcome.user) throw new HttpError(401, 'cas.ticketInvalid');
      const account = await findCasAccount(app.db, outcome.user);
      if (!account) throw new HttpError(401, 'cas.userUnknown', { user: outcome.user });
      return signIn(app, request, account);
    },
  );
}
