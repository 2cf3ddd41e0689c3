import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readableReport, readDefinitions } from './definition-rows';

type GetList = typeof contract.enhancedReports.GetListEnhancedReports;

/** The live saved reports of a report the caller can see: their own and the public ones. */
export function getListEnhancedReports(
  ctx: RequestContext,
  input: InputOf<GetList>,
): Promise<ResponseOf<GetList>> {
  const { reportName } = input.query;
  readableReport(ctx, reportName);
  return readDefinitions(ctx, sql`d.report_name = ${reportName} and d.deleted_at is null`);
}
