import type { Envelope, LoginResult } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/http-error.ts';
import { loadUserInfo } from '../users/repository.ts';
import { openSession } from './repository.ts';

/** The account a way of logging in has established (by code, member key or CAS ticket). */
export interface SignInAccount {
  id: string;
  tenantId: string;
  companyCode: string;
  status: string;
}

/**
 * Opens a session and answers the login result, the shape of POST /sys/login, so every way in
 * ends in the same client sequence. A frozen user is refused; a disabled or expired tenant is
 * not, because the client must learn its status to offer the renewal.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, account: SignInAccount, messageKey = 'loginOk'): Promise<Envelope<LoginResult>> {
  if (account.status !== '1') throw forbidden('userFrozen');
  const token = await openSession(app.db, {
    userId: account.id,
    tenantId: account.tenantId,
    companyCode: account.companyCode,
    ttlHours: app.config.tokenTtlHours,
  });
  const userInfo = (await loadUserInfo(app.db, request.lang, account.tenantId, account.id, account.companyCode))!;
  return ok(request.lang, { token, userInfo, companyCode_dictText: userInfo.companyCode_dictText }, messageKey);
}
