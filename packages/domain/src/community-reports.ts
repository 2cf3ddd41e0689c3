// The community's activity report and the property settlement reports (issue 24; spec 3 §2
// 'Global: … property settlement'; §7 'GET /Report/... Activity, PropertySettlement'; 'POST agentIds
// (null if any entry is empty): /Report/GlobalPropertySettlement'; 'Activity and owner activity use
// skip 0 and take 999999999'; §9 'Global settlement report defaults to the last 30 days', 'Default
// history window 30 days').
import type { IsoDate } from './dates';
import { addDays } from './ledger/periods';
import type { CatalogReport } from './report-catalogue';

/** The activity report reads the whole feed of its range in one page (spec 3 §7). */
export const ActivityReportPage = { skip: 0, take: 999_999_999 } as const;

/** The settlement and activity reports cover the last 30 days unless given a range (spec 3 §9). */
export const ReportHistoryDays = 30;

/** The last `days` days up to today: the default range of the settlement and activity reports. */
export function lastDaysRange(today: IsoDate, days = ReportHistoryDays) {
  return { startDate: addDays(today, -days), endDate: today };
}

/** The community's activity (its feed over a range), on the reports screen. */
export const ActivityReports: readonly CatalogReport[] = [
  {
    Name: 'Activity',
    DisplayName: 'Activity',
    Description:
      'The community’s activity feed over a range (the last 30 days by default): every item with its type, who it concerns, status and amount.',
  },
];

/** The property settlement reports: one community's, and several communities' at once. */
export const PropertySettlementReports: readonly CatalogReport[] = [
  {
    Name: 'PropertySettlement',
    DisplayName: 'Property Settlement',
    Description:
      'Properties sold or transferred in a range (the last 30 days by default): sellers and buyer, settlement date, the sellers’ balance at settlement, what moved to the buyer and what was collected since.',
  },
  {
    Name: 'GlobalPropertySettlement',
    DisplayName: 'Global Property Settlement',
    Description:
      'The property settlement report over several communities, by community with subtotals.',
  },
];

export function propertySettlementReport(name: string): CatalogReport | undefined {
  return PropertySettlementReports.find((r) => r.Name === name);
}
