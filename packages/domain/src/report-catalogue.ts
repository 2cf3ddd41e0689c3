// The report catalogue (issue 24; spec 3 §2 'Reports' families, §3 'Report': Name, DisplayName,
// Format, and parameters with Name, DisplayName, DataType D date and I integer, Value, RawValue,
// IsVisible, DataSource, AllowMultipleValues; §9 formats PDF 0, xls 1, xlsx 2, Word 3, 1099
// defaults): every report by family, and the typing of a report's parameters as a render call
// sends them.
import { CommunityFeeds } from './activity-feed';
import { ActivityReports, lastDaysRange, PropertySettlementReports } from './community-reports';
import { isBusinessDate, isValidIsoDate } from './dates';
import { FinancialReports } from './financial-reports';
import { ApReports } from './payables/ap-reports';
import { defaultTenNinetyNineYear } from './payables/ten-ninety-nine';
import { ArReports } from './receivables/owner-ledger-reports';
import { ReceiptReports } from './receivables/receipt-reports';
import {
  ArchitecturalRequestReports,
  ArchitecturalRequestStatusNames,
} from './requests/architectural-requests';
import { GeneralRequestReports, GeneralRequestSources } from './requests/general-requests';
import { ServiceRequestReports, WorkOrderReports } from './requests/work-order-reports';
import { DeliveryPreferences } from './static-data/other-enums';
import { CodeTypeId } from './static-data/codes';
import { ComparisonOperators, ReportFormatId } from './static-data/report-enums';
import { CcrReports } from './violations/reports';

export interface CatalogReport {
  Name: string;
  DisplayName: string;
  Description: string;
  /** The options its screen offers, where its family lists them (names or parameters). */
  Parameters?: readonly (string | { Name: string })[];
}

/** Every report the reports screen lists, by family. */
export const ReportFamilies: readonly { family: string; reports: readonly CatalogReport[] }[] = [
  { family: 'Financial reports', reports: FinancialReports },
  { family: 'AR reports', reports: ArReports },
  { family: 'Cash receipt reports', reports: ReceiptReports },
  { family: 'Accounts payable reports', reports: ApReports },
  { family: 'Violation reports', reports: CcrReports },
  { family: 'General request reports', reports: GeneralRequestReports },
  { family: 'Architectural request reports', reports: ArchitecturalRequestReports },
  { family: 'Service request reports', reports: ServiceRequestReports },
  { family: 'Work order reports', reports: WorkOrderReports },
  { family: 'Activity reports', reports: ActivityReports },
  { family: 'Property settlement reports', reports: PropertySettlementReports },
];

/** Every catalogue report renders in every format of spec 3 §9. */
export const CatalogReportFormats: readonly number[] = [
  ReportFormatId.Pdf,
  ReportFormatId.Xls,
  ReportFormatId.Xlsx,
  ReportFormatId.Word,
];

/** D a day, I an integer (spec 3 §3); N a decimal number, T text, B yes or no. */
export type ReportDataType = 'D' | 'I' | 'N' | 'T' | 'B';

export interface ReportParameterOption {
  Value: string | number;
  DisplayName: string;
}

export type ReportParameterValue = string | number | boolean | (string | number)[];

export interface ReportParameterDescription {
  Name: string;
  DisplayName: string;
  DataType: ReportDataType;
  /** The default as text ('' when none). */
  Value: string;
  /** The default as typed (null when none). */
  RawValue: ReportParameterValue | null;
  IsVisible: boolean;
  /** The values to choose from, or null when any value of the type goes. */
  DataSource: ReportParameterOption[] | null;
  AllowMultipleValues: boolean;
  IsRequired: boolean;
}

/** How the parameters are shown, by their name in the report calls. */
export const ReportParameterDisplayNames: Readonly<Record<string, string>> = {
  asOfDate: 'As of',
  startDate: 'Start date',
  endDate: 'End date',
  fiscalYearId: 'Fiscal year',
  periodId: 'Period',
  costCenterId: 'Cost center',
  balanceOperatorId: 'Balance comparison',
  balanceAmount: 'Amount',
  includeDeleted: 'Include removed transactions',
  deliveryPreferenceId: 'Delivery preference',
  bankAccountId: 'Bank account',
  year: 'Year',
  minimumAmount: 'Minimum amount',
  depositDate: 'Deposit date',
  lockboxBatchId: 'Lockbox batch',
  propertyAgentId: 'Property',
  state: 'State',
  topsCodeId: 'Code',
  sourceId: 'Source',
  codeAlias: 'Code alias',
  topsStatusId: 'Status',
  feed: 'Activity',
};

