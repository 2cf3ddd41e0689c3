import {
  ArReports,
  CcrReports,
  FinancialReports,
  GeneralRequestReports,
  ServiceRequestReports,
  WorkOrderReports,
} from '@hoa/domain';
import { ApReports } from '../ap-reports';
import { ArchitecturalRequestReports } from '../architectural-requests';
import { ReceiptReports } from '../receipt-reports';

export interface CatalogReport {
  Name: string;
  DisplayName: string;
  Description: string;
}

/** Every report the reports screen lists, by family, for the go-to palette. */
export const ReportCatalog: readonly { family: string; reports: readonly CatalogReport[] }[] = [
  { family: 'Financial reports', reports: FinancialReports },
  { family: 'AR reports', reports: ArReports },
  { family: 'Cash receipt reports', reports: ReceiptReports },
  { family: 'Accounts payable reports', reports: ApReports },
  { family: 'Violation reports', reports: CcrReports },
  { family: 'General request reports', reports: GeneralRequestReports },
  { family: 'Architectural request reports', reports: ArchitecturalRequestReports },
  { family: 'Service request reports', reports: ServiceRequestReports },
  { family: 'Work order reports', reports: WorkOrderReports },
];
