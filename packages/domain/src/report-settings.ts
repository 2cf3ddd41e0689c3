// Report settings (spec 3 §9: "Export orientation default 1; font size default 2; default page
// 8.5x11 in.") and report section settings (spec 2 §7, spec 3 §7 SaveReportSectionSettings,
// GetReportSectionSettings): a user's defaults for every report file, and per report which of its
// sections show. Both change what the renderer writes.
import { z } from 'zod';
import type { StatementRow } from './financial-statements';

/** Export orientation: 1 portrait (the default), 2 landscape. */
export const ReportOrientationId = { Portrait: 1, Landscape: 2 } as const;
/** Font size: 1 small, 2 medium (the default), 3 large. */
export const ReportFontSizeId = { Small: 1, Medium: 2, Large: 3 } as const;

export const ReportOrientations = [
  { ReportOrientationId: ReportOrientationId.Portrait, Name: 'Portrait' },
  { ReportOrientationId: ReportOrientationId.Landscape, Name: 'Landscape' },
] as const;
export const ReportFontSizes = [
  { ReportFontSizeId: ReportFontSizeId.Small, Name: 'Small' },
  { ReportFontSizeId: ReportFontSizeId.Medium, Name: 'Medium' },
  { ReportFontSizeId: ReportFontSizeId.Large, Name: 'Large' },
] as const;

/** Page sizes in hundredths of an inch: letter (the default), legal. */
export const ReportPageSizes = [
  { Name: 'Letter (8.5 x 11 in)', PageWidth: 850, PageHeight: 1100 },
  { Name: 'Legal (8.5 x 14 in)', PageWidth: 850, PageHeight: 1400 },
] as const;

export const ReportSettingsSchema = z
  .strictObject({
    Orientation: z.literal([1, 2]).default(1),
    FontSize: z.literal([1, 2, 3]).default(2),
    PageWidth: z.number().int().default(850),
    PageHeight: z.number().int().default(1100),
  })
  .refine(
    (s) =>
      ReportPageSizes.some((p) => p.PageWidth === s.PageWidth && p.PageHeight === s.PageHeight),
    {
      message: 'The page size must be letter (8.5 x 11 in) or legal (8.5 x 14 in).',
      path: ['PageWidth'],
    },
  );
export type ReportSettings = z.output<typeof ReportSettingsSchema>;

export const DefaultReportSettings: ReportSettings = {
  Orientation: ReportOrientationId.Portrait,
  FontSize: ReportFontSizeId.Medium,
  PageWidth: 850,
  PageHeight: 1100,
};

/** The base font of a report file, in points, by font size. */
export const ReportFontPoints: Record<ReportSettings['FontSize'], number> = { 1: 7, 2: 8, 3: 10 };

/** What the renderer needs of the settings: orientation, base font and page size in points. */
export interface ReportLayout {
  orientation: 'portrait' | 'landscape';
  fontPoints: number;
  pageWidthPoints: number;
  pageHeightPoints: number;
}

export function reportLayout(settings: ReportSettings): ReportLayout {
  return {
    orientation: settings.Orientation === ReportOrientationId.Landscape ? 'landscape' : 'portrait',
    fontPoints: ReportFontPoints[settings.FontSize],
    pageWidthPoints: (settings.PageWidth * 72) / 100,
    pageHeightPoints: (settings.PageHeight * 72) / 100,
  };
}

/** Which sections of a report show. The defaults show everything. */
export const ReportSectionSettingsSchema = z.strictObject({
  /** Leave out account rows whose amounts are all zero. */
  HideZeroBalances: z.boolean().default(false),
  /** The account number column. */
  ShowAccountNumbers: z.boolean().default(true),
  /** Subtotal rows (a group's or an account type's total). */
  ShowSubtotals: z.boolean().default(true),
});
export type ReportSectionSettings = z.output<typeof ReportSectionSettingsSchema>;

export const DefaultReportSectionSettings: ReportSectionSettings = {
  HideZeroBalances: false,
  ShowAccountNumbers: true,
  ShowSubtotals: true,
};

interface SectionedReport {
  columns: { key: string; kind: string }[];
  rows: StatementRow[];
}

const amountKinds = new Set(['money', 'number', 'percent']);

/**
 * A report's columns and rows as its section settings show them: account rows (those with an
 * account) whose amounts are all zero or empty left out, the account number column ('number')
 * dropped, subtotal rows dropped.
 */
export function applySectionSettings<R extends SectionedReport>(
  report: R,
  settings: ReportSectionSettings,
): R {
  const amountKeys = report.columns.filter((c) => amountKinds.has(c.kind)).map((c) => c.key);
  const rows = report.rows.filter((row) => {
    if (!settings.ShowSubtotals && row.style === 'subtotal') return false;
    if (settings.HideZeroBalances && row.accountId !== undefined) {
      return amountKeys.some((k) => {
        const v = row.cells[k];
        return typeof v === 'number' && v !== 0;
      });
    }
    return true;
  });
  const columns = settings.ShowAccountNumbers
    ? report.columns
    : report.columns.filter((c) => c.key !== 'number');
  return { ...report, columns, rows };
}
