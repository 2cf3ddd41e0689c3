import { sql } from '@hoa/db';
import type { GlobalServiceRequestReportBody } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { communitiesLine } from './report-filters';
import {
  serviceRequestFilterLines,
  serviceRequestLines,
  serviceRequestReportData,
} from './service-request-lines';

type Body = z.output<typeof GlobalServiceRequestReportBody>;

/**
 * The global service request report (POST /Report/GlobalServiceRequest): the report's columns over
 * the communities asked for (each checked: another company's is 404, one off the caller's list
 * 403), or all the caller's when agentIds is null; by community with subtotals, then the total.
 */
export async function globalServiceRequestReport(
  ctx: RequestContext,
  body: Body,
): Promise<ReportData> {
  await requireCommunities(ctx, body.agentIds ?? []);
  const lines = await serviceRequestLines(
    ctx,
    inUserCommunities(ctx, sql`s.community_agent_id`, { asked: body.agentIds }),
    body,
  );
  return serviceRequestReportData(
    {
      title: 'Global Service Requests',
      subtitle: [
        ctx.user.companyName,
        communitiesLine(body.agentIds),
        ...serviceRequestFilterLines(body),
      ],
      fileName: 'Global Service Requests',
    },
    lines,
    true,
  );
}
