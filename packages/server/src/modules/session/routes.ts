import type { LoginRequest, LoginResult } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { nowText } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';
import { revokeSession, openSession, failuresSince, recordFailedLogin, clearFailedLogins } from './repository.ts';
import { verifyPassword } from './passwords.ts';
import { doorRefusal } from './doors.ts';
import { findLoginUser, loadUserInfo } from '../users/repository.ts';

/** Per username and per client address: this many failures within the window block further attempts. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures after the third are answered a little later each time, to slow guessing down further. */
const SLOWDOWN_AFTER = 3;
const SLOWDOWN_STEP_MS = 250;

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
} as const;

export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: LoginRequest }>('/sys/login', { schema: loginSchema, config: { access: 'public' } }, async (request) => {
    const { username, password } = request.body;
    const now = Date.now();
    const windowStart = nowText(new Date(now - LOGIN_WINDOW_MS));
    const [byUsername, byAddress] = await Promise.all([
      failuresSince(app.db, { username }, windowStart),
      failuresSince(app.db, { ip: request.ip }, windowStart),
    ]);
    const blockedUntil = [byUsername, byAddress]
      .filter((failures) => failures.count >= LOGIN_MAX_FAILURES && failures.oldest)
      .map((failures) => new Date(failures.oldest!).getTime() + LOGIN_WINDOW_MS);
    if (blockedUntil.length > 0) {
      const minutes = Math.max(1, Math.ceil((Math.max(...blockedUntil) - now) / 60_000));
      throw new HttpError(429, 'loginTooMany', { minutes });
    }

    const user = await findLoginUser(app.db, username);
    if (!(await verifyPassword(user?.passwordHash ?? null, password))) {
      await recordFailedLogin(app.db, username, request.ip, windowStart);
      const failures = byUsername.count + 1;
      if (failures > SLOWDOWN_AFTER) await sleep((failures - SLOWDOWN_AFTER) * SLOWDOWN_STEP_MS);
      throw new HttpError(401, 'loginFailed');
    }
    const refusal = doorRefusal('staff', user!.userType);
    if (refusal) throw forbidden(refusal);
    if (user!.status !== '1') throw forbidden('userFrozen');

    await clearFailedLogins(app.db, username);
    // A disabled or expired tenant still logs in: the client must learn the status to show renewal.
    const token = await openSession(app.db, {
      userId: user!.id,
      tenantId: user!.tenantId,
      companyCode: user!.companyCode,
      ttlHours: app.config.tokenTtlHours,
    });
    const userInfo = await loadUserInfo(app.db, request.lang, user!.tenantId, user!.id, user!.companyCode);
    const result: LoginResult = { token, userInfo: userInfo!, companyCode_dictText: userInfo!.companyCode_dictText };
    return ok(request.lang, result, 'loginOk');
  });

  // The client counts a logout as done whatever happens, so an unknown token is not an error here.
  app.post('/sys/logout', { config: { access: 'optional', allowBlockedTenant: true } }, async (request) => {
    if (request.auth) await revokeSession(app.db, request.auth.sessionId);
    return ok(request.lang, null, 'logoutOk');
  });
}
