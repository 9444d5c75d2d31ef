import { queryOptions } from '@tanstack/react-query';
import { API, type AgentHome, type Envelope, type LoginRequest, type LoginResult, type TerminalHome } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** The two doors outside the staff login: channel partners and self-service customers. */
export type Door = 'agent' | 'customer';

/** Where each door's accounts land after logging in, and where they go after logging out. */
export const DOOR_PATHS: Record<Door, { login: string; home: string }> = {
  agent: { login: '/user/agentLogin', home: '/agent/my' },
  customer: { login: '/terminal/login', home: '/terminal/my' },
};

/** Silent: the door page reports every failure itself, next to the form. */
export function loginAtDoor(door: Door, credentials: LoginRequest): Promise<Envelope<LoginResult>> {
  return http.post<LoginResult>(door === 'agent' ? API.agentLogin : API.terminalLogin, credentials, { silent: true });
}

export const agentHomeQuery = () =>
  queryOptions({
    queryKey: ['agent', 'home'],
    queryFn: ({ signal }) => http.get<AgentHome>(API.agentHome, undefined, { signal }).then(resultOf),
  });

export const terminalHomeQuery = () =>
  queryOptions({
    queryKey: ['terminal', 'home'],
    queryFn: ({ signal }) => http.get<TerminalHome>(API.terminalHome, undefined, { signal }).then(resultOf),
  });
