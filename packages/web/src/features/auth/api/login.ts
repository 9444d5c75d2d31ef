import { API, type Envelope, type LoginRequest, type LoginResult } from '@crm/domain';
import { http } from '../../../lib/http.ts';

/** POST /sys/login. Silent: the login page reports every failure itself, next to the form. */
export function loginWithPassword(credentials: LoginRequest): Promise<Envelope<LoginResult>> {
  return http.post<LoginResult>(API.login, credentials, { silent: true });
}

/** Where a code goes: a phone number by SMS, an e-mail address by mail. */
export type CodeChannel = 'phone' | 'email';
export type CodePurpose = 'login' | 'register' | 'alteration';

/** Answer of a sent code (seconds). */
export interface CodeSent {
  resendAfter: number;
  expiresIn: number;
}

/** POST /sys/sms or /sys/email/code; silent, the form shows the reason. */
export function sendCode(channel: CodeChannel, target: string, purpose: CodePurpose): Promise<Envelope<CodeSent>> {
  return channel === 'phone'
    ? http.post<CodeSent>(API.smsCode, { mobile: target, purpose }, { silent: true })
    : http.post<CodeSent>(API.emailCode, { email: target, purpose }, { silent: true });
}

/** POST /sys/phoneLogin or /sys/emailLogin: the answer of /sys/login. */
export function loginWithCode(channel: CodeChannel, target: string, captcha: string): Promise<Envelope<LoginResult>> {
  return channel === 'phone'
    ? http.post<LoginResult>(API.phoneLogin, { mobile: target, captcha }, { silent: true })
    : http.post<LoginResult>(API.emailLogin, { email: target, captcha }, { silent: true });
}
