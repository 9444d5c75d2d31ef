import type { LoginResult, UserType } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { nowText } from '../../db/dialect.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';
import { findLoginUser, loadUserInfo } from '../users/repository.ts';
import { verifyPassword } from './passwords.ts';
import { clearFailedLogins, failuresSince, openSession, recordFailedLogin } from './repository.ts';

/**
 * Staff, channel partners and self-service customers each log in at their own door; an account
 * knocking at another door is told where its own is, so nobody lands on pages not made for them.
 */
export function doorRefusal(door: UserType, userType: UserType): string | null {
  if (door === userType) return null;
  // Platform operators are staff of the platform: they use the staff login page.
  if (door === 'staff' && userType === 'platform') return null;
  if (userType === 'agent') return 'useAgentLogin';
  if (userType === 'customer') return 'useTerminalLogin';
  return door === 'agent' ? 'agentDoorOnly' : 'terminalDoorOnly';
}

/** Per username and per client address, as at the staff door (session/routes.ts). */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const SLOWDOWN_AFTER = 3;
const SLOWDOWN_STEP_MS = 250;

/** Account and password at the partner or customer door: the staff door's guessing limits apply too. */
export async function passwordLoginAt(
  app: FastifyInstance,
  request: FastifyRequest,
  door: 'agent' | 'customer',
  credentials: { username: string; password: string },
): Promise<LoginResult> {
  const { username, password } = credentials;
  const now = Date.now();
  const windowStart = nowText(new Date(now - WINDOW_MS));
  const [byUsername, byAddress] = await Promise.all([
    failuresSince(app.db, { username }, windowStart),
    failuresSince(app.db, { ip: request.ip }, windowStart),
  ]);
  const blockedUntil = [byUsername, byAddress]
    .filter((failures) => failures.count >= MAX_FAILURES && failures.oldest)
    .map((failures) => new Date(failures.oldest!).getTime() + WINDOW_MS);
  if (blockedUntil.length > 0) {
    const minutes = Math.max(1, Math.ceil((Math.max(...blockedUntil) - now) / 60_000));
    throw new HttpError(429, 'loginTooMany', { minutes });
  }

  const user = await findLoginUser(app.db, username);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await recordFailedLogin(app.db, username, request.ip, windowStart);
    const failures = byUsername.count + 1;
    if (failures > SLOWDOWN_AFTER) await sleep((failures - SLOWDOWN_AFTER) * SLOWDOWN_STEP_MS);
    throw new HttpError(401, 'loginFailed');
  }
  // Only after the password matched: a wrong door must not reveal which usernames exist.
  const refusal = doorRefusal(door, user.userType);
  if (refusal) throw forbidden(refusal);
  if (user.status !== '1') throw forbidden('userFrozen');

  await clearFailedLogins(app.db, username);
  const token = await openSession(app.db, {
    userId: user.id,
    tenantId: user.tenantId,
    companyCode: user.companyCode,
    ttlHours: app.config.tokenTtlHours,
  });
  const userInfo = await loadUserInfo(app.db, request.lang, user.tenantId, user.id, user.companyCode);
  return { token, userInfo: userInfo!, companyCode_dictText: userInfo!.companyCode_dictText };
}

export const doorLoginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
} as const;
