import type { ReportParameterJson } from '@hoa/contract';
import { describe, expect, it } from 'vitest';
import { initialReportParams, missingReportDates, sentReportParams } from './report-form';

const param = (
  Name: string,
  DataType: ReportParameterJson['DataType'],
  more: Partial<ReportParameterJson> = {},
): ReportParameterJson => ({
  Name,
  DisplayName: Name,
  DataType,
  Value: more.RawValue === undefined || more.RawValue === null ? '' : String(more.RawValue),
  RawValue: null,
  IsVisible: true,
  DataSource: null,
  AllowMultipleValues: false,
  IsRequired: false,
  ...more,
});

// A ledger report's dates start as of today; a violation report's only filter.
const ledger = [
  param('startDate', 'D', { RawValue: '2026-03-01' }),
  param('endDate', 'D', { RawValue: '2026-03-15' }),
  param('depositDate', 'D', { IsVisible: false, RawValue: '2026-03-15' }),
];
const records = [
  param('state', 'T', { DataSource: [{ Value: 'Open', DisplayName: 'Open' }] }),
  param('startDate', 'D'),
  param('endDate', 'D'),
  param('topsCodeId', 'I', { AllowMultipleValues: true }),
  param('includeClosed', 'B'),
];

describe('the report form', () => {
  it('starts from the shown parameters’ defaults, then the days a link gives', () => {
    expect(initialReportParams(ledger, {})).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
    expect(initialReportParams(ledger, { startDate: '2026-01-01', endDate: 'soon' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-15',
    });
    expect(initialReportParams(records, {})).toEqual({});
  });

  it('asks for a date the report starts with, never for one that only filters', () => {
    expect(missingReportDates(ledger, { startDate: '2026-03-01', endDate: null })).toBe(
      'Enter the endDate (MM/DD/YYYY) to see the report.',
    );
    expect(missingReportDates(ledger, { startDate: '2026-03-01', endDate: '2026-03-02' })).toBe(
      null,
    );
    expect(missingReportDates(records, {})).toBe(null);
    expect(missingReportDates([param('asOfDate', 'D', { IsRequired: true })], {})).toBe(
      'Enter the asOfDate (MM/DD/YYYY) to see the report.',
    );
  });

  it('sends the shown values: empty left out, several joined in a query, yes or no as text', () => {
    expect(
      sentReportParams(records, {
        state: 'Open',
        startDate: '',
        endDate: null,
        topsCodeId: [4, 7],
        includeClosed: false,
      }),
    ).toEqual({
      query: { state: 'Open', topsCodeId: '4,7', includeClosed: 'false' },
      body: { state: 'Open', topsCodeId: [4, 7], includeClosed: 'false' },
    });
    // A hidden parameter is never sent, nor a multi-select left empty.
    expect(sentReportParams(ledger, { depositDate: '2026-03-15', endDate: '2026-03-15' })).toEqual({
      query: { endDate: '2026-03-15' },
      body: { endDate: '2026-03-15' },
    });
    expect(sentReportParams(records, { topsCodeId: [] })).toEqual({ query: {}, body: {} });
  });
});
