import { API, UNKNOWN_REALNAME } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { conflict, HttpError } from '../../http/http-error.ts';
import { createTenant } from '../../seed/tenant.ts';
import { hashPassword } from '../session/passwords.ts';
import { signIn } from '../session/sign-in.ts';
import { findAccountByContact, isPhoneRegistered } from '../verification/accounts.ts';
import { consumeCode, contactOf } from '../verification/codes.ts';

/** Length of the free trial of a registered company. */
export const TRIAL_DAYS = 15;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const password = { type: 'string', minLength: 6, maxLength: 128 } as const;

/**
 * Free-trial registration and the password reset by phone code (/user/alteration, the page
 * JeecgBoot uses for a forgotten password: it is public, so it serves people who cannot log in).
 */
export default async function registrationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    API.register,
    {
      schema: {
        body: {
          type: 'object',
          required: ['companyName', 'phone', 'captcha'],
          properties: { companyName: text(100), phone: text(32), captcha: text(16), password, realname: { type: 'string', maxLength: 50 } },
        },
      },
      config: { access: 'public', perMinute: 20 },
    },
    async (request) => {
      const phone = contactOf('sms', request.body.phone);
      // Only once the code has proved the caller holds the number is it said to be taken: before
      // that, the answer would tell anyone which numbers have an account.
      await consumeCode(app.db, { target: phone, purpose: 'register', code: request.body.captcha });
      if (await isPhoneRegistered(app.db, phone)) throw conflict('verification.phoneRegistered');
      const companyName = request.body.companyName.trim();
      let created;
      try {
        created = await createTenant(app.db, {
          name: companyName,
          tenantType: '1',
          endTime: nowText(new Date(Date.now() + TRIAL_DAYS * 86_400_000)),
          phone,
          // The administrator logs in by phone code or with the password chosen here; an unknown
          // name makes the client ask for the profile right after the first login.
          admin: { username: phone, realname: request.body.realname?.trim() || UNKNOWN_REALNAME, password: request.body.password ?? randomUUID(), phone },
        });
      } catch (error) {
        // Two registrations of one number at once: the unique username lets only one through.
        if (await isPhoneRegistered(app.db, phone)) throw conflict('verification.phoneRegistered');
        throw error;
      }
      return signIn(
        app,
        request,
        { id: created.adminUserId, tenantId: created.tenantId, companyCode: created.headCompany.code, status: '1' },
        'registration.registered',
      );
    },
  );

  app.post(
    API.passwordChange,
    {
      schema: {
        body: { type: 'object', required: ['phone', 'captcha', 'password'], properties: { phone: text(32), captcha: text(16), password } },
      },
      config: { access: 'public', perMinute: 20 },
    },
    async (request) => {
      const phone = contactOf('sms', request.body.phone);
      await consumeCode(app.db, { target: phone, purpose: 'alteration', code: request.body.captcha });
      const account = await findAccountByContact(app.db, 'sms', phone);
      if (!account) throw new HttpError(400, 'verification.codeInvalid');
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowText() }).where('id', '=', account.id).execute();
        // Whoever knew the old password loses the sessions it opened and the member keys issued
        // while it was in use: a reset must leave no standing way in.
        const now = nowText();
        await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', account.id).where('revoked_at', 'is', null).execute();
        await trx.updateTable('member_keys').set({ revoked_at: now }).where('user_id', '=', account.id).where('revoked_at', 'is', null).execute();
      });
      return ok(request.lang, null, 'registration.passwordChanged');
    },
  );
}
