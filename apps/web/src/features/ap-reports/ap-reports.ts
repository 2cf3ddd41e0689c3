import { ApReports, type ApReportParameter } from '@hoa/domain';

// The accounts payable reports of the reports screen (spec 2 §7 'Reports in this area'), each at
// /report/{Name}/{communityAgentId}; the list is the domain's.

export interface ApReport {
  Name: (typeof ApReports)[number]['Name'];
  DisplayName: string;
  Description: string;
  Parameters: readonly ApReportParameter[];
}

export function apReport(name: string): ApReport | undefined {
  return ApReports.find((r) => r.Name === name);
}
