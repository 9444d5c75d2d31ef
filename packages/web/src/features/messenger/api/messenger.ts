import { API, type Envelope, type LoginResult, type MessengerAuthorizeUrl, type MessengerLoginRequest, type MessengerProvider } from '@crm/domain';
import { http } from '../../../lib/http.ts';

/** GET /sys/messenger/authorizeUrl. Silent: the authorise page shows the failure itself. */
export function fetchAuthorizeUrl(provider: MessengerProvider, appid: string, redirectUri: string): Promise<Envelope<MessengerAuthorizeUrl>> {
  return http.get<MessengerAuthorizeUrl>(API.messengerAuthorizeUrl, { provider, appid, redirectUri }, { silent: true });
}

/** POST /sys/messenger/login. Silent: the redirect page shows the failure (or the not-bound page). */
export function loginWithMessenger(request: MessengerLoginRequest): Promise<Envelope<LoginResult>> {
  return http.post<LoginResult>(API.messengerLogin, request, { silent: true });
}
