import { contract, type ArchitecturalTicketsQuery } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { codeOptions, ticketsPageQuery } from '../../widgets/request-queries';

// Everything of the architectural requests sits under ['architecturalRequests'].
export const architecturalRequestsKey = ['architecturalRequests'] as const;
const C = contract.architecturalRequests;

/** The tickets page's filters (status, code, property, overdue, received range) and page. */
export type ArchitecturalFilters = Omit<
  ArchitecturalTicketsQuery,
  'communityAgentId' | 'skip' | 'take'
>;

export const architecturalTicketsQuery = (
  communityAgentId: number,
  filters: ArchitecturalFilters,
  page: number,
) =>
  ticketsPageQuery(architecturalRequestsKey, communityAgentId, filters, page, (query) =>
    api.call(C.TicketsPage, { query }),
  );

export const architecturalViewQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...architecturalRequestsKey, 'view', itemId],
    queryFn: () => api.call(C.ViewPage, { query: { itemId } }),
  });

export const architecturalKpiQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...architecturalRequestsKey, 'kpi', communityAgentId],
    queryFn: () => api.call(C.Kpi, { query: { communityAgentId } }),
  });

/** The community's architectural codes, for the code pickers. */
export const architecturalCodeOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...architecturalRequestsKey, 'codes', communityAgentId],
    queryFn: () => api.call(C.GetArchitecturalCodes, { query: { communityAgentId } }),
    select: codeOptions,
  });

/** The users and committee members who may approve the community's requests. */
export const approverCandidatesQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...architecturalRequestsKey, 'approvers', communityAgentId],
    queryFn: () => api.call(C.GetApproverCandidates, { query: { communityAgentId } }),
  });

/** The community's architectural settings: the default counts and reconsideration procedure. */
export const arcSettingsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...architecturalRequestsKey, 'settings', communityAgentId],
    queryFn: () =>
      api.call(contract.architecturalSettings.GetByCommunityAgentId, {
        query: { communityAgentId },
      }),
  });

/** After a change: the lists, the KPI and the request again. */
export function refreshArchitecturalRequests(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: architecturalRequestsKey });
}

/** The company's ARC_Letter templates, for the letter pickers. */
export const arcLetterOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...architecturalRequestsKey, 'letters', communityAgentId],
    queryFn: () =>
      api.call(contract.arcActionProcesses.GetArcActionProcessGraph, {
        query: { communityAgentId },
      }),
    select: (graph) =>
      graph.LetterTemplates.map((t) => ({
        value: String(t.TopsTemplateId),
        label: t.IsSystem ? `${t.Name} (system)` : t.Name,
      })),
  });
