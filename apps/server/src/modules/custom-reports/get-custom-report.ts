import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadCustomReport } from './custom-report-rows';

type Get = typeof contract.customReports.GetCustomReport;

export async function getCustomReport(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'glaccounts', 'read');
  return loadCustomReport(ctx, input.query.customReportId);
}
