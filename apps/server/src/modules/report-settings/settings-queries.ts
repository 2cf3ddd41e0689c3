import { queryRows, sql, type Tx } from '@hoa/db';
import {
  DefaultReportSectionSettings,
  DefaultReportSettings,
  ReportSectionSettingsSchema,
  type ReportSectionSettings,
  type ReportSettings,
} from '@hoa/domain';

/** The user's report file settings; null when they never saved any. */
export async function readReportSettings(tx: Tx, userId: number): Promise<ReportSettings | null> {
  const [row] = await queryRows<{
    orientation: number;
    fontSize: number;
    pageWidth: number;
    pageHeight: number;
  }>(
    tx,
    sql`select orientation, font_size as "fontSize", page_width as "pageWidth",
               page_height as "pageHeight"
          from report_settings where user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    Orientation: row.orientation === 2 ? 2 : 1,
    FontSize: row.fontSize === 1 || row.fontSize === 3 ? row.fontSize : 2,
    PageWidth: Number(row.pageWidth),
    PageHeight: Number(row.pageHeight),
  };
}

export const settingsOrDefaults = (saved: ReportSettings | null): ReportSettings =>
  saved ?? DefaultReportSettings;

/** The user's section settings of one report; the defaults (everything shows) when none saved. */
export async function readSectionSettings(
  tx: Tx,
  userId: number,
  reportName: string,
): Promise<ReportSectionSettings> {
  const [row] = await queryRows<{ settings: unknown }>(
    tx,
    sql`select settings from report_section_settings
         where user_id = ${userId} and report_name = ${reportName}`,
  );
  if (!row) return DefaultReportSectionSettings;
  const parsed = ReportSectionSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DefaultReportSectionSettings;
}
