import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
import { accountInfo, recordViolation } from './repository.ts';
import companyProfileRoutes from './company-profile.ts';

const MAX_DETAIL = 4000;
const MAX_USER_AGENT = 500;

const violationSchema = {
  body: { type: ['object', 'null'], additionalProperties: true },
} as const;

export default async function accountRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  // The company's logo and payment details (issue 20).
  await app.register(companyProfileRoutes);
  app.get('/sys/sysAccount/getSysAccountInfo', { config: { allowBlockedTenant: true } }, async (request) => {
    const info = await accountInfo(app.db, caller(request).tenantId);
    if (!info) throw notFound();
    return ok(request.lang, info);
  });

  /**
   * The client reports here when it could not load the company info (spec section 8). The spec
   * has it both as PUT and as POST; both record the same event. A token is used when valid.
   * Open to anyone, so it is bounded three ways: per address and minute, one kept report per
   * reporter and day, and a retention (housekeeping).
   */
  async function violation(request: FastifyRequest) {
    const detail = request.body == null ? null : JSON.stringify(request.body).slice(0, MAX_DETAIL);
    await recordViolation(app.db, {
      tenantId: request.auth?.tenantId ?? null,
      userId: request.auth?.userId ?? null,
      ip: clientAddress(request),
      userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null,
      detail,
    });
    return ok(request.lang, null, 'violationRecorded');
  }
  const options = { schema: violationSchema, config: { access: 'optional', allowBlockedTenant: true, perMinute: 10 } } as const;
  app.put('/sys/sysAccount/violation', options, violation);
  app.post('/sys/sysAccount/violation', options, violation);
}
