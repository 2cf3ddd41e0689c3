import { reportSettings } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';

type Save = typeof contract.reportSettings.SaveReportSettings;

/** Saves the caller's report file settings; every report file they make follows them. */
export async function saveReportSettings(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const b = input.body;
  const values = {
    orientation: b.Orientation,
    fontSize: b.FontSize,
    pageWidth: b.PageWidth,
    pageHeight: b.PageHeight,
  };
  await ctx.tx
    .insert(reportSettings)
    .values({ ...values, companyId: ctx.user.companyId, userId: ctx.user.userId })
    .onConflictDoUpdate({ target: reportSettings.userId, set: values });
  return b;
}
