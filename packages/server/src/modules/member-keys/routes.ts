import { API } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { signIn } from '../session/sign-in.ts';
import { accountOfMemberKey, issueMemberKey, listMemberKeys, revokeMemberKey } from './repository.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';

/**
 * Automatic login (spec section 2: memberId and memberKey in a link's query). An administrator
 * issues a key for one user of the tenant, optionally for a number of days; the key is shown
 * once and stored as a hash. The administrator lists the keys and revokes any of them; a revoked
 * or expired key, or a wrong one, answers 401 with a message the guard shows as a toast.
 */
export default async function memberKeyRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    API.memberKeyIssue,
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId'],
          properties: { userId: { type: 'string', minLength: 1, maxLength: 64 }, expiresInDays: { type: 'integer', minimum: 1, maximum: 3650 } },
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', request.body.userId)
        .where('tenant_id', '=', admin.tenantId)
        // Automatic login is a door for staff; partners and customers have their own.
        .where('user_type', '=', 'staff')
        .executeTakeFirst();
      if (!user) throw new HttpError(404, 'memberKey.userUnknown');
      const issued = await issueMemberKey(app.db, {
        tenantId: admin.tenantId,
        userId: user.id,
        issuedBy: admin.userId,
        expiresInDays: request.body.expiresInDays,
      });
      return ok(request.lang, issued);
    },
  );

  app.get(API.memberKeyList, async (request) => {
    const admin = requireAdmin(request);
    return ok(request.lang, await listMemberKeys(app.db, admin.tenantId));
  });

  app.delete(API.memberKeyRevoke, { schema: requiredTextQuery('id') }, async (request) => {
    const admin = requireAdmin(request);
    if (!(await revokeMemberKey(app.db, admin.tenantId, request.query.id))) throw notFound();
    return ok(request.lang, null, 'memberKey.revoked');
  });

  app.post(
    API.autoLogin,
    {
      schema: {
        body: {
          type: 'object',
          required: ['memberId', 'memberKey'],
          properties: { memberId: { type: 'string', minLength: 1, maxLength: 64 }, memberKey: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
      config: { access: 'public', perMinute: 120 },
    },
    async (request) => {
      const account = await accountOfMemberKey(app.db, request.body.memberId, request.body.memberKey);
      if (!account) throw new HttpError(401, 'memberKey.invalid');
      return signIn(app, request, account);
    },
  );
}
