import { API, type Envelope, type LoginResult } from '@crm/domain';
import { http } from '../../../lib/http.ts';

export interface RegisterRequest {
  companyName: string;
  phone: string;
  captcha: string;
  password?: string;
  realname?: string;
}

/** Answer of a sent code (seconds). */
export interface CodeSent {
  resendAfter: number;
  expiresIn: number;
}

/** POST /sys/sms for a registration or a password reset; silent, the form shows the reason. */
export function sendPhoneCode(mobile: string, purpose: 'register' | 'alteration'): Promise<Envelope<CodeSent>> {
  return http.post<CodeSent>(API.smsCode, { mobile, purpose }, { silent: true });
}

/** POST /sys/user/register: the new company's administrator, logged in (the /sys/login answer). */
export function registerCompany(request: RegisterRequest): Promise<Envelope<LoginResult>> {
  return http.post<LoginResult>(API.register, request, { silent: true });
}

/** POST /sys/user/passwordChange: a new password for the account of the phone number. */
export function resetPassword(request: { phone: string; captcha: string; password: string }): Promise<Envelope<null>> {
  return http.post<null>(API.passwordChange, request, { silent: true });
}
