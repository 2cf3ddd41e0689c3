import { queryRows, sql, type Tx } from '@hoa/db';
import {
  DefaultReportSectionSettings,
  DefaultReportSettings,
  ReportSectionSettingsSchema,
  type ReportSectionSettings,
  type ReportSettings,
} from '@hoa/domain';

interface SavedSettings {
  orientation: number;
  fontSize: number;
  pageWidth: number | string;
  pageHeight: number | string;
}

/**
 * The user's report file settings (null when they never saved any) and their section settings of
 * one report (the defaults, everything shown, when none are saved or no report is named), in one
 * query: what every report a package or a schedule renders reads.
 */
export async function readPrintSettings(
  tx: Tx,
  userId: number,
  reportName: string | null,
): Promise<{ saved: ReportSettings | null; sections: ReportSectionSettings }> {
  const [row] = await queryRows<{ saved: SavedSettings | null; sections: unknown }>(
    tx,
    sql`select (select json_build_object('orientation', orientation, 'fontSize', font_size,
                         'pageWidth', page_width, 'pageHeight', page_height)
                  from report_settings where user_id = ${userId}) as saved,
               (select settings from report_section_settings
                 where user_id = ${userId} and report_name = ${reportName}) as sections`,
  );
  const parsed = ReportSectionSettingsSchema.safeParse(row?.sections);
  const sections = parsed.success ? parsed.data : DefaultReportSectionSettings;
  const saved = row?.saved;
  if (!saved) return { saved: null, sections };
  return {
    saved: {
      Orientation: saved.orientation === 2 ? 2 : 1,
      FontSize: saved.fontSize === 1 || saved.fontSize === 3 ? saved.fontSize : 2,
      PageWidth: Number(saved.pageWidth),
      PageHeight: Number(saved.pageHeight),
    },
    sections,
  };
}

/** The user's report file settings; null when they never saved any. */
export async function readReportSettings(tx: Tx, userId: number): Promise<ReportSettings | null> {
  return (await readPrintSettings(tx, userId, null)).saved;
}

export const settingsOrDefaults = (saved: ReportSettings | null): ReportSettings =>
  saved ?? DefaultReportSettings;

/** The user's section settings of one report; the defaults (everything shows) when none saved. */
export async function readSectionSettings(
  tx: Tx,
  userId: number,
  reportName: string,
): Promise<ReportSectionSettings> {
  return (await readPrintSettings(tx, userId, reportName)).sections;
}
