import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** The saved reports of a report the user can open: their own and the public ones. */
export function savedReportsQuery(reportName: string) {
  return queryOptions({
    queryKey: ['enhancedReports', reportName],
    queryFn: () =>
      api.call(contract.enhancedReports.GetListEnhancedReports, { query: { reportName } }),
  });
}

/** One saved report the user can open (their own or a public one), as the report route names it. */
export function savedReportQuery(enhancedReportDefinitionId: number) {
  return queryOptions({
    queryKey: ['enhancedReports', 'one', enhancedReportDefinitionId],
    queryFn: () =>
      api.call(contract.enhancedReports.GetEnhancedReport, {
        query: { enhancedReportDefinitionId },
      }),
  });
}
