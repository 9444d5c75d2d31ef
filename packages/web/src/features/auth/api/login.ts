import { API, type Envelope, type LoginRequest, type LoginResult } from '@crm/domain';
import { http } from '../../../lib/http.ts';

/** POST /sys/login. Silent: the login page reports every failure itself, next to the form. */
export function loginWithPassword(credentials: LoginRequest): Promise<Envelope<LoginResult>> {
  return http.post<LoginResult>(API.login, credentials, { silent: true });
}
