import { reportSectionSettings } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireSectionReportName } from './section-report-name';

type Save = typeof contract.reportSettings.SaveReportSectionSettings;

/** Saves which sections of one report show for the caller. */
export async function saveReportSectionSettings(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const { ReportName, ...settings } = input.body;
  requireSectionReportName(ReportName);
  await ctx.tx
    .insert(reportSectionSettings)
    .values({
      companyId: ctx.user.companyId,
      userId: ctx.user.userId,
      reportName: ReportName,
      settings,
    })
    .onConflictDoUpdate({
      target: [reportSectionSettings.userId, reportSectionSettings.reportName],
      set: { settings },
    });
  return input.body;
}
