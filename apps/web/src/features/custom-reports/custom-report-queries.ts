import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export function customReportsQuery() {
  return queryOptions({
    queryKey: ['customReports'],
    queryFn: () => api.call(contract.customReports.GetCustomReports, { query: {} }),
  });
}

export function customReportQuery(customReportId: number) {
  return queryOptions({
    queryKey: ['customReports', customReportId],
    queryFn: () => api.call(contract.customReports.GetCustomReport, { query: { customReportId } }),
  });
}

export function reportSettingsQuery() {
  return queryOptions({
    queryKey: ['reportSettings'],
    queryFn: () => api.call(contract.reportSettings.GetReportSettings, { query: {} }),
  });
}

export function sectionSettingsQuery(reportName: string) {
  return queryOptions({
    queryKey: ['reportSectionSettings', reportName],
    queryFn: () =>
      api.call(contract.reportSettings.GetReportSectionSettings, { query: { reportName } }),
  });
}
