import { contract, type LedgerReportQuery } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export type ReportName = Exclude<keyof typeof contract.reports, 'GetReportAccountList'>;

export function isReportName(name: string): name is ReportName {
  return name in contract.reports && name !== 'GetReportAccountList';
}

/** A report's rows for the on-screen viewer (the call without format). */
export function reportDataQuery(name: ReportName, query: LedgerReportQuery) {
  return queryOptions({
    queryKey: ['reports', name, query],
    queryFn: () => api.call(contract.reports[name], { query }),
  });
}

/** The reports the user may run, with their parameters; search: a part of the display name. */
export function reportCatalogueQuery(search = '') {
  const term = search.trim();
  return queryOptions({
    queryKey: ['reports', 'catalogue', term],
    queryFn: () =>
      api.call(contract.reportCatalogue.GetReportCatalogue, {
        query: term ? { search: term } : {},
      }),
    staleTime: 60_000,
  });
}
