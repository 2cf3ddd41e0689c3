import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything about profiles sits under ['profiles'] so one invalidation refreshes it after a
// change; the profiles screens and the areas that read a profile's contact data share it.
export const profilesKey = ['profiles'] as const;

/** A profile's agent graph: the agent with its addresses, phones and web addresses. */
export function agentGraphQuery(agentId: number) {
  return queryOptions({
    queryKey: [...profilesKey, 'graph', agentId],
    queryFn: () => api.call(contract.crm.GetAgentGraph, { query: { agentId } }),
  });
}
