import {
  contract,
  reportEndpoints,
  type CatalogReportName,
  type EndpointDef,
  type ReportDataJson,
} from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/**
 * The reports the user may run, with their parameters; search: a part of the display name; with a
 * community, its parameters list that community's codes and lockbox batches.
 */
export function reportCatalogueQuery(search = '', communityAgentId?: number) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['reports', 'catalogue', term, communityAgentId ?? null],
    queryFn: () =>
      api.call(contract.reportCatalogue.GetReportCatalogue, {
        query: {
          ...(term ? { search: term } : {}),
          ...(communityAgentId === undefined ? {} : { communityAgentId }),
        },
      }),
    staleTime: 60_000,
  });
}

/** A catalogue report's rows: its own GET call with the query, or its POST call with the body. */
export function catalogReportDataQuery(
  name: CatalogReportName,
  input: { query?: Record<string, string | number>; body?: Record<string, unknown> },
) {
  // The catalogue's calls differ in their inputs; every one answers the report's rows.
  const endpoint: EndpointDef = reportEndpoints[name];
  return queryOptions({
    queryKey: ['reports', name, input],
    queryFn: () => api.call(endpoint, input as never) as Promise<ReportDataJson>,
  });
}
