import { contract } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

const B = contract.boardPackets;

export const checklistQuery = (communityAgentId: number, month: string) =>
  queryOptions({
    queryKey: ['board-packets', 'checklist', communityAgentId, month],
    queryFn: () =>
      api.call(B.GetCloseChecklist, {
        query: { CommunityAgentId: communityAgentId, Month: month },
      }),
  });

export const packetsQuery = (communityAgentId: number, month: string) =>
  queryOptions({
    queryKey: ['board-packets', 'versions', communityAgentId, month],
    queryFn: () =>
      api.call(B.GetBoardPackets, { query: { CommunityAgentId: communityAgentId, Month: month } }),
  });

export const reportPackagesQuery = queryOptions({
  queryKey: ['report-packages', 'list'],
  queryFn: () => api.call(contract.reportPackages.GetReportPackages),
});

/** After a seal or publication: the versions again. */
export function refreshPackets(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['board-packets', 'versions'] });
}
