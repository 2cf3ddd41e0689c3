import { sql } from '@hoa/db';
import type { GlobalPropertySettlementReportBody } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { communitiesLine } from '../work-order-reports/index';
import { reportRange } from './report-range';
import { settlementLines, settlementReportData } from './settlement-lines';

type Body = z.output<typeof GlobalPropertySettlementReportBody>;

/**
 * The global property settlement report (POST /Report/GlobalPropertySettlement): the settlement
 * report over the communities asked for (each checked: another company's is 404, one off the
 * caller's list 403), or all the caller's when agentIds is null; the last 30 days by default
 * (spec 3 §9); by community with subtotals, then the total.
 */
export async function globalPropertySettlementReport(
  ctx: RequestContext,
  body: Body,
): Promise<ReportData> {
  await requireCommunities(ctx, body.agentIds ?? []);
  const range = reportRange(body);
  const lines = await settlementLines(
    ctx,
    inUserCommunities(ctx, sql`s.community_agent_id`, { asked: body.agentIds }),
    range,
  );
  return settlementReportData(
    {
      title: 'Global Property Settlement',
      subtitle: [ctx.user.companyName, communitiesLine(body.agentIds), `Settled ${range.line}`],
      fileName: 'Global Property Settlement',
    },
    lines,
    true,
  );
}
