import { API } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { conflict, HttpError } from '../../http/http-error.ts';
import { signIn } from '../session/sign-in.ts';
import { findAccountByContact, isPhoneRegistered } from './accounts.ts';
import {
  CODE_PURPOSES,
  CODE_TTL_MINUTES,
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
 * like known ones (a login code is "sent", and using it fails like a wrong code), so neither
 * endpoint tells who has an account.
 */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const send = createCodeSender(app.config.codeDelivery ?? { sms: 'dev' }, app.log);

  async function sendCode(request: FastifyRequest, channel: CodeChannel, raw: string, codePurpose: CodePurpose) {
    const target = contactOf(channel, raw);
    const known =
      codePurpose === 'register' ? await isPhoneRegistered(app.db, target) : (await findAccountByContact(app.db, channel, target)) !== null;
    if (codePurpose === 'register' && known) throw conflict('verification.phoneRegistered');
    const issued = await issueCode(app.db, { channel, target, purpose: codePurpose, ip: request.ip });
    // Nobody to reach: the row still counts for the limits, and nothing else differs.
    if (codePurpose === 'register' || known) {
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

  app.post<{ Body: { mobile: string; purpose?: CodePurpose } }>(
    API.smsCode,
    { schema: { body: { type: 'object', required: ['mobile'], properties: { mobile: text(32), purpose } } }, config: { access: 'public' } },
    (request) => sendCode(request, 'sms', request.body.mobile, request.body.purpose ?? 'login'),
  );

  app.post<{ Body: { email: string; purpose?: CodePurpose } }>(
    API.emailCode,
    { schema: { body: { type: 'object', required: ['email'], properties: { email: text(254), purpose: emailPurpose } } }, config: { access: 'public' } },
    (request) => sendCode(request, 'email', request.body.email, request.body.purpose ?? 'login'),
  );

  app.post<{ Body: { mobile: string; captcha: string } }>(
    API.phoneLogin,
    { schema: { body: { type: 'object', required: ['mobile', 'captcha'], properties: { mobile: text(32), captcha: text(16) } } }, config: { access: 'public' } },
    (request) => logInWithCode(request, 'sms', request.body.mobile, request.body.captcha),
  );

  app.post<{ Body: { email: string; captcha: string } }>(
    API.emailLogin,
    { schema: { body: { type: 'object', required: ['email', 'captcha'], properties: { email: text(254), captcha: text(16) } } }, config: { access: 'public' } },
    (request) => logInWithCode(request, 'email', request.body.email, request.body.captcha),
  );
}
