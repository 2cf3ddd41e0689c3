import { contract } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

// The architectural settings of a community and its ARC processes sit under ['architectural'].
export const architecturalKey = ['architectural'] as const;

export function architecturalSettingsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...architecturalKey, 'settings', communityAgentId],
    queryFn: () =>
      api.call(contract.architecturalSettings.GetByCommunityAgentId, {
        query: { communityAgentId },
      }),
  });
}

export function arcProcessGraphQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...architecturalKey, 'arc-graph', communityAgentId],
    queryFn: () =>
      api.call(contract.arcActionProcesses.GetArcActionProcessGraph, {
        query: { communityAgentId },
      }),
  });
}

/** After a change: the settings and the ARC processes again. */
export function refreshArchitectural(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: architecturalKey });
}
