import { contract } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../app/api';

/** The rows a requests' tickets page (general or architectural) shows at a time. */
export const ticketsPageSize = 25;

/** What a tickets page adds to its filters: the community and the page's rows. */
export interface TicketsPageWindow {
  communityAgentId: number;
  skip: number;
  take: number;
}

/**
 * A page of a community's requests by the page's filters, under
 * [...areaKey, 'tickets', community, filters, page]; the shown page stays while the next one loads.
 * `fetchPage` calls the area's endpoint with the filters and the window.
 */
export function ticketsPageQuery<F extends object, R>(
  areaKey: readonly unknown[],
  communityAgentId: number,
  filters: F,
  page: number,
  fetchPage: (query: F & TicketsPageWindow) => Promise<R>,
) {
  return queryOptions({
    queryKey: [...areaKey, 'tickets', communityAgentId, filters, page],
    queryFn: () =>
      fetchPage({
        communityAgentId,
        ...filters,
        skip: (page - 1) * ticketsPageSize,
        take: ticketsPageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A community's codes as picker options: "alias · name", by code id. */
export function codeOptions(
  codes: readonly { TopsCodeId: number; CodeAlias: string; CodeName: string }[],
): { value: string; label: string }[] {
  return codes.map((code) => ({
    value: String(code.TopsCodeId),
    label: `${code.CodeAlias} · ${code.CodeName}`,
  }));
}

/** A community's amenities (agent type 8) as picker options, for a request's or work order's place. */
export const amenityOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: ['amenityOptions', communityAgentId],
    queryFn: () =>
      api.call(contract.portfolio.GetAgentList, {
        query: { agentTypeId: AgentTypeId.Amenity, communityAgentId, take: 100 },
      }),
    staleTime: 60_000,
    select: (page) =>
      page.Results.map((a) => ({ value: String(a.TopsAgentId), label: a.DisplayName })),
  });