/** How a listed id shows, by parameter: comparison operators, delivery preferences, statuses. */
const optionNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  balanceOperatorId: Object.fromEntries(
    ComparisonOperators.map((o) => [o.ComparisonOperatorId, o.ComparisonOperatorName]),
  ),
  deliveryPreferenceId: Object.fromEntries(
    DeliveryPreferences.map((d) => [d.DeliveryPreferenceId, d.DeliveryPreferenceName]),
  ),
  topsStatusId: ArchitecturalRequestStatusNames,
  sourceId: Object.fromEntries(GeneralRequestSources.map((s) => [s.SourceId, s.SourceName])),
  feed: Object.fromEntries(CommunityFeeds.map((f) => [f.Kind, f.Label])),
};

/** How one listed value of a parameter shows: its name where the catalogue knows it. */
export function reportOptionName(parameter: string, value: string | number): string {
  return optionNames[parameter]?.[String(value)] ?? String(value);
}

/** A parameter's display name: the catalogue's, else its words ('vendorAgentId' → 'Vendor agent id'). */
export function reportParameterDisplayName(name: string): string {
  const known = ReportParameterDisplayNames[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The call's fields behind a family's option names: AP 'range' is the start and end dates, … */
const optionFields: Readonly<Record<string, readonly string[]>> = {
  asOf: ['asOfDate'],
  range: ['startDate', 'endDate'],
  bank: ['bankAccountId'],
  year: ['year', 'minimumAmount'],
  deposit: ['bankAccountId', 'depositDate', 'lockboxBatchId'],
  lockboxBatch: ['lockboxBatchId'],
  balanceFilter: ['balanceOperatorId', 'balanceAmount'],
  deliveryPreference: ['deliveryPreferenceId'],
};

/**
 * The parameters a report shows (IsVisible): those of its family's options where the family lists
 * them (reports sharing one query use different parts of it), else null: all its call takes.
 */
export function reportVisibleParameters(report: CatalogReport): ReadonlySet<string> | null {
  if (!report.Parameters) return null;
  return new Set(
    report.Parameters.flatMap((p) => {
      const name = typeof p === 'string' ? p : p.Name;
      return optionFields[name] ?? [name];
    }),
  );
}

/** The reports whose range defaults to the last 30 days (spec 3 §9). */
const lastDaysReports: ReadonlySet<string> = new Set([
  'Activity',
  'PropertySettlement',
  'GlobalPropertySettlement',
]);

/**
 * The reports of records (violations, requests, work orders): their dates filter the records and
 * start empty, all of them.
 */
const recordReports: ReadonlySet<string> = new Set(
  [
    ...CcrReports,
    ...GeneralRequestReports,
    ...ArchitecturalRequestReports,
    ...ServiceRequestReports,
    ...WorkOrderReports,
  ].map((r) => r.Name),
);

/**
 * A report's defaults (spec 3 §9): the 1099 report the prior calendar year and a minimum of 600;
 * the settlement and activity reports the last 30 days; the reports of records none; the others
 * as of today, over the month so far, a deposit of today.
 */
export function reportParameterDefaults(
  reportName: string,
  today: string,
): Record<string, ReportParameterValue> {
  if (reportName === 'GetVendorsTenNinetyNine') {
    return { year: defaultTenNinetyNineYear(today), minimumAmount: 600 };
  }
  if (lastDaysReports.has(reportName)) return lastDaysRange(today);
  if (recordReports.has(reportName)) return {};
  return {
    asOfDate: today,
    startDate: `${today.slice(0, 7)}-01`,
    endDate: today,
    depositDate: today,
  };
}

/**
 * The codes a report's Code (topsCodeId) lists, by report: the community's codes of this type
 * (general requests carry work order codes).
 */
export const ReportCodeTypes: Readonly<Record<string, number>> = {
  CCR: CodeTypeId.CcrCode,
  generalRequest: CodeTypeId.WorkOrderCode,
  ArchitecturalRequest: CodeTypeId.ArchitecturalCode,
};

export const ReportCatalogueMessages = {
  unknownReport: (name: string) => `There is no report named '${name}'.`,
  unknownParameter: (report: string, name: string) =>
    `The report '${report}' has no parameter '${name}'.`,
  required: (p: string) => `'${p}' is required.`,
  oneValue: (p: string) => `'${p}' takes one value.`,
  notDate: (p: string) => `'${p}' must be a date (YYYY-MM-DD).`,
  notInteger: (p: string) => `'${p}' must be a whole number.`,
  notNumber: (p: string) => `'${p}' must be a number.`,
  notBoolean: (p: string) => `'${p}' must be true or false.`,
  notText: (p: string) => `'${p}' must be text.`,
  notListed: (p: string) => `'${p}' must be one of the listed values.`,
  /** The report's own check of its query (e.g. a range's order), by parameter. */
  invalid: (p: string, problem: string) => (p ? `'${p}': ${problem}` : problem),
  globalReport: (name: string) =>
    `'${name}' covers several communities: render it with RenderGlobalReport.`,
  notGlobal: (name: string) =>
    `'${name}' is a report of one community: render it with RenderReport.`,
} as const;

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** One value typed as its parameter says: D a business date, I an integer, and so on. */
function typeValue(
  p: ReportParameterDescription,
  raw: unknown,
): Checked<string | number | boolean> {
  const name = p.DisplayName;
  switch (p.DataType) {
    case 'D':
      return typeof raw === 'string' && isValidIsoDate(raw) && isBusinessDate(raw)
        ? { ok: true, value: raw }
        : { ok: false, problem: ReportCatalogueMessages.notDate(name) };
    case 'I': {
      const n = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      return typeof n === 'number' && Number.isSafeInteger(n)
        ? { ok: true, value: n }
        : { ok: false, problem: ReportCatalogueMessages.notInteger(name) };
    }
    case 'N': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      return typeof n === 'number' && Number.isFinite(n)
        ? { ok: true, value: n }
        : { ok: false, problem: ReportCatalogueMessages.notNumber(name) };
    }
    case 'B':
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      return raw === 'true' || raw === 'false'
        ? { ok: true, value: raw === 'true' }
        : { ok: false, problem: ReportCatalogueMessages.notBoolean(name) };
    case 'T':
      return typeof raw === 'string'
        ? { ok: true, value: raw }
        : { ok: false, problem: ReportCatalogueMessages.notText(name) };
  }
}

const isEmpty = (raw: unknown) =>
  raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0);

