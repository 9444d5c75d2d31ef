import { queryOptions } from '@tanstack/react-query';
import { API, type AgentHome, type Envelope, type LoginRequest, type LoginResult, type TerminalHome } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import type { Door as AnyDoor } from '../../../lib/guard.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** The two doors outside the staff login (their paths: DOORS in lib/guard.ts): channel partners and self-service customers. */
export type Door = Exclude<AnyDoor, 'staff'>;

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
