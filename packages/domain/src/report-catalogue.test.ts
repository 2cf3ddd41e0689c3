import { describe, expect, it } from 'vitest';
import {
  checkReportParameters,
  reportOptionName,
  ReportCodeTypes,
  reportParameterDefaults,
  reportParameterDisplayName,
  ReportFamilies,
  reportVisibleParameters,
  type ReportParameterDescription,
} from './report-catalogue';
import { lastDaysRange } from './community-reports';
import { CodeTypeId } from './static-data/codes';

const param = (
  Name: string,
  DataType: ReportParameterDescription['DataType'],
  more: Partial<ReportParameterDescription> = {},
): ReportParameterDescription => ({
  Name,
  DisplayName: reportParameterDisplayName(Name),
  DataType,
  Value: '',
  RawValue: null,
  IsVisible: true,
  DataSource: null,
  AllowMultipleValues: false,
  IsRequired: false,
  ...more,
});

const params = [
  param('asOfDate', 'D'),
  param('costCenterId', 'I'),
  param('minimumAmount', 'N'),
  param('includeDeleted', 'B'),
  param('state', 'T', {
    DataSource: [
      { Value: 'Open', DisplayName: 'Open' },
      { Value: 'Closed', DisplayName: 'Closed' },
    ],
  }),
  param('topsCodeId', 'I', { AllowMultipleValues: true }),
  param('year', 'I', { IsRequired: true }),
];

const check = (given: Record<string, unknown>) => checkReportParameters('Test', params, given);

describe('report parameter typing (spec 3 §3: D date, I integer)', () => {
  it('types every value: D a date, I and N numbers from text or numbers, B from true/false', () => {
    expect(
      check({
        asOfDate: '2026-03-31',
        costCenterId: '12',
        minimumAmount: '600.5',
        includeDeleted: 'true',
        state: 'Open',
        topsCodeId: [1, '2'],
        year: 2025,
      }),
    ).toEqual({
      ok: true,
      value: {
        asOfDate: '2026-03-31',
        costCenterId: 12,
        minimumAmount: 600.5,
        includeDeleted: true,
        state: 'Open',
        topsCodeId: [1, 2],
        year: 2025,
      },
    });
  });

  it('leaves empty values out and refuses a required one left empty', () => {
    expect(check({ year: 2025, asOfDate: '', costCenterId: null })).toEqual({
      ok: true,
      value: { year: 2025 },
    });
    expect(check({})).toEqual({ ok: false, problem: "'Year' is required." });
  });

  it.each([
    [{ asOfDate: '2026-02-30' }, "'As of' must be a date (YYYY-MM-DD)."],
    [{ asOfDate: '03/31/2026' }, "'As of' must be a date (YYYY-MM-DD)."],
    [{ asOfDate: '1899-12-31' }, "'As of' must be a date (YYYY-MM-DD)."],
    [{ costCenterId: '1.5' }, "'Cost center' must be a whole number."],
    [{ costCenterId: 'abc' }, "'Cost center' must be a whole number."],
    [{ costCenterId: true }, "'Cost center' must be a whole number."],
    [{ minimumAmount: 'x' }, "'Minimum amount' must be a number."],
    [{ includeDeleted: 'yes' }, "'Include removed transactions' must be true or false."],
    [{ state: 'Lost' }, "'State' must be one of the listed values."],
    [{ costCenterId: [1, 2] }, "'Cost center' takes one value."],
    [{ topsCodeId: [1, 'x'] }, "'Code' must be a whole number."],
    [{ vendor: 1 }, "The report 'Test' has no parameter 'vendor'."],
  ])('refuses %j', (given, problem) => {
    expect(check({ year: 2025, ...given })).toEqual({ ok: false, problem });
  });
});

describe('report catalogue', () => {
  it('defaults the 1099 report to the prior calendar year and a minimum of 600', () => {
    expect(reportParameterDefaults('GetVendorsTenNinetyNine', '2026-01-15')).toEqual({
      year: 2025,
      minimumAmount: 600,
    });
  });

  it('starts the other reports as of today, over the month so far; the reports of records empty', () => {
    expect(reportParameterDefaults('BalanceSheet', '2026-01-15')).toEqual({
      asOfDate: '2026-01-15',
      startDate: '2026-01-01',
      endDate: '2026-01-15',
      depositDate: '2026-01-15',
    });
    for (const name of [
      'CCR',
      'GlobalCCR',
      'generalRequest',
      'ArchitecturalRequest',
      'WorkOrder',
    ]) {
      expect(reportParameterDefaults(name, '2026-01-15')).toEqual({});
    }
  });

  it('lists a report’s codes of its own type', () => {
    expect(ReportCodeTypes).toEqual({
      CCR: CodeTypeId.CcrCode,
      generalRequest: CodeTypeId.WorkOrderCode,
      ArchitecturalRequest: CodeTypeId.ArchitecturalCode,
    });
  });

  it('defaults the settlement and activity reports to the last 30 days', () => {
    const last30 = { startDate: '2026-02-13', endDate: '2026-03-15' };
    expect(lastDaysRange('2026-03-15')).toEqual(last30);
    // Across a year's end.
    expect(lastDaysRange('2026-01-10')).toEqual({ startDate: '2025-12-11', endDate: '2026-01-10' });
    for (const name of ['PropertySettlement', 'GlobalPropertySettlement', 'Activity']) {
      expect(reportParameterDefaults(name, '2026-03-15')).toEqual(last30);
    }
  });

  it('shows a feed by its label', () => {
    expect(reportOptionName('feed', 'CashReceipt')).toBe('Cash receipts');
    expect(reportParameterDisplayName('feed')).toBe('Activity');
  });

  it('names each report once across the families', () => {
    const names = ReportFamilies.flatMap((f) => f.reports.map((r) => r.Name));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('GetVendorsTenNinetyNine');
  });

  it('shows a listed id by its name where the catalogue knows it', () => {
    expect(reportOptionName('balanceOperatorId', 3)).toBe('Greater Than');
    expect(reportOptionName('deliveryPreferenceId', 2)).toBe('Email');
    expect(reportOptionName('topsStatusId', 1)).toBe('Pending');
    expect(reportOptionName('sourceId', 4)).toBe('Portal');
    expect(reportOptionName('vendorAgentId', 4)).toBe('4');
  });

  it('shows a parameter without a catalogue name by its words', () => {
    expect(reportParameterDisplayName('vendorAgentId')).toBe('Vendor agent id');
    expect(reportParameterDisplayName('asOfDate')).toBe('As of');
  });
});

describe('visible report parameters', () => {
  it('expands a family’s options to the call’s fields; without options all are shown', () => {
    expect([
      ...(reportVisibleParameters({
        Name: 'CheckRegister',
        DisplayName: 'Check Register',
        Description: '',
        Parameters: ['range', 'bank'],
      }) ?? []),
    ]).toEqual(['startDate', 'endDate', 'bankAccountId']);
    expect(
      reportVisibleParameters({
        Name: 'BalanceSheet',
        DisplayName: 'Balance Sheet',
        Description: '',
        Parameters: [{ Name: 'asOfDate' }, { Name: 'costCenterId' }],
      }),
    ).toEqual(new Set(['asOfDate', 'costCenterId']));
    expect(reportVisibleParameters({ Name: 'CCR', DisplayName: 'CCR', Description: '' })).toBe(
      null,
    );
  });
});
