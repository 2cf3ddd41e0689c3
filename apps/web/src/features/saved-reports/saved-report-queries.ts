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
