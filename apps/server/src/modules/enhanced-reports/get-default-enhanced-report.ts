import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { defaultReport, readableReport } from './definition-rows';

type GetDefault = typeof contract.enhancedReports.GetDefaultEnhancedReport;

export function getDefaultEnhancedReport(
  ctx: RequestContext,
  input: InputOf<GetDefault>,
): Promise<ResponseOf<GetDefault>> {
  readableReport(ctx, input.query.reportName);
  return Promise.resolve(defaultReport(input.query.reportName));
}
