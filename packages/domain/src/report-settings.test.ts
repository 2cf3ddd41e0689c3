import { describe, expect, it } from 'vitest';
import {
  applySectionSettings,
  DefaultReportSectionSettings,
  reportLayout,
  ReportSettingsSchema,
} from './report-settings';
import type { StatementRow } from './financial-statements';

const report = {
  columns: [
    { key: 'number', kind: 'text' },
    { key: 'name', kind: 'text' },
    { key: 'amount', kind: 'money' },
  ],
  rows: <StatementRow[]>[
    { cells: { number: null, name: 'Cash' }, style: 'section' as const },
    { cells: { number: '1000', name: 'Operating', amount: 500 }, accountId: 1 },
    { cells: { number: '1010', name: 'Petty', amount: 0 }, accountId: 2 },
    { cells: { number: null, name: 'Total Cash', amount: 500 }, style: 'subtotal' as const },
  ],
};

describe('report settings', () => {
  it('defaults to orientation 1, font size 2 and 8.5 x 11 in pages (spec 3 §9)', () => {
    const defaults = ReportSettingsSchema.parse({});
    expect(defaults).toEqual({ Orientation: 1, FontSize: 2, PageWidth: 850, PageHeight: 1100 });
    expect(reportLayout(defaults)).toEqual({
      orientation: 'portrait',
      fontPoints: 8,
      pageWidthPoints: 612,
      pageHeightPoints: 792,
    });
    expect(
      reportLayout({ Orientation: 2, FontSize: 3, PageWidth: 850, PageHeight: 1400 }),
    ).toMatchObject({
      orientation: 'landscape',
      fontPoints: 10,
      pageHeightPoints: 1008,
    });
    expect(ReportSettingsSchema.safeParse({ PageWidth: 900 }).success).toBe(false);
  });

  it('section settings: the defaults change nothing; each setting hides its part', () => {
    expect(applySectionSettings(report, DefaultReportSectionSettings)).toEqual(report);
    const hidden = applySectionSettings(report, {
      HideZeroBalances: true,
      ShowAccountNumbers: false,
      ShowSubtotals: false,
    });
    expect(hidden.columns.map((c) => c.key)).toEqual(['name', 'amount']);
    expect(hidden.rows.map((r) => r.cells.name)).toEqual(['Cash', 'Operating']);
  });
});
