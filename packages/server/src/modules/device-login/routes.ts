import type { DeviceLoginRequest, DeviceLoginStatus } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { openSession } from '../session/repository.ts';
import { loadUserInfo } from '../users/repository.ts';
import { confirmDeviceLogin, pollDeviceLogin, requestDeviceLogin } from './repository.ts';

const confirmSchema = {
  body: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[0-9]{8}$' } } },
} as const;

const pollSchema = {
  querystring: { type: 'object', required: ['pollToken'], properties: { pollToken: { type: 'string', minLength: 16, maxLength: 128 } } },
} as const;

/**
 * Log in to the desktop version (/account/tvApp): the other device asks for a code (public,
 * signed like every call), shows it as digits and a QR code and polls; the logged-in phone
 * confirms it; the next poll receives a new session of the same user. Codes live two minutes
 * and serve once.
 */
export default async function deviceLoginRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post('/sys/deviceLogin/request', { config: { access: 'public', perMinute: 20 } }, async (request) => {
    const answer: DeviceLoginRequest = await requestDeviceLogin(app.db);
    return ok(request.lang, answer);
  });

  app.get('/sys/deviceLogin/status', { schema: pollSchema, config: { access: 'public', perMinute: 120 } }, async (request) => {
    const outcome = await pollDeviceLogin(app.db, request.query.pollToken);
    if (!outcome) throw notFound();
    if (outcome.status !== 'confirmed') return ok(request.lang, outcome satisfies DeviceLoginStatus);
    // The new device starts in the user's own company, as after a password login.
    const companyCode = (await app.db.selectFrom('users').select('company_code').where('id', '=', outcome.userId).executeTakeFirstOrThrow()).company_code;
    const token = await openSession(app.db, { userId: outcome.userId, tenantId: outcome.tenantId, companyCode, ttlHours: app.config.tokenTtlHours });
    const info = await loadUserInfo(app.db, request.lang, outcome.tenantId, outcome.userId, companyCode);
    const answer: DeviceLoginStatus = { status: 'confirmed', login: { token, userInfo: info!, companyCode_dictText: info!.companyCode_dictText } };
    return ok(request.lang, answer, 'loginOk');
  });

  app.post('/sys/deviceLogin/confirm', { schema: confirmSchema }, async (request) => {
    const { userId, tenantId } = caller(request);
    if (!(await confirmDeviceLogin(app.db, request.body.code, { userId, tenantId }))) throw badRequest('deviceCodeInvalid');
    return ok(request.lang, null, 'deviceLoginConfirmed');
  });
}
