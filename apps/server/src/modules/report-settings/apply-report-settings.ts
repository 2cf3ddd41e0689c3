import { applySectionSettings, reportLayout } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { readPrintSettings } from './settings-queries';

/**
 * A report as the caller's settings print it: with saved report settings, their orientation, font
 * size and page size (a report keeps its own orientation until the user saves settings); with the
 * report's section settings, its zero-balance accounts, account numbers and subtotals shown or not.
 */
export async function applyReportSettings(
  ctx: RequestContext,
  reportName: string | null,
  data: ReportData,
): Promise<ReportData> {
  return (await reportSettingsApplier(ctx, reportName))(data);
}

/** applyReportSettings for many reports of one name (a package for all): the settings read once. */
export async function reportSettingsApplier(
  ctx: RequestContext,
  reportName: string | null,
): Promise<(data: ReportData) => ReportData> {
  const { saved, sections } = await readPrintSettings(ctx.tx, ctx.user.userId, reportName);
  return (data) => {
    const shown = reportName === null ? data : applySectionSettings(data, sections);
    if (saved === null) return shown;
    const { orientation, ...layout } = reportLayout(saved);
    return { ...shown, orientation, layout };
  };
}
