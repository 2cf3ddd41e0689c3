import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireSectionReportName } from './section-report-name';
import { readSectionSettings } from './settings-queries';

type Get = typeof contract.reportSettings.GetReportSectionSettings;

/** The caller's section settings of one report; the defaults show every section. */
export async function getReportSectionSettings(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  const name = input.query.reportName;
  requireSectionReportName(name);
  return { ReportName: name, ...(await readSectionSettings(ctx.tx, ctx.user.userId, name)) };
}
