import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_ACCOUNT_API, type AgentAccount, type AgentAccountInput } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** The vendor's calls on a partner's login accounts (AGENT_ACCOUNT_API), the partner named by `agentId`. */

const agentAccountKeys = {
  list: (agentId: string) => ['agentUser', 'accounts', agentId] as const,
};

export const agentAccountsQuery = (agentId: string) =>
  queryOptions({
    queryKey: agentAccountKeys.list(agentId),
    queryFn: ({ signal }) => http.get<AgentAccount[]>(AGENT_ACCOUNT_API.list, { agentId }, { signal }).then(resultOf),
  });

/** The list with one account as the server answered it. */
const withAccount = (accounts: AgentAccount[] | undefined, changed: AgentAccount) =>
  accounts?.map((account) => (account.id === changed.id ? changed : account));

/** Freezes an account (signed out at once) or lets it in again; the list shows the server's answer. */
export function useSetAgentAccountStatus(agentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) => http.post<AgentAccount>(AGENT_ACCOUNT_API.status, { agentId, id, status }).then(resultOf),
    onSuccess: (changed) => client.setQueryData<AgentAccount[]>(agentAccountKeys.list(agentId), (accounts) => withAccount(accounts, changed)),
  });
}

/** Makes an account of the partner's; its list is asked afresh. */
export function useAddAgentAccount(agentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AgentAccountInput) => http.post<AgentAccount>(AGENT_ACCOUNT_API.add, { ...input, agentId }).then(resultOf),
    onSuccess: () => client.invalidateQueries({ queryKey: agentAccountKeys.list(agentId) }),
  });
}
