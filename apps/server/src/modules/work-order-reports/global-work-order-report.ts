import { sql } from '@hoa/db';
import type { GlobalWorkOrderReportBody } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { communitiesLine } from './report-filters';
import { workOrderFilterLines, workOrderLines, workOrderReportData } from './work-order-lines';

type Body = z.output<typeof GlobalWorkOrderReportBody>;

/**
 * The global work order report (POST /Report/GlobalWorkOrder): the report's columns over the
 * communities asked for (each checked: another company's is 404, one off the caller's list 403),
 * or all the caller's when agentIds is null; by community with subtotals, then the total.
 */
export async function globalWorkOrderReport(ctx: RequestContext, body: Body): Promise<ReportData> {
  await requireCommunities(ctx, body.agentIds ?? []);
  const lines = await workOrderLines(
    ctx,
    inUserCommunities(ctx, sql`w.community_agent_id`, { asked: body.agentIds }),
    body,
  );
  return workOrderReportData(
    {
      title: 'Global Work Orders',
      subtitle: [
        ctx.user.companyName,
        communitiesLine(body.agentIds),
        ...workOrderFilterLines(body),
      ],
      fileName: 'Global Work Orders',
    },
    lines,
    true,
  );
}
