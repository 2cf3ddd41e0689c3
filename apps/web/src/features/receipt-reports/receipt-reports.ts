import { ReceiptReports, type ReceiptReportParameter } from '@hoa/domain';

// The cash receipt reports of the reports screen: GET /api/Report/{Name}, the screen
// /report/{Name}/{communityAgentId}; the list is the domain's.

export interface ReceiptReport {
  Name: (typeof ReceiptReports)[number]['Name'];
  DisplayName: string;
  Description: string;
  Parameters: readonly ReceiptReportParameter[];
}

export function receiptReport(name: string): ReceiptReport | undefined {
  return ReceiptReports.find((r) => r.Name === name);
}
