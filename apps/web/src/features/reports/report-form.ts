import type { ReportParameterJson } from '@hoa/contract';
import { isValidIsoDate } from '@hoa/domain';
import { missingDatesMessage } from '../../widgets/report-viewer';
import type { ReportParams } from './report-params';

// The report screen's form as the catalogue describes it (spec 3 §3 'Parameters'): what it starts
// with, what it still needs, and what it sends.

/**
 * What the form starts with: each shown parameter's default (RawValue), then the days a link opens
 * the report over (?startDate=&endDate=, the balance sheet's net income opening the income
 * statement; a bad date is dropped).
 */
export function initialReportParams(
  parameters: readonly ReportParameterJson[],
  search: Readonly<Record<string, unknown>>,
): ReportParams {
  const params: ReportParams = {};
  for (const p of parameters) {
    if (p.IsVisible && p.RawValue !== null) params[p.Name] = p.RawValue;
  }
  for (const key of ['startDate', 'endDate']) {
    const value = search[key];
    if (typeof value === 'string' && isValidIsoDate(value)) params[key] = value;
  }
  return params;
}

/**
 * What the page says while a date the report needs is empty (one it requires or starts with a
 * value); a date that only filters (a violation's observed day) may stay empty. Null: none.
 */
export function missingReportDates(
  parameters: readonly ReportParameterJson[],
  params: ReportParams,
): string | null {
  return missingDatesMessage(
    parameters
      .filter(
        (p) =>
          p.IsVisible &&
          p.DataType === 'D' &&
          (p.IsRequired || p.RawValue !== null) &&
          !params[p.Name],
      )
      .map((p) => p.DisplayName),
  );
}

type Sent = string | number | (string | number)[];

/** A value as sent: empty left out, yes or no as 'true' or 'false'. */
function sent(value: ReportParams[string]): Sent | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value;
  return typeof value === 'boolean' ? String(value) : value;
}

/**
 * The shown parameters' values as a report's GET query takes them (several values joined by
 * commas) and as a body takes them (the report's POST call, RenderReport's Parameters).
 */
export function sentReportParams(
  parameters: readonly ReportParameterJson[],
  params: ReportParams,
): { query: Record<string, string | number>; body: Record<string, Sent> } {
  const query: Record<string, string | number> = {};
  const body: Record<string, Sent> = {};
  for (const p of parameters) {
    const value = p.IsVisible ? sent(params[p.Name]) : null;
    if (value === null) continue;
    body[p.Name] = value;
    query[p.Name] = Array.isArray(value) ? value.join(',') : value;
  }
  return { query, body };
}
