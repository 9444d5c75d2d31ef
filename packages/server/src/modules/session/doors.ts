import type { Envelope, LoginRequest, LoginResult, UserType } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { nowText } from '../../db/dialect.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
import { findLoginUser } from '../users/repository.ts';
import { verifyPassword } from './passwords.ts';
import { clearFailedLogins, failuresSince, recordFailedLogin } from './repository.ts';
import { signIn } from './sign-in.ts';

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

/** Per client address: this many failures within the window block further attempts from it. */
const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
/**
 * Per account, failures slow every further attempt down rather than block it: a block would let
 * anyone who knows a username keep its owner out. After the third failure in the window each
 * attempt on the account waits a quarter second more, up to five seconds, before the password is
 * looked at, so a guesser who gives up on a slow answer has not had the guess checked.
 */
const SLOWDOWN_AFTER = 3;
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 5_000;

/** The wait before an attempt on an account with `failures` recent failures. */
export function accountSlowdownMs(failures: number): number {
  return Math.min(Math.max(0, failures - SLOWDOWN_AFTER) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);
}

export const passwordLoginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
} as const;

/**
 * Account and password at one of the three doors (staff /sys/login, partners /sys/agentLogin,
 * customers /terminal/login), with the same guessing limits, kept in the database so that they
 * hold across instances.
 */
export async function passwordLoginAt(
  app: FastifyInstance,
  request: FastifyRequest,
  door: 'staff' | 'agent' | 'customer',
  credentials: LoginRequest,
): Promise<Envelope<LoginResult>> {
  const { username, password } = credentials;
  const now = Date.now();
  const windowStart = nowText(new Date(now - WINDOW_MS));
  const [byUsername, byAddress] = await Promise.all([
    failuresSince(app.db, { username }, windowStart),
    failuresSince(app.db, { ip: clientAddress(request) }, windowStart),
  ]);
  if (byAddress.count >= MAX_FAILURES && byAddress.oldest) {
    const minutes = Math.max(1, Math.ceil((new Date(byAddress.oldest).getTime() + WINDOW_MS - now) / 60_000));
    throw new HttpError(429, 'loginTooMany', { minutes });
  }
  const slowdown = accountSlowdownMs(byUsername.count);
  if (slowdown > 0) await sleep(slowdown);

  const user = await findLoginUser(app.db, username);
  // Verified even without a user, so an unknown username takes as long as a wrong password.
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    await recordFailedLogin(app.db, username, clientAddress(request), windowStart);
    throw new HttpError(401, 'loginFailed');
  }
  // Only after the password matched: a wrong door must not reveal which usernames exist.
  const refusal = doorRefusal(door, user.userType);
  if (refusal) throw forbidden(refusal);

  await clearFailedLogins(app.db, username);
  return signIn(app, request, user);
}
