import type { contract, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { listCustomReports } from './custom-report-rows';

type List = typeof contract.customReports.GetCustomReports;

/** The company's custom reports: anyone who reads the ledger's reports may see and render them. */
export async function getCustomReports(ctx: RequestContext): Promise<ResponseOf<List>> {
  requireClaim(ctx, 'glaccounts', 'read');
  return listCustomReports(ctx);
}
