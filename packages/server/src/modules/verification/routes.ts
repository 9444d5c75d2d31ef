import { API } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { HttpError } from '../../http/http-error.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
import { signIn } from '../session/sign-in.ts';
import { findAccountByContact } from './accounts.ts';
import {
  CODE_PURPOSES,
  CODE_TTL_MINUTES,
  CONTACT_PURPOSE,
  consumeCode,
  contactOf,
  discardCode,
  issueCode,
  RESEND_AFTER_SECONDS,
  type CodeChannel,
  type CodePurpose,
} from './codes.ts';
import { createCodeSender } from './delivery.ts';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const purpose = { type: 'string', enum: CODE_PURPOSES } as const;
// E-mailed codes only log in: registration and the password reset go by phone.
const emailPurpose = { type: 'string', enum: ['login'] } as const;

/** Answer of a sent code: when the client may ask again, and how long the code lives. */
export interface CodeSent {
  resendAfter: number;
  expiresIn: number;
}

/**
 * Sending codes and logging in with them. Unknown numbers and addresses are answered exactly
 * like known ones (a login code is "sent", and using it fails like a wrong code; a registration
 * code goes to every number, and only the registration, after the code proved the number, says
 * it is taken), so no endpoint tells who has an account.
 */
export default async function verificationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const send = createCodeSender(app.config.codeDelivery ?? { sms: 'dev' }, app.log);

  async function sendCode(request: FastifyRequest, channel: CodeChannel, raw: string, codePurpose: CodePurpose) {
    const target = contactOf(channel, raw);
    // Registration and a profile's new contact reach anyone; the other purposes only an account's holder.
    const reachAnyone = codePurpose === 'register' || codePurpose === CONTACT_PURPOSE;
    const known = !reachAnyone && (await findAccountByContact(app.db, channel, target)) !== null;
    const issued = await issueCode(app.db, { channel, target, purpose: codePurpose, ip: clientAddress(request) });
    // Nobody to reach: the row still counts for the limits, and nothing else differs.
    if (reachAnyone || known) {
      try {
        await send({ channel, to: target, code: issued.code, purpose: codePurpose, lang: request.lang });
      } catch (error) {
        request.log.error({ err: error, channel }, 'verification code not delivered');
        await discardCode(app.db, issued.id);
        throw new HttpError(502, channel === 'sms' ? 'verification.smsFailed' : 'verification.emailFailed');
      }
    }
    const result: CodeSent = { resendAfter: RESEND_AFTER_SECONDS, expiresIn: CODE_TTL_MINUTES * 60 };
    return ok(request.lang, result, 'verification.codeSent');
  }

  async function logInWithCode(request: FastifyRequest, channel: CodeChannel, raw: string, code: string) {
    const target = contactOf(channel, raw);
    await consumeCode(app.db, { target, purpose: 'login', code });
    const account = await findAccountByContact(app.db, channel, target);
    if (!account) throw new HttpError(400, 'verification.codeInvalid');
    return signIn(app, request, account);
  }

  app.post(
    API.smsCode,
    { schema: { body: { type: 'object', required: ['mobile'], properties: { mobile: text(32), purpose } } }, config: { access: 'public', perMinute: 30 } },
    (request) => sendCode(request, 'sms', request.body.mobile, request.body.purpose ?? 'login'),
  );

  app.post(
    API.emailCode,
    {
      schema: { body: { type: 'object', required: ['email'], properties: { email: text(254), purpose: emailPurpose } } },
      config: { access: 'public', perMinute: 30 },
    },
    (request) => sendCode(request, 'email', request.body.email, request.body.purpose ?? 'login'),
  );

  app.post(
    API.phoneLogin,
    {
      schema: { body: { type: 'object', required: ['mobile', 'captcha'], properties: { mobile: text(32), captcha: text(16) } } },
      config: { access: 'public', perMinute: 30 },
    },
    (request) => logInWithCode(request, 'sms', request.body.mobile, request.body.captcha),
  );

  app.post(
    API.emailLogin,
    {
      schema: { body: { type: 'object', required: ['email', 'captcha'], properties: { email: text(254), captcha: text(16) } } },
      config: { access: 'public', perMinute: 30 },
    },
    (request) => logInWithCode(request, 'email', request.body.email, request.body.captcha),
  );

  // A signed-in user's new phone or address is proved by a code sent to it before the profile
  // takes it (PUT /sys/user/editSelf with the code): a contact is a way into the account.
  app.post(
    API.contactCode,
    {
      schema: {
        body: {
          type: 'object',
          required: ['channel', 'target'],
          properties: { channel: { type: 'string', enum: ['sms', 'email'] }, target: text(254) },
        },
      },
      // A signed-in route (the default access): the session is required before the handler runs.
      config: { perMinute: 10 },
    },
    (request) => sendCode(request, request.body.channel, request.body.target, CONTACT_PURPOSE),
  );
}