/**
 * The values a render call sends, typed by the report's parameters: an unknown name, a value not
 * of its type or not among its listed values, several values where one is allowed, or a required
 * parameter left empty is refused with a message naming the parameter. Empty values are left out.
 */
export function checkReportParameters(
  reportName: string,
  parameters: readonly ReportParameterDescription[],
  given: Readonly<Record<string, unknown>>,
): Checked<Record<string, ReportParameterValue>> {
  const values: Record<string, ReportParameterValue> = {};
  for (const name of Object.keys(given)) {
    if (!parameters.some((p) => p.Name === name)) {
      return { ok: false, problem: ReportCatalogueMessages.unknownParameter(reportName, name) };
    }
  }
  for (const p of parameters) {
    const raw = given[p.Name];
    if (isEmpty(raw)) {
      if (p.IsRequired)
        return { ok: false, problem: ReportCatalogueMessages.required(p.DisplayName) };
      continue;
    }
    const many = Array.isArray(raw);
    if (many && !p.AllowMultipleValues) {
      return { ok: false, problem: ReportCatalogueMessages.oneValue(p.DisplayName) };
    }
    const typed: (string | number | boolean)[] = [];
    for (const one of many ? (raw as unknown[]) : [raw]) {
      const checked = typeValue(p, one);
      if (!checked.ok) return checked;
      if (p.DataSource && !p.DataSource.some((o) => o.Value === checked.value)) {
        return { ok: false, problem: ReportCatalogueMessages.notListed(p.DisplayName) };
      }
      typed.push(checked.value);
    }
    values[p.Name] = many ? (typed as (string | number)[]) : typed[0];
  }
  return { ok: true, value: values };
}
